import { useQuery } from "@tanstack/react-query";
import { ArrowLeft, MailOpen } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { toast } from "sonner";
import { TEXT } from "../../../common/briefings";
import { briefingKeys, briefingsApi } from "~/components/briefings/briefings-api";
import { EmailFrame } from "~/components/briefings/email-frame";
import { Spinner } from "~/components/ui/spinner";
import { ApiError } from "~/lib/api";

export const meta = () => [{ title: "Sent emails · Tidings" }];
export const handle = { breadcrumb: "Sent emails" };

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });

export default function EmailHistory() {
  const name = useParams().name ?? "";
  const navigate = useNavigate();
  const q = useQuery({
    queryKey: briefingKeys.history(name),
    queryFn: () => briefingsApi.history(name),
    retry: (n, e) => !(e instanceof ApiError && e.status === 404) && n < 1,
  });
  const [selected, setSelected] = useState<string | null>(null);

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

  return (
    <section className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
      <Link
        to="/manage"
        className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 hover:text-brand-800"
      >
        <ArrowLeft className="size-4" aria-hidden /> Back to manage
      </Link>
      {q.isPending ? (
        <Spinner label="Loading sent emails…" />
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
                className="card max-h-[600px] self-start divide-y divide-line overflow-y-auto"
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
                        onClick={() => setSelected(e.id)}
                        className={`block w-full px-4 py-3 text-left transition-colors ${on ? "bg-brand-50" : "hover:bg-slate-50"}`}
                      >
                        <span
                          className={`block text-sm font-medium break-words ${on ? "text-brand-800" : "text-ink"}`}
                        >
                          {e.subject}
                        </span>
                        <span className="mt-0.5 block text-xs text-muted">
                          {when(e.sent_at)}
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
                <div className="min-w-0">
                  <h2 className="mb-3 text-lg font-semibold break-words text-ink">{current.subject}</h2>
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
