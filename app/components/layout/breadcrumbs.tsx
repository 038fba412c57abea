import { ChevronRight } from "lucide-react";
import { type UIMatch, useMatches } from "react-router";
import { PageLink } from "~/components/ui/page-link";

/**
 * A route opts in with `export const handle = { breadcrumb: "Features" }` or a function of its
 * match (`(m) => m.params.name`). Each level links to its own path; the last is the current page.
 */
export type BreadcrumbHandle = { breadcrumb?: string | ((match: UIMatch) => string) };

export function Breadcrumbs() {
  const matches = useMatches() as UIMatch<unknown, BreadcrumbHandle | undefined>[];
  const crumbs = matches
    .filter((m) => m.handle?.breadcrumb)
    .map((m) => ({
      to: m.pathname,
      label: typeof m.handle!.breadcrumb === "function" ? m.handle!.breadcrumb(m) : m.handle!.breadcrumb!,
    }));
  if (crumbs.length === 0) return null;
  return (
    <nav aria-label="Breadcrumb" className="mx-auto w-full max-w-6xl px-4 pt-4 sm:px-6">
      <ol className="flex flex-wrap items-center gap-1 text-sm text-slate-500">
        <li>
          <PageLink to="/" className="hover:text-brand-700">
            Home
          </PageLink>
        </li>
        {crumbs.map((c, i) => (
          <li key={c.to} className="flex items-center gap-1">
            <ChevronRight className="size-3.5" aria-hidden />
            {i === crumbs.length - 1 ? (
              <span aria-current="page" className="font-medium text-slate-700">
                {c.label}
              </span>
            ) : (
              <PageLink to={c.to} className="hover:text-brand-700">
                {c.label}
              </PageLink>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
