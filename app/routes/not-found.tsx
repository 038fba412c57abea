import { Compass } from "lucide-react";
import { useLocation } from "react-router";
import { PageLink } from "~/components/ui/page-link";

export const meta = () => [{ title: "Page not found · Tidings" }, { name: "robots", content: "noindex" }];

const quickLinks = [
  { to: "/", label: "Home", hint: "Back to the start" },
  { to: "/about", label: "About", hint: "How Tidings works" },
  { to: "/signup", label: "Sign up", hint: "Start your free trial" },
  { to: "/login", label: "Log in", hint: "Go to your briefings" },
];

/** Any unknown path: what was asked for, and where to go instead. */
export default function NotFound() {
  const { pathname, search } = useLocation();
  return (
    <section className="mx-auto max-w-2xl px-4 py-20 text-center sm:py-28">
      <span className="mx-auto grid size-14 place-items-center rounded-2xl bg-brand-50 text-brand-600">
        <Compass className="size-7" aria-hidden />
      </span>
      <p className="mt-6 text-sm font-semibold uppercase tracking-wider text-brand-700">404</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-ink sm:text-4xl">Page not found</h1>
      <p className="mt-4 text-slate-600">
        We couldn't find{" "}
        <code
          data-testid="attempted-path"
          className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-sm text-slate-800"
        >
          {pathname}
          {search}
        </code>
        . It may have moved, or the link may be mistyped.
      </p>
      <ul className="mt-10 grid gap-3 text-left sm:grid-cols-2">
        {quickLinks.map((l) => (
          <li key={l.to}>
            <PageLink
              to={l.to}
              className="block rounded-xl border border-slate-200 p-4 transition hover:border-brand-300 hover:bg-brand-50/40"
            >
              <span className="font-semibold text-ink">{l.label}</span>
              <span className="block text-sm text-slate-500">{l.hint}</span>
            </PageLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
