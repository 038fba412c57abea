/**
 * Briefings (the spec's "subscription"): the shapes, rules and texts shared by the server and the
 * screens. The API keeps the spec's field names (day_of_week, topic, …).
 * No zod here: the signed-in pages load this module, and the validation schemas (zod, ~24 KB gz in the
 * browser) live in common/briefing-schemas.ts for the server and the forms (decision 104).
 */

/** The one frequency vocabulary (API, database, schedule, screens): the spec's words. */
export const FREQUENCIES = ["daily", "once-week"] as const;
export type BriefingFrequency = (typeof FREQUENCIES)[number];
export const FREQUENCY_LABELS: Record<BriefingFrequency, string> = {
  daily: "Daily",
  "once-week": "Once a week",
};

/** The one weekday vocabulary (API, database, schedule, screens): ISO order, Monday first. */
export const DAYS_OF_WEEK = [
  "monday",
  "tuesday",
  "wednesday",
  "thursday",
  "friday",
  "saturday",
  "sunday",
] as const;
export type DayOfWeek = (typeof DAYS_OF_WEEK)[number];
export const dayLabel = (d: DayOfWeek) => d.charAt(0).toUpperCase() + d.slice(1);
/** The weekday of a calendar date given as UTC midnight (Date.getUTCDay counts from Sunday). */
export const dayOfWeekOf = (utcDate: Date): DayOfWeek => DAYS_OF_WEEK[(utcDate.getUTCDay() + 6) % 7]!;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Whether an id from a URL can be a row id (anything else answers 404 without a query). */
export const isUuid = (id: string) => UUID.test(id);

export const BRIEFING_STATUSES = [
  "trialing",
  "active",
  "pending_payment",
  "past_due",
  "canceled",
  "free",
] as const;
export type BriefingStatus = (typeof BRIEFING_STATUSES)[number];

export const NAME_MAX = 100;
export const TOPIC_MAX = 2000;
/** Times a day a briefing may send (decision 090): each is its own slot. */
export const TIMES_MAX = 4;
/** Days after a paid period ends (payment failed) during which a briefing still sends (refund page: "may be suspended after 7 days"). */
export const PAYMENT_GRACE_DAYS = 7;

/**
 * A briefing name as stored and compared: trimmed, Unicode NFC, inner whitespace runs kept as typed.
 * Names are unique per user ignoring case (decision 041), so /history/{name} finds exactly one.
 */
export function normaliseBriefingName(name: string): string {
  return name.normalize("NFC").trim();
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting control characters is the point
export const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

/** Control characters a multi-line text may not hold (tab and line breaks are text). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting control characters is the point
export const TEXT_CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** Entities that read as nothing or as a space (&nbsp;, &#8203; …): no visible text on their own. */
const BLANK_ENTITY =
  /&(?:nbsp|ensp|emsp|thinsp|zwnj|zwj|#0*(?:32|160|8203|8204|8205)|#x0*(?:20|a0|200b|200c|200d));?/gi;

/**
 * Whether a name still says something once markup is taken away: the email subject shows names as text
 * (tags removed, entities decoded), so "<b></b>" or "&nbsp;" would become an empty subject.
 */
export function hasVisibleText(s: string): boolean {
  const text = s
    .replace(/<!--[\s\S]*?(?:-->|$)/g, " ")
    .replace(/<[^>]*(?:>|$)/g, " ")
    .replace(BLANK_ENTITY, " ");
  return /[\p{L}\p{N}\p{S}\p{P}]/u.test(text);
}

const knownZones = new Set<string>();
/** An IANA zone this runtime knows (the API's check and the schedule's; valid answers are remembered). */
export function isValidTimeZone(tz: string): boolean {
  if (!tz || typeof tz !== "string" || tz.length > 64) return false;
  if (knownZones.has(tz)) return true;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: tz });
  } catch {
    return false;
  }
  knownZones.add(tz);
  return true;
}

/** What a briefing does on a day nothing new matches (decision 094): skip it, or send a short note. */
export const QUIET_DAYS = ["skip", "note"] as const;
export type QuietDays = (typeof QUIET_DAYS)[number];

/** Weekdays in week order, each once. */
export const sortDays = (days: readonly DayOfWeek[]): DayOfWeek[] =>
  DAYS_OF_WEEK.filter((d) => days.includes(d));

/**
 * The weekdays both ways (decision 090). The spec's `frequency` + `day_of_week` keep working for older
 * clients; `days_of_week` says more: daily on chosen weekdays (null = every day), weekly on one or more.
 * Weekly: `days_of_week` wins when given, else [day_of_week]; `day_of_week` is then the first of them.
 */
export function mapWeekdays(v: {
  frequency: BriefingFrequency;
  day_of_week?: DayOfWeek | null;
  days_of_week?: readonly DayOfWeek[] | null;
}): { day_of_week: DayOfWeek | null; days_of_week: DayOfWeek[] | null } {
  const chosen = sortDays(v.days_of_week ?? []);
  if (v.frequency === "daily")
    return { day_of_week: null, days_of_week: chosen.length === 0 || chosen.length === 7 ? null : chosen };
  const days = chosen.length > 0 ? chosen : v.day_of_week ? [v.day_of_week] : [];
  return { day_of_week: days[0] ?? null, days_of_week: days };
}

/** A briefing as the API returns it. */
export interface BriefingDto {
  id: string;
  name: string;
  email: string;
  frequency: BriefingFrequency;
  times: string[];
  day_of_week: DayOfWeek | null;
  /** the weekdays it sends on (null = every day); weekly: day_of_week is the first of them */
  days_of_week: DayOfWeek[] | null;
  topic: string;
  timezone: string;
  active: boolean;
  /** paused until this local date (YYYY-MM-DD), while that pause runs; it resumes at its midnight */
  paused_until: string | null;
  /** while paused: the first edition after the pause is a "while you were away" one */
  catch_up: boolean;
  /** on a day nothing new matches: skip it, or send a short note saying so (decision 094) */
  quiet_days: QuietDays;
  /** the upcoming send the person chose to skip, while it is ahead (ISO) */
  skipped_send_at: string | null;
  /** the next three sends, pause and skip applied (ISO; empty when it is off or may not send) */
  next_sends: string[];
  status: BriefingStatus;
  trial_ends_at: string | null;
  paid_until: string | null;
  cancel_at_period_end: boolean;
  next_send_at: string | null;
  last_sent_at: string | null;
  created_at: string;
  billing: BillingState;
  /** The outcome of the latest scheduled delivery (list only): why a briefing did not arrive is visible. */
  last_delivery?: LastDeliveryDto | null;
  /** The newest email that went out, tests included (list only): the dashboard links to it. */
  latest_email?: LatestEmailDto | null;
  /**
   * Switched off by Tidings, not by the person: "bounced" = the recipient's mail server refused several
   * sends in a row (decision 089); `detail` is its last answer. Cleared when they switch it back on.
   */
  paused_by_system: { reason: "bounced"; detail: string | null } | null;
}

/** The newest sent email of a briefing as the list returns it (checked by latestEmailSchema on the way out). */
export interface LatestEmailDto {
  id: string;
  subject: string;
  sent_at: string;
  is_test: boolean;
}

export interface LastDeliveryDto {
  status: "sent" | "skipped" | "failed";
  slot_at: string;
  sent_at: string | null;
  /** Why it was skipped or failed ("Nothing new matched", an SMTP error …). */
  reason: string | null;
  /** Nothing new matched that day: why, in numbers ("38 items checked from 6 sources, 5 already sent"). */
  quiet: string | null;
}

export interface HistoryEmailDto {
  id: string;
  subject: string;
  email_content: string;
  sent_at: string;
  is_test: boolean;
}

// ─── billing state (docs/billing-states.md) ───────────────────────────────────────────────────

export type BillingStateKind =
  | "free" // admin-created: always allowed
  | "trial" // within the 7-day trial
  | "trial_ended" // trial over, never paid
  | "paid" // paid period running
  | "canceling" // paid, will not renew (cancel at period end)
  | "grace" // renewal failed, still sending for PAYMENT_GRACE_DAYS
  | "payment_failed" // renewal failed, grace over
  | "awaiting_payment" // created through checkout, not paid yet
  | "ended"; // subscription canceled / period over

export interface BillingState {
  kind: BillingStateKind;
  /** Whether billing lets this briefing send now (delivery also requires the user's `active` switch). */
  allowsSending: boolean;
  /** Whether /manage should offer to pay. */
  canPay: boolean;
  /** One short line for /manage explaining the state. */
  label: string;
  /** When the current state ends (trial end, paid period end), ISO. */
  until: string | null;
}

interface BillingFields {
  status: BriefingStatus;
  trialEndsAt: Date | null;
  paidUntil: Date | null;
  cancelAtPeriodEnd?: boolean;
}

const fmtDate = (d: Date) =>
  d.toLocaleDateString("en-US", { year: "numeric", month: "short", day: "numeric", timeZone: "UTC" });

/**
 * The one reading of a briefing's billing columns: /manage's label and offer to pay, and `allowsSending`,
 * the billing half of the sending rule (server/delivery's isEligible is `active && allowsSending`):
 *   free always · trialing until trial_ends_at · active until paid_until (open-ended when null) ·
 *   past_due and canceled until paid_until · pending_payment never.
 * For past_due, billing sets paid_until to the failed renewal + PAYMENT_GRACE_DAYS (the grace period).
 */
export function billingState(b: BillingFields, now: Date = new Date()): BillingState {
  const t = now.getTime();
  const iso = (d: Date | null) => (d ? d.toISOString() : null);
  const running = (d: Date | null) => !!d && d.getTime() > t;
  switch (b.status) {
    case "free":
      return { kind: "free", allowsSending: true, canPay: false, label: "Free (admin)", until: null };
    case "trialing":
      if (running(b.trialEndsAt)) {
        return {
          kind: "trial",
          allowsSending: true,
          canPay: true,
          label: `Free trial until ${fmtDate(b.trialEndsAt!)}`,
          until: iso(b.trialEndsAt),
        };
      }
      return {
        kind: "trial_ended",
        allowsSending: false,
        canPay: true,
        label: "Your free trial has ended. Subscribe to keep receiving this briefing.",
        until: iso(b.trialEndsAt),
      };
    case "active":
      if (!b.paidUntil)
        return { kind: "paid", allowsSending: true, canPay: false, label: "Paid", until: null };
      if (running(b.paidUntil)) {
        return b.cancelAtPeriodEnd
          ? {
              kind: "canceling",
              allowsSending: true,
              canPay: false,
              label: `Paid until ${fmtDate(b.paidUntil)}; will not renew`,
              until: iso(b.paidUntil),
            }
          : {
              kind: "paid",
              allowsSending: true,
              canPay: false,
              label: `Paid · renews ${fmtDate(b.paidUntil)}`,
              until: iso(b.paidUntil),
            };
      }
      return {
        kind: "payment_failed",
        allowsSending: false,
        canPay: true,
        label: "Paused: the paid period has ended and no renewal arrived. Pay to resume this briefing.",
        until: iso(b.paidUntil),
      };
    case "past_due":
      if (running(b.paidUntil)) {
        return {
          kind: "grace",
          allowsSending: true,
          canPay: true,
          label: `Payment failed. Pay by ${fmtDate(b.paidUntil!)} to keep receiving this briefing.`,
          until: iso(b.paidUntil),
        };
      }
      return {
        kind: "payment_failed",
        allowsSending: false,
        canPay: true,
        label: "Paused: payment failed. Pay to resume this briefing.",
        until: iso(b.paidUntil),
      };
    case "pending_payment":
      return {
        kind: "awaiting_payment",
        allowsSending: false,
        canPay: true,
        label: "Awaiting payment. This briefing starts once checkout is complete.",
        until: null,
      };
    case "canceled":
      if (running(b.paidUntil)) {
        return {
          kind: "canceling",
          allowsSending: true,
          canPay: false,
          label: `Cancelled; sends until ${fmtDate(b.paidUntil!)}`,
          until: iso(b.paidUntil),
        };
      }
      return {
        kind: "ended",
        allowsSending: false,
        canPay: true,
        label: "Subscription ended. Subscribe again to resume this briefing.",
        until: iso(b.paidUntil),
      };
  }
}

// ─── texts (spec §2, §5, §8, verbatim) ────────────────────────────────────────────────────────

export const TEXT = {
  trialNote: (price: string) => `7 day free trial, after that ${price} USD / month`,
  priceNote: (price: string) => `${price} USD / month`,
  alreadyActive: "You already have an active subscription. Additional subscriptions require payment.",
  adminMode: "Admin Mode: Free subscription creation enabled",
  mustLogIn: "You must be logged in to create a subscription.",
  verifyFirst: "Email verification required: Please verify your email address before creating subscriptions.",
  deleteConfirm: "Are you sure you want to delete this subscription? This action cannot be undone.",
  empty: "You don't have any subscriptions yet",
  noEmails: "No emails sent yet",
  trialCreated: "Trial subscription created!",
  trialBody: "You have 7 days free to try our service",
  created: "Subscription created",
  updated: "Subscription updated",
  deleted: "Subscription deleted",
  activated: "Subscription activated",
  deactivated: "Subscription deactivated",
  testSent: "Test email sent!",
  /** a test email that found no story (decision 094): it says so instead of the bare "sent" */
  testSentEmpty: "Test email sent — nothing new matched today, so it only says so.",
  notFoundTitle: "Subscription not found",
  notFoundBody: "The requested subscription could not be found.",
  failedLoadOne: "Failed to load subscription data.",
  failedProcess: "Failed to process subscription. Please try again.",
  failedLoad: "Failed to load subscriptions.",
  failedUpdate: "Failed to update subscription.",
  failedDelete: "Failed to delete subscription.",
  failedTest: "Failed to send test email. Check your API keys in settings.",
  failedHistory: "Failed to load email history.",
  paymentSuccess: "Payment successful",
} as const;

/** Browser storage key of the briefing kept before payment (spec §3). */
export const PENDING_KEY = "pendingSubscription";

/** The in-app path of a briefing's history. Any name (spaces, slashes, unicode) round-trips. */
export function historyPath(name: string): string {
  return `/history/${encodeURIComponent(name)}`;
}
