/**
 * What pausing or deleting a briefing does to its billing, in one sentence each (issue 20): the /manage
 * switch and "Cancel subscription" dialog, and the unsubscribe page an email links to, say the same.
 */
import type { BillingStateKind } from "./briefings";

const fmt = (iso: string) =>
  new Date(iso).toLocaleDateString("en-US", {
    year: "numeric",
    month: "short",
    day: "numeric",
    timeZone: "UTC",
  });

/** Pausing (the switch, an email's Unsubscribe) stops emails only; a paid subscription keeps renewing. */
export function pauseBillingNote(kind: BillingStateKind, until: string | null): string {
  switch (kind) {
    case "paid":
    case "grace":
      return "Pausing stops the emails but not the billing: the monthly subscription keeps renewing. To stop paying, cancel the briefing in Manage subscriptions.";
    case "canceling":
      return `Billing is already cancelled: nothing more is charged${until ? ` after ${fmt(until)}` : ""}.`;
    case "trial":
      return "You are on the free trial: nothing is charged, paused or not.";
    default:
      return "Nothing is charged for this briefing while it is paused.";
  }
}

/** Deleting ("Cancel subscription") cancels a paid subscription: no further charge. */
export function deleteBillingNote(kind: BillingStateKind, until: string | null): string {
  switch (kind) {
    case "paid":
    case "grace":
    case "canceling":
      return `Billing: its subscription is cancelled, so you are not charged again${until ? ` (the current period ends ${fmt(until)} and is not refunded automatically; see the Refund Policy)` : ""}.`;
    case "trial":
      return "Billing: you are on the free trial, so nothing has been or will be charged.";
    case "awaiting_payment":
      return "Billing: the open checkout is abandoned; nothing is charged.";
    default:
      return "Billing: nothing more is charged for this briefing.";
  }
}
