import { ArrowRight, ListChecks, PlusCircle } from "lucide-react";
import { Link } from "react-router";
import { VerifyNotice } from "~/components/account/verify-notice";
import { useSession } from "~/lib/session";

export const meta = () => [{ title: "Dashboard · Tidings" }, { name: "robots", content: "noindex" }];
export const handle = { breadcrumb: "Dashboard" };

const cards = [
  {
    to: "/create",
    title: "Create new subscription",
    text: "Set up a new briefing: what you want to read, how often, and when it arrives.",
    icon: PlusCircle,
    testId: "dashboard-create",
  },
  {
    to: "/manage",
    title: "Manage subscriptions",
    text: "Pause, edit, test or cancel your briefings, and read what was sent.",
    icon: ListChecks,
    testId: "dashboard-manage",
  },
];

export default function Dashboard() {
  const { user } = useSession();
  return (
    <section className="mx-auto max-w-4xl px-4 py-12 sm:py-16">
      <p className="eyebrow">Dashboard</p>
      <h1 className="mt-2 break-words text-3xl font-bold tracking-tight text-ink">
        Welcome{user ? `, ${user.email}` : ""}
      </h1>
      <p className="mt-2 text-slate-600">What would you like to do?</p>
      <VerifyNotice className="mt-6" />
      <div className="mt-8 grid gap-5 sm:grid-cols-2">
        {cards.map((c) => (
          <Link
            key={c.to}
            to={c.to}
            data-testid={c.testId}
            className="card group block p-6 shadow-sm transition hover:border-brand-300 hover:shadow-md"
          >
            <span className="grid size-11 place-items-center rounded-xl bg-brand-50 text-brand-600">
              <c.icon className="size-5" aria-hidden />
            </span>
            <h2 className="mt-4 text-lg font-semibold text-ink">{c.title}</h2>
            <p className="mt-1 text-sm text-slate-600">{c.text}</p>
            <span className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-700">
              Open <ArrowRight className="size-4 transition group-hover:translate-x-0.5" aria-hidden />
            </span>
          </Link>
        ))}
      </div>
    </section>
  );
}
