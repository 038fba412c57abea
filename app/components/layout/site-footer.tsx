import { PageLink } from "~/components/ui/page-link";
import { useSession } from "~/lib/session";
import { Logo } from "./site-header";

/** `visitor` links are for people who are not signed in (hidden by the static pages' island too). */
const columns: { title: string; links: { label: string; to: string; visitor?: boolean }[] }[] = [
  {
    title: "Product",
    links: [
      { label: "Features", to: "/features" },
      { label: "Pricing", to: "/#pricing" },
      { label: "Start free trial", to: "/signup", visitor: true },
      { label: "Log in", to: "/login", visitor: true },
    ],
  },
  {
    title: "Solutions",
    links: [
      { label: "Morning briefings for CEOs", to: "/blog/morning-briefing-email-for-ceo" },
      { label: "Daily briefing template", to: "/blog/daily-briefing-email-template" },
      { label: "Digest vs newsletter", to: "/blog/email-digest-vs-newsletter" },
      { label: "Automate your summary", to: "/blog/how-to-automate-your-daily-email-summary-with-ai" },
    ],
  },
  {
    title: "Resources",
    links: [
      { label: "Blog", to: "/blog" },
      { label: "About", to: "/about" },
      { label: "Contact", to: "/contact" },
      { label: "Sitemap", to: "/sitemap" },
    ],
  },
  {
    title: "Legal",
    links: [
      { label: "Terms of Service", to: "/terms" },
      { label: "Privacy Policy", to: "/privacy" },
      { label: "Cookie Policy", to: "/cookies" },
      { label: "Refund Policy", to: "/refund" },
    ],
  },
];

export function SiteFooter({ staticPage = false }: { staticPage?: boolean }) {
  const { user, loading } = useSession();
  const hideVisitor = !!user || (loading && !staticPage);
  return (
    <footer className="border-t border-slate-200 bg-slate-50">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[1.4fr_repeat(4,1fr)]">
        <div className="space-y-3">
          <Logo />
          <p className="max-w-xs text-sm text-slate-600">
            Personalised, AI-curated email briefings, delivered on your schedule.
          </p>
        </div>
        {columns.map((col) => (
          <nav key={col.title} aria-label={col.title}>
            <h2 className="text-sm font-semibold text-slate-900">{col.title}</h2>
            <ul className="mt-3 space-y-2">
              {col.links.map((l) => (
                <li
                  key={l.to}
                  hidden={l.visitor ? hideVisitor : undefined}
                  data-session={l.visitor ? "visitor" : undefined}
                >
                  <PageLink to={l.to} className="text-sm text-slate-600 hover:text-brand-700">
                    {l.label}
                  </PageLink>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-slate-200">
        <div className="mx-auto flex max-w-6xl flex-col items-start justify-between gap-3 px-4 py-6 text-sm text-slate-600 sm:flex-row sm:items-center sm:px-6">
          <p>© {new Date().getFullYear()} Tidings. All rights reserved.</p>
          <button
            type="button"
            data-testid="cookie-settings"
            className="rounded-md px-2 py-1 font-medium text-slate-700 underline-offset-4 hover:underline"
            data-open-cookie-settings=""
          >
            Cookie Settings
          </button>
        </div>
      </div>
    </footer>
  );
}
