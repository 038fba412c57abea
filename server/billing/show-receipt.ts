import { and, eq } from "drizzle-orm";
import { FREQUENCY_LABELS } from "../../common/briefings";
import { formatUsd } from "../../common/pricing";
import type { AppContext } from "../context";
import { briefings, checkoutSessions } from "../db/schema";
import { notFound } from "../http/errors";
import { html, pageResponse } from "../http/html-page";

/**
 * A receipt for a payment made through the local checkout, owner only (another person's id is a 404, as
 * is an unpaid checkout). Stripe's receipts are Stripe's (the customer portal).
 */
export async function showReceipt(ctx: AppContext, userId: string, id: string): Promise<Response> {
  const [row] = await ctx.db
    .select({
      id: checkoutSessions.id,
      amountCents: checkoutSessions.amountCents,
      frequency: checkoutSessions.frequency,
      completedAt: checkoutSessions.completedAt,
      briefingName: briefings.name,
    })
    .from(checkoutSessions)
    .innerJoin(briefings, eq(briefings.id, checkoutSessions.briefingId))
    .where(
      and(
        eq(checkoutSessions.id, id),
        eq(checkoutSessions.userId, userId),
        eq(checkoutSessions.provider, "local"),
        eq(checkoutSessions.status, "complete"),
      ),
    );
  if (!row?.completedAt) throw notFound("This receipt does not exist.");
  const paidOn = new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: "UTC" }).format(
    row.completedAt,
  );
  return pageResponse(
    "Receipt",
    html`<h1>Receipt</h1>
<p class="note">Test checkout: this server has no payment provider configured, so no money moved.</p>
<dl><dt>Receipt number</dt><dd>${row.id}</dd><dt>Paid on</dt><dd>${paidOn}</dd>
<dt>Briefing</dt><dd>${row.briefingName}</dd><dt>Plan</dt><dd>${FREQUENCY_LABELS[row.frequency]}, one month</dd>
<dt>Amount</dt><dd>${formatUsd(row.amountCents)} USD</dd></dl>
<p><a href="/account#billing">Back to your account</a></p>`,
  );
}
