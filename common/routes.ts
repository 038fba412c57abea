/**
 * The one table of the app's pages. It drives:
 *  - which pages are prerendered to HTML at build time (react-router.config.ts),
 *  - which paths the server answers 200 (app page) or 404 (unknown path),
 *  - the sitemap (page and XML).
 * `app/routes.ts` maps the same paths to their modules.
 */
import { blogIndex } from "./content/blog-slugs";
import { escapeRegExp } from "./escape-regexp";

/** "admin": the operator view; the server answers 404 to anyone else (decision 087). */
export type Access = "public" | "signed-in" | "visitor-only" | "admin";
export type SitemapGroup = "main" | "account" | "authentication" | "legal" | "support";

export interface PageEntry {
  /** React Router path pattern ("/blog/:slug"). */
  path: string;
  title: string;
  access: Access;
  /** Prerendered to static HTML at build time (public pages without parameters). */
  prerender: boolean;
  /** Listed in the sitemap page and sitemap.xml under this group. */
  sitemap?: SitemapGroup;
  /** Excluded from search engines. */
  noindex?: boolean;
  /**
   * Served as static HTML without React: the prerendered page plus one small island script
   * (app/island/main.ts), never hydrated by the single-page app (decision 036).
   */
  static?: boolean;
}

export const pages: PageEntry[] = [
  { path: "/", static: true, title: "Home", access: "public", prerender: true, sitemap: "main" },
  { path: "/features", static: true, title: "Features", access: "public", prerender: true, sitemap: "main" },
  { path: "/about", static: true, title: "About", access: "public", prerender: true, sitemap: "main" },
  { path: "/blog", static: true, title: "Blog", access: "public", prerender: true, sitemap: "main" },
  { path: "/blog/:slug", static: true, title: "Blog article", access: "public", prerender: false },
  { path: "/signup", title: "Sign up", access: "visitor-only", prerender: true, sitemap: "authentication" },
  { path: "/login", title: "Log in", access: "visitor-only", prerender: true, sitemap: "authentication" },
  {
    path: "/forgot-password",
    title: "Forgot password",
    access: "visitor-only",
    prerender: true,
    sitemap: "authentication",
  },
  { path: "/reset-password", title: "Reset password", access: "public", prerender: false, noindex: true },
  { path: "/verify-email", title: "Verify email", access: "public", prerender: false, noindex: true },
  { path: "/auth/verify", title: "Confirm email change", access: "public", prerender: false, noindex: true },
  { path: "/dashboard", title: "Dashboard", access: "signed-in", prerender: false, sitemap: "account" },
  { path: "/account", title: "Account", access: "signed-in", prerender: false, sitemap: "account" },
  { path: "/create", title: "Create briefing", access: "signed-in", prerender: false, sitemap: "account" },
  { path: "/manage", title: "Manage briefings", access: "signed-in", prerender: false, sitemap: "account" },
  { path: "/history/:name", title: "Sent emails", access: "signed-in", prerender: false },
  { path: "/payment-success", title: "Payment successful", access: "signed-in", prerender: false },
  { path: "/admin", title: "Operator view", access: "admin", prerender: false, noindex: true },
  {
    path: "/terms",
    static: true,
    title: "Terms of Service",
    access: "public",
    prerender: true,
    sitemap: "legal",
    noindex: true,
  },
  {
    path: "/privacy",
    static: true,
    title: "Privacy Policy",
    access: "public",
    prerender: true,
    sitemap: "legal",
    noindex: true,
  },
  {
    path: "/cookies",
    static: true,
    title: "Cookie Policy",
    access: "public",
    prerender: true,
    sitemap: "legal",
    noindex: true,
  },
  {
    path: "/refund",
    static: true,
    title: "Refund Policy",
    access: "public",
    prerender: true,
    sitemap: "legal",
    noindex: true,
  },
  { path: "/contact", title: "Contact", access: "public", prerender: true, sitemap: "support" },
  { path: "/contact-success", title: "Message prepared", access: "public", prerender: true, noindex: true },
  { path: "/sitemap", static: true, title: "Sitemap", access: "public", prerender: true, sitemap: "support" },
  { path: "/sitemap-page", static: true, title: "Sitemap", access: "public", prerender: true },
];

/** Paths to prerender at build time: public pages, every blog article, sitemap.xml and robots.txt. */
export const prerenderPaths = (): string[] => [
  ...pages.filter((p) => p.prerender).map((p) => p.path),
  ...blogIndex.map((a) => `/blog/${a.slug}`),
  "/sitemap.xml",
  "/robots.txt",
];

const toRegExp = (pattern: string): RegExp =>
  new RegExp(
    `^${pattern
      .split("/")
      .map((seg) => (seg.startsWith(":") ? "[^/]+" : escapeRegExp(seg)))
      .join("/")}/?$`,
  );

const matchers = pages.map((p) => ({ page: p, re: toRegExp(p.path) }));

/** The page entry a concrete pathname belongs to, or undefined (a 404). */
export function matchPage(pathname: string): PageEntry | undefined {
  return matchers.find((m) => m.re.test(pathname))?.page;
}

/**
 * Is this pathname one of the static pages (decision 036): a prerendered page served without the
 * single-page app? Blog articles count only when the slug exists (an unknown slug is the SPA's, which
 * sends the visitor to /blog).
 */
export function isStaticPage(pathname: string): boolean {
  const page = matchPage(pathname);
  if (!page?.static) return false;
  if (page.path !== "/blog/:slug") return true;
  const slug = pathname.replace(/\/+$/, "").split("/")[2];
  return blogIndex.some((a) => a.slug === slug);
}
