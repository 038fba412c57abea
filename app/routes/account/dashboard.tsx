import { useQuery } from "@tanstack/react-query";
import { ArrowRight, ListChecks, Mail, PenLine, PlusCircle, RefreshCw } from "lucide-react";
import { Link } from "react-router";
import { TEXT } from "../../../common/briefings";
import { VerifyNotice } from "~/components/account/verify-notice";
import { briefingKeys, briefingsApi } from "~/components/briefings/briefings-api";
import { BriefingSummary } from "~/components/briefings/briefing-summary";
import { CardSkeleton, Skeleton } from "~/components/ui/skeleton";
import { useSession } from "~/lib/session";

export const meta = () => [{ title: "Dashboard · Tidings" }, { name: "robots", content: "noindex" }];
export const handle = { breadcrumb: "Dashboard" };

const firstSteps = [
  {
    icon: PenLine,
    title: "Describe what you want to read",
    text: "In a sentence or two: topics, sources, what to leave out.",
  },
  { icon: ListChecks, title: "Pick when it arrives", text: "Daily or once a week, at the time you choose." },
  {
    icon: Mail,
    title: "Read it in your inbox",
    text: "The first 7 days are free; every email is kept here too.",
  },
];

/** A new account's one clear next step (issue 20): create the first briefing. */
function FirstBriefing() {
  return (
    <div className="card p-6 shadow-sm sm:p-8" data-testid="dashboard-first-step">
      <h2 className="text-xl font-semibold text-ink">Create your first briefing</h2>
      <p className="mt-1 text-slate-600">
        It takes about a minute. Nothing is charged during the free trial.
      </p>
      <ol className="mt-6 grid gap-5 sm:grid-cols-3">
        {firstSteps.map((s, i) => (
          <li key={s.title} className="flex gap-3 sm:flex-col">
            <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-600">
              <s.icon className="size-5" aria-hidden />
            </span>
            <div>
              <p className="font-medium text-ink">
                <span className="sr-only">Step {i + 1}: </span>
                {s.title}
              </p>
              <p className="mt-0.5 text-sm text-slate-600">{s.text}</p>
            </div>
          </li>
        ))}
      </ol>
      <Link to="/create" className="btn btn-primary mt-7" data-testid="dashboard-create">
        <PlusCircle className="size-4" aria-hidden /> Create your first briefing
      </Link>
    </div>
  );
}

export default function Dashboard() {
  const { user } = useSession();
  const q = useQuery({ queryKey: briefingKeys.all, queryFn: briefingsApi.list });
  const list = q.data ?? [];
  return (
    <section className="mx-auto max-w-4xl px-4 py-12 sm:py-16">
      <p className="eyebrow">Dashboard</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-ink">What happens next</h1>
      <p className="mt-2 break-words text-slate-600">Signed in as {user?.email}</p>
      <VerifyNotice className="mt-6" />

      <div className="mt-8" aria-busy={q.isPending}>
        {q.isPending ? (
          <div className="space-y-4">
            <p role="status" className="sr-only">
              Loading your briefings…
            </p>
            <Skeleton className="h-7 w-40" />
            <CardSkeleton className="min-h-52 sm:min-h-36" />
          </div>
        ) : q.isError ? (
          <div className="card flex flex-col items-center gap-4 p-10 text-center">
            <p className="text-slate-700">{TEXT.failedLoad}</p>
            <button type="button" className="btn btn-secondary" onClick={() => q.refetch()}>
              <RefreshCw className="size-4" aria-hidden /> Try again
            </button>
          </div>
        ) : list.length === 0 ? (
          <FirstBriefing />
        ) : (
          <>
            <h2 className="text-lg font-semibold text-ink">Your briefings ({list.length})</h2>
            <ul className="mt-4 space-y-5">
              {list.map((b) => (
                <li key={b.id}>
                  <BriefingSummary b={b} />
                </li>
              ))}
            </ul>
          </>
        )}
      </div>

      <div className="mt-8 flex flex-wrap gap-3">
        {/* shown while loading too: only a new account (its first step has the button) goes without */}
        {!(q.isSuccess && list.length === 0) && (
          <Link to="/create" className="btn btn-primary" data-testid="dashboard-create">
            <PlusCircle className="size-4" aria-hidden /> Create new subscription
          </Link>
        )}
        <Link to="/manage" className="btn btn-secondary" data-testid="dashboard-manage">
          Manage subscriptions <ArrowRight className="size-4" aria-hidden />
        </Link>
      </div>
    </section>
  );
}
