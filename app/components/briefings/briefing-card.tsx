import { Switch } from "radix-ui";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import {
  CalendarClock,
  CircleAlert,
  CreditCard,
  History,
  Inbox,
  Loader2,
  Mail,
  Pencil,
  Send,
  Trash2,
} from "lucide-react";
import { Link } from "react-router";
import { deleteBillingNote } from "../../../common/billing-notes";
import { type BriefingDto, dayLabel, FREQUENCY_LABELS, historyPath, TEXT } from "../../../common/briefings";
import { formatClock, formatDateTime } from "~/lib/format-time";
import { PreviewButton } from "./preview-dialog";
import { SchedulePanel } from "./schedule-panel";

const tone: Record<BriefingDto["billing"]["kind"], string> = {
  free: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  trial: "bg-brand-50 text-brand-800 ring-brand-200",
  paid: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  canceling: "bg-slate-100 text-slate-700 ring-slate-200",
  grace: "bg-amber-50 text-amber-900 ring-amber-200",
  trial_ended: "bg-amber-50 text-amber-900 ring-amber-200",
  payment_failed: "bg-red-50 text-red-800 ring-red-200",
  awaiting_payment: "bg-amber-50 text-amber-900 ring-amber-200",
  ended: "bg-slate-100 text-slate-700 ring-slate-200",
};

/** A moment in the briefing's own time zone, on the reader's clock: "Tue 24 Nov, 07:00" / "Tue, Nov 24, 7:00 AM". */
const when = (iso: string, timeZone: string) => formatDateTime(iso, timeZone);

/** What happened last and what happens next, so a briefing that did not arrive says why. */
export function DeliveryLine({ b }: { b: BriefingDto }) {
  const last = b.last_delivery;
  // the first of the next sends (pause and skip applied; next_send_at may already point past a slot
  // being prepared)
  const first = b.next_sends[0];
  const next = b.active && b.billing.allowsSending && first ? when(first, b.timezone) : null;
  const bounced = b.paused_by_system?.reason === "bounced" ? b.paused_by_system : null;
  if (!last && !next && !bounced) return null;
  return (
    <div className="mt-3 space-y-1 text-sm text-slate-600" data-testid="delivery-line">
      {bounced && (
        <p className="flex items-start gap-1.5 text-red-700" data-testid="bounce-pause">
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
          <span>
            Paused by Tidings: the mail server for {b.email} refused this briefing several times in a row
            {bounced.detail ? ` (“${bounced.detail}”)` : ""}. Check the address, then switch the briefing back
            on.
          </span>
        </p>
      )}
      {last?.status === "sent" && (
        <p className="flex items-start gap-1.5" data-testid="last-outcome">
          <Inbox className="mt-0.5 size-4 shrink-0" aria-hidden />
          {last.quiet
            ? `Sent a short note ${when(last.sent_at ?? last.slot_at, b.timezone)}: nothing new matched (${last.quiet})`
            : `Last sent ${when(last.sent_at ?? last.slot_at, b.timezone)}`}
        </p>
      )}
      {last?.status === "skipped" && (
        <p className="flex items-start gap-1.5" data-testid="last-outcome">
          <Inbox className="mt-0.5 size-4 shrink-0" aria-hidden />
          Skipped {when(last.slot_at, b.timezone)}: {last.reason ?? "nothing to send"}
          {last.quiet ? ` (${last.quiet})` : ""}
        </p>
      )}
      {last?.status === "failed" && (
        <p className="flex items-center gap-1.5 text-red-700">
          <CircleAlert className="size-4 shrink-0" aria-hidden />
          Delivery failed {when(last.slot_at, b.timezone)}
          {last.reason ? `: ${last.reason}` : ""}
        </p>
      )}
      {next && (
        <p className="flex items-center gap-1.5">
          <CalendarClock className="size-4 shrink-0" aria-hidden />
          Next briefing {next}
        </p>
      )}
    </div>
  );
}

const WEEKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday"];
function daysText(days: BriefingDto["days_of_week"]): string {
  if (!days?.length) return "";
  if (days.length === 5 && WEEKDAYS.every((d) => days.includes(d as (typeof days)[number])))
    return " on weekdays";
  return ` on ${days.map(dayLabel).join(", ")}`;
}

export function scheduleText(b: BriefingDto): string {
  const times = b.times.map((t) => formatClock(t)).join(", ");
  const days = b.days_of_week ?? (b.day_of_week ? [b.day_of_week] : null);
  return `${FREQUENCY_LABELS[b.frequency]}${daysText(days)} at ${times}`;
}

export function BriefingCard(props: {
  b: BriefingDto;
  busy: { toggle?: boolean; test?: boolean; pay?: boolean; remove?: boolean };
  onToggle(active: boolean): void;
  onTest(): void;
  onPay(): void;
  onDelete(): void;
}) {
  const { b } = props;
  const switchId = `active-${b.id}`;
  const stopped = !b.billing.allowsSending;
  return (
    <article
      className="card p-5 shadow-sm sm:p-6"
      aria-labelledby={`title-${b.id}`}
      data-testid="briefing-card"
    >
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h2 id={`title-${b.id}`} className="text-lg font-semibold break-words text-ink">
            {b.name}
          </h2>
          <p className="mt-1 flex items-center gap-1.5 text-sm text-muted">
            <CalendarClock className="size-4 shrink-0" aria-hidden />
            {scheduleText(b)} <span className="text-slate-500">({b.timezone})</span>
          </p>
          <p className="mt-0.5 flex items-center gap-1.5 text-sm text-muted">
            <Mail className="size-4 shrink-0" aria-hidden />
            {b.email}
          </p>
        </div>
        <div className="flex items-center gap-2.5">
          <label id={`${switchId}-label`} htmlFor={switchId} className="text-sm font-medium text-slate-700">
            {b.active ? "Active" : "Inactive"}
          </label>
          <Switch.Root
            id={switchId}
            // named for its briefing: "Morning brief Active" (a screen reader lists several switches)
            aria-labelledby={`title-${b.id} ${switchId}-label`}
            checked={b.active}
            disabled={props.busy.toggle}
            onCheckedChange={props.onToggle}
            className="relative h-6 w-11 shrink-0 cursor-pointer rounded-full bg-slate-300 transition-colors data-[state=checked]:bg-brand-600 disabled:opacity-60"
          >
            <Switch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[1.375rem]" />
          </Switch.Root>
        </div>
      </div>

      <DeliveryLine b={b} />
      <SchedulePanel b={b} />

      {/* the padding sits outside the clamped box, so no part of a fourth line shows */}
      <div className="mt-4 rounded-xl bg-slate-50 px-4 py-3">
        <p className="line-clamp-3 text-sm whitespace-pre-line text-slate-700">{b.topic}</p>
      </div>

      <div
        className={`mt-4 flex flex-wrap items-center justify-between gap-3 rounded-xl px-4 py-2.5 text-sm ring-1 ${tone[b.billing.kind]}`}
        data-testid="billing-state"
      >
        <span>
          {stopped && <span className="font-semibold">Not sending. </span>}
          {b.billing.label}
        </span>
        {b.billing.canPay && (
          <button
            type="button"
            className="btn btn-primary px-3 py-1.5"
            onClick={props.onPay}
            disabled={props.busy.pay}
          >
            {props.busy.pay ? (
              <Loader2 className="size-4 animate-spin" aria-hidden />
            ) : (
              <CreditCard className="size-4" aria-hidden />
            )}
            {b.billing.kind === "trial" ? "Subscribe now" : "Pay now"}
          </button>
        )}
      </div>

      <div className="mt-4 flex flex-wrap gap-2">
        <Link to={`/create?edit=${encodeURIComponent(b.id)}`} className="btn btn-secondary">
          <Pencil className="size-4" aria-hidden /> Edit
        </Link>
        <button type="button" className="btn btn-secondary" onClick={props.onTest} disabled={props.busy.test}>
          {props.busy.test ? (
            <Loader2 className="size-4 animate-spin" aria-hidden />
          ) : (
            <Send className="size-4" aria-hidden />
          )}
          Test email
        </button>
        <PreviewButton briefingId={b.id} name={b.name} />
        <Link to={historyPath(b.name)} className="btn btn-secondary">
          <History className="size-4" aria-hidden /> History
        </Link>
        <ConfirmDialog
          trigger={
            <button
              type="button"
              className="btn btn-ghost text-red-700 hover:bg-red-50 sm:ml-auto"
              disabled={props.busy.remove}
            >
              <Trash2 className="size-4" aria-hidden /> Cancel subscription
            </button>
          }
          title={<>Cancel “{b.name}”?</>}
          description={TEXT.deleteConfirm}
          cancelLabel="No"
          confirmLabel="Yes"
          confirmClassName="btn bg-red-600 text-white hover:bg-red-700"
          onConfirm={props.onDelete}
        >
          <p className="mt-2 text-sm text-slate-700" data-testid="delete-billing-note">
            {deleteBillingNote(b.billing.kind, b.billing.until)}
          </p>
        </ConfirmDialog>
      </div>
    </article>
  );
}
