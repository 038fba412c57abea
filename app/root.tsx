import { QueryClientProvider } from "@tanstack/react-query";
import { useContext, useEffect, useLayoutEffect, useState } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  UNSAFE_FrameworkContext as FrameworkContext,
  useLocation,
  useMatches,
  useRouteError,
} from "react-router";
import { Toaster } from "sonner";
import { PublicRuntime } from "~/components/consent/public-runtime";
import { Breadcrumbs } from "~/components/layout/breadcrumbs";
import { ScrollToTop } from "~/components/layout/scroll-to-top";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";
import { PageSkeleton, Skeleton } from "~/components/ui/skeleton";
import { briefingKeys } from "~/components/briefings/briefing-keys";
import { seedBootData } from "~/lib/boot-data";
import { CONSENT_STORAGE_KEY } from "~/lib/consent";
import { getQueryClient } from "~/lib/query-client";
import { sessionQueryKey } from "~/lib/session";
import { isStaticPage } from "../common/routes";
import type { Route } from "./+types/root";
import appStyles from "./app.css?url";
import interLatin from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";

export const links: Route.LinksFunction = () => [
  // the stylesheet first: ahead of the signed-in pages' modulepreloads for the browser's first requests
  { rel: "stylesheet", href: appStyles, precedence: "default" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  // The Latin face of the one web font: fetched with the CSS instead of after it (shorter path to the first paint).
  { rel: "preload", href: interLatin, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
];

/**
 * Shows the cookie dialog with the first paint when no choice was ever stored (decision 108), instead of
 * after the app's code has run: on a first visit it is the page's largest text. Only the "nothing stored"
 * case, where the dialog's behaviour (app/lib/consent-dialog.ts) is certain to open it too; an expired
 * choice is still reopened by that behaviour. Inline, so allowed by the page's CSP hash.
 */
const SHOW_CONSENT_ON_FIRST_VISIT = `try{if(localStorage.getItem(${JSON.stringify(CONSENT_STORAGE_KEY)})===null){var d=document.querySelector("[data-consent-dialog]");if(d)d.hidden=false}}catch(e){}`;

/** The island script of the static pages (hashed, long-cached), set by vite.config.ts (decision 036). */
declare const __TIDINGS_ISLAND__: string;

/**
 * True while prerendering a static page (decision 036): a path common/routes.ts marks static, and not
 * the SPA fallback (React Router's "SPA mode" render of the root alone, which must keep <Scripts/>).
 * Such a page ships no React: no <Scripts/> (hence no modulepreloads) and no scroll restoration, only
 * the island script. In the browser the answer is always false: the single-page app keeps its scripts.
 */
function useStaticPage(): boolean {
  const spaMode = useContext(FrameworkContext)?.isSpaMode ?? true;
  const { pathname } = useLocation();
  return typeof document === "undefined" && !spaMode && isStaticPage(pathname);
}

/**
 * True while the page's route code is not there yet: the SPA fallback's HTML (made before any route is
 * known) and the browser until the matched routes' modules have loaded (the root's HydrateFallback shows).
 */
function useRouteCodePending(): boolean {
  const framework = useContext(FrameworkContext);
  const matches = useMatches();
  if (typeof document === "undefined") return framework?.isSpaMode ?? false;
  return matches.some((m) => !framework?.routeModules[m.id]);
}

/**
 * The document and the shell (header, breadcrumbs, footer, consent, toasts) around every page: here, not in
 * each of App / HydrateFallback / ErrorBoundary, so the shell drawn from the HTML stays mounted when the
 * page's code arrives and only <main>'s content changes (decision 108).
 */
export function Layout({ children }: { children: React.ReactNode }) {
  const staticPage = useStaticPage();
  const routeCodePending = useRouteCodePending();
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#4f46e5" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen">
        <Shell loading={routeCodePending}>{children}</Shell>
        {staticPage ? (
          <script type="module" src={__TIDINGS_ISLAND__} />
        ) : (
          <>
            <script dangerouslySetInnerHTML={{ __html: SHOW_CONSENT_ON_FIRST_VISIT }} />
            <ScrollRestoration />
            <Scripts />
          </>
        )}
      </body>
    </html>
  );
}

function Shell({ children, loading = false }: { children: React.ReactNode; loading?: boolean }) {
  const [queryClient] = useState(getQueryClient);
  // The signed-in person's first data from the page's HTML (decision 108): after hydration, so the
  // hydrated markup matches the HTML, and before any query's effect, so none of them asks the API.
  useLayoutEffect(
    () => seedBootData(queryClient, { session: sessionQueryKey, briefings: briefingKeys.all }),
    [queryClient],
  );
  // A static page has no React to drive toasts (its island shows its own, app/island/toast.ts).
  const staticPage = useStaticPage();
  return (
    <QueryClientProvider client={queryClient}>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-white focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <div className="flex min-h-screen flex-col">
        <SiteHeader staticPage={staticPage} routePending={loading} />
        {loading ? (
          // the breadcrumb's height, so the page does not move when it arrives
          <div aria-hidden className="mx-auto w-full max-w-6xl px-4 pt-4 sm:px-6">
            <Skeleton className="h-5 w-44" />
          </div>
        ) : (
          <Breadcrumbs />
        )}
        <main id="main" className="flex-1">
          {children}
        </main>
        {/* a new footer once the page is in: the placeholder page is shorter than the real one, and a footer
            pushed down by it would count as a layout shift; a new element does not */}
        <SiteFooter key={loading ? "pending" : "page"} staticPage={staticPage} />
      </div>
      <ScrollToTop />
      <PublicRuntime />
      {staticPage ? null : <Toaster richColors closeButton position="top-right" />}
    </QueryClientProvider>
  );
}

export default function App() {
  // A static page reached inside the single-page app (a link or navigate() that did not load the
  // document) is loaded as the real static page.
  const { pathname, search, hash } = useLocation();
  useEffect(() => {
    if (isStaticPage(pathname)) window.location.replace(pathname + search + hash);
  }, [pathname, search, hash]);
  return <Outlet />;
}

/**
 * Shown while a signed-in screen's code loads in the single-page app (it is the SPA fallback's HTML):
 * the whole shell at once, with placeholders where the page will be (issue 20).
 */
export function HydrateFallback() {
  return <PageSkeleton />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const title = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : "Something went wrong";
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold text-ink">{title}</h1>
      <p className="mt-4 text-slate-600">Please reload the page. If it keeps happening, contact support.</p>
    </section>
  );
}
