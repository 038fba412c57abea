import { useQuery } from "@tanstack/react-query";
import { ArrowLeft, MailOpen } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link, useNavigate, useParams, useSearchParams } from "react-router";
import { toast } from "sonner";
import { TEXT } from "../../../common/briefings";
import { briefingKeys, briefingsApi } from "~/components/briefings/briefings-api";
import { EmailFrame } from "~/components/briefings/email-frame";
import { PageSkeleton } from "~/components/ui/skeleton";
import { ApiError } from "~/lib/api";
import { formatDateTime } from "~/lib/format-time";

export const meta = () => [{ title: "Sent emails · Tidings" }];
export const handle = { breadcrumb: "Sent emails" };

export default function EmailHistory() {
  const name = useParams().name ?? "";
  const navigate = useNavigate();
  const q = useQuery({
    queryKey: briefingKeys.history(name),
    queryFn: () => briefingsApi.history(name),
    retry: (n, e) => !(e instanceof ApiError && e.status === 404) && n < 1,
  });
  // The open email lives in the URL (?email=id): the dashboard links to one, and on a phone the list and
  // the email are two steps, so the browser's Back returns to the list.
  const [params, setParams] = useSearchParams();
  const selected = params.get("email");
  const open = (id: string | null) =>
    setParams(id ? { email: id } : {}, { replace: false, preventScrollReset: false });

  useEffect(() => {
    if (!q.isError) return;
    if (q.error instanceof ApiError && q.error.status === 404) {
      toast.error(TEXT.notFoundTitle, { description: TEXT.notFoundBody, id: "history-not-found" });
      navigate("/manage", { replace: true });
    } else {
      toast.error(TEXT.failedHistory, { id: "history-failed" });
    }
  }, [q.isError, q.error, navigate]);

  const emails = q.data?.emails ?? [];
  const current = emails.find((e) => e.id === selected) ?? emails[0];
  const reading = !!selected && current?.id === selected; // a phone shows the email alone
  const reader = useRef<HTMLDivElement>(null);
  // on a phone, opening an email brings its frame to the top of the screen, under the header
  useEffect(() => {
    if (!reading || window.matchMedia("(min-width: 64rem)").matches) return;
    reader.current?.scrollIntoView({ block: "start" });
  }, [reading]);

  return (
    <section className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
      <Link
        to="/manage"
        className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 hover:text-brand-800"
      >
        <ArrowLeft className="size-4" aria-hidden /> Back to manage
      </Link>
      {q.isPending ? (
        <PageSkeleton label="Loading sent emails…" cards={1} tall width="max-w-none -mx-4" />
      ) : q.isError ? (
        <p className="mt-8 text-slate-700">{TEXT.failedHistory}</p>
      ) : (
        <>
          <h1 className="mt-4 text-3xl font-bold tracking-tight text-ink">Sent Emails ({emails.length})</h1>
          <p className="mt-1 break-words text-muted">{q.data.briefing.name}</p>
          {emails.length === 0 ? (
            <div className="card mt-8 flex flex-col items-center gap-3 px-6 py-14 text-center">
              <MailOpen className="size-8 text-brand-500" aria-hidden />
              <p className="text-lg font-medium text-ink">{TEXT.noEmails}</p>
              <p className="text-sm text-muted">Emails appear here once this briefing has been sent.</p>
            </div>
          ) : (
            <div className="mt-8 grid gap-6 lg:grid-cols-[20rem_1fr]">
              <ul
                className={`card self-start divide-y divide-line lg:max-h-[600px] lg:overflow-y-auto ${reading ? "max-lg:hidden" : ""}`}
                aria-label="Sent emails"
                data-testid="email-list"
              >
                {emails.map((e) => {
                  const on = e.id === current?.id;
                  return (
                    <li key={e.id}>
                      <button
                        type="button"
                        aria-current={on ? "true" : undefined}
                        onClick={() => open(e.id)}
                        className={`block w-full px-4 py-3 text-left transition-colors ${on ? "bg-brand-50" : "hover:bg-slate-50"}`}
                      >
                        <span
                          className={`block text-sm font-medium break-words ${on ? "text-brand-800" : "text-ink"}`}
                        >
                          {e.subject}
                        </span>
                        <span className="mt-0.5 block text-xs text-muted">
                          {formatDateTime(e.sent_at)}
                          {e.is_test && (
                            <span className="ml-2 rounded bg-slate-100 px-1.5 py-0.5 text-slate-600">
                              Test
                            </span>
                          )}
                        </span>
                      </button>
                    </li>
                  );
                })}
              </ul>
              {current && (
                <div
                  ref={reader}
                  className={`min-w-0 scroll-mt-20 ${reading ? "" : "max-lg:hidden"}`}
                  data-testid="email-reader"
                >
                  <button
                    type="button"
                    onClick={() => open(null)}
                    className="mb-3 inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 hover:text-brand-800 lg:hidden"
                  >
                    <ArrowLeft className="size-4" aria-hidden /> All sent emails
                  </button>
                  <h2 className="text-lg font-semibold break-words text-ink">{current.subject}</h2>
                  <p className="mt-0.5 mb-3 text-sm text-muted">
                    {current.is_test ? "Test email, sent " : "Sent "}
                    {formatDateTime(current.sent_at)}
                  </p>
                  <EmailFrame html={current.email_content} title={current.subject} />
                </div>
              )}
            </div>
          )}
        </>
      )}
    </section>
  );
}
