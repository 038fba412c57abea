import { CalendarClock, CircleAlert, CreditCard, Inbox, PauseCircle } from "lucide-react";
import { Link } from "react-router";
import { type BriefingDto, historyPath } from "../../../common/briefings";
import { daysUntil, formatDate, formatDateTime } from "~/lib/format-time";
import { scheduleText } from "./briefing-card";

type Tone = "ok" | "info" | "warn" | "off";
const toneClass: Record<Tone, string> = {
  ok: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  info: "bg-brand-50 text-brand-800 ring-brand-200",
  warn: "bg-amber-50 text-amber-900 ring-amber-200",
  off: "bg-slate-100 text-slate-700 ring-slate-200",
};

/** The briefing's state in a few words: paused, trial days left, paid until … (issue 20). */
export function briefingState(b: BriefingDto, now = new Date()): { text: string; tone: Tone } {
  if (!b.active) {
    return b.paused_by_system
      ? { text: "Paused by Tidings: the address refused it", tone: "warn" }
      : { text: "Paused", tone: "off" };
  }
  const until = b.billing.until;
  switch (b.billing.kind) {
    case "free":
      return { text: "Free (admin)", tone: "ok" };
    case "trial": {
      const n = until ? daysUntil(until, now) : 0;
      return { text: `Free trial: ${n} ${n === 1 ? "day" : "days"} left`, tone: "info" };
    }
    case "paid":
      return { text: until ? `Paid until ${formatDate(until)}, renews` : "Paid", tone: "ok" };
    case "canceling":
      return {
        text: until ? `Paid until ${formatDate(until)}, will not renew` : "Will not renew",
        tone: "off",
      };
    case "grace":
      return { text: until ? `Payment failed: pay by ${formatDate(until)}` : "Payment failed", tone: "warn" };
    case "trial_ended":
      return { text: "Trial ended: subscribe to keep it", tone: "warn" };
    case "awaiting_payment":
      return { text: "Awaiting payment", tone: "warn" };
    case "payment_failed":
      return { text: "Stopped: payment failed", tone: "warn" };
    case "ended":
      return { text: "Subscription ended", tone: "off" };
  }
}

/** When the next email goes out, or why none is planned. */
export function nextSendText(b: BriefingDto): string {
  if (b.active && b.billing.allowsSending && b.next_send_at)
    return `Next email ${formatDateTime(b.next_send_at, b.timezone)}`;
  if (!b.active) return "No email planned while paused";
  if (!b.billing.allowsSending)
    return b.billing.canPay ? "No email planned until it is paid" : "No email planned";
  return "Next email being scheduled";
}

/** One briefing on the dashboard: what happens next, its state and the latest email. */
export function BriefingSummary({ b }: { b: BriefingDto }) {
  const state = briefingState(b);
  const sending = b.active && b.billing.allowsSending;
  const latest = b.latest_email;
  return (
    <article
      className="card p-5 shadow-sm sm:p-6"
      aria-labelledby={`sum-${b.id}`}
      data-testid="briefing-summary"
    >
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          <h3 id={`sum-${b.id}`} className="text-lg font-semibold break-words text-ink">
            {b.name}
          </h3>
          <p className="mt-0.5 text-sm text-muted">
            {scheduleText(b)} ({b.timezone})
          </p>
        </div>
        <span
          className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-medium ring-1 ${toneClass[state.tone]}`}
          data-testid="briefing-state"
        >
          {state.tone === "warn" ? (
            <CircleAlert className="size-4" aria-hidden />
          ) : !b.active ? (
            <PauseCircle className="size-4" aria-hidden />
          ) : (
            <CreditCard className="size-4" aria-hidden />
          )}
          {state.text}
        </span>
      </div>
      <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-2">
        <div>
          <dt className="sr-only">Next email</dt>
          <dd
            className={`flex items-start gap-2 ${sending ? "font-medium text-ink" : "text-slate-600"}`}
            data-testid="next-send"
          >
            <CalendarClock
              className={`mt-0.5 size-4 shrink-0 ${sending ? "text-brand-600" : "text-slate-400"}`}
              aria-hidden
            />
            {nextSendText(b)}
          </dd>
        </div>
        <div className="min-w-0">
          <dt className="sr-only">Latest email</dt>
          <dd className="flex min-w-0 items-start gap-2" data-testid="latest-email">
            <Inbox className="mt-0.5 size-4 shrink-0 text-slate-400" aria-hidden />
            {latest ? (
              <span className="min-w-0">
                <Link
                  to={`${historyPath(b.name)}?email=${encodeURIComponent(latest.id)}`}
                  className="font-medium break-words text-brand-700 underline-offset-4 hover:underline"
                >
                  {latest.subject}
                </Link>
                <span className="block text-slate-600">
                  {latest.is_test ? "Test email, sent " : "Sent "}
                  {formatDateTime(latest.sent_at, b.timezone)}
                </span>
              </span>
            ) : (
              <span className="text-slate-600">No email sent yet</span>
            )}
          </dd>
        </div>
      </dl>
    </article>
  );
}
