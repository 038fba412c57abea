/**
 * HTTP surface of the delivery engine (mounted under /api; the test email is a briefings route):
 *   GET  /delivery/unsubscribe/:token     confirmation page (a GET never changes anything)
 *   POST /delivery/unsubscribe/:token     pauses the briefing; RFC 8058 one-click (no cookies needed)
 *   GET  /delivery/view/:historyId?sig=   the stored copy of a sent email (signed URL, no login)
 */
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { pauseBillingNote } from "../../common/billing-notes";
import { billingState, isUuid } from "../../common/briefings";
import { setBriefingActive } from "../briefings/set-briefing-active";
import type { AppContext } from "../context";
import { briefings, unsubscribeTokens } from "../db/schema";
import { html, pageResponse } from "../http/html-page";
import { sentEmailHtml } from "./ledger";
import { verifyViewSignature } from "./links";

const notFoundPage = () =>
  pageResponse(
    "Link not valid",
    html`<h1>This link is not valid</h1><p>The briefing may have been deleted. You can manage your briefings after <a href="/login">logging in</a>.</p>`,
    404,
  );

export function deliveryRoutes(ctx: AppContext) {
  const findByToken = async (token: string) => {
    if (!token || token.length > 100) return null;
    const [row] = await ctx.db
      .select({
        id: briefings.id,
        userId: briefings.userId,
        name: briefings.name,
        active: briefings.active,
        status: briefings.status,
        trialEndsAt: briefings.trialEndsAt,
        paidUntil: briefings.paidUntil,
        cancelAtPeriodEnd: briefings.cancelAtPeriodEnd,
      })
      .from(unsubscribeTokens)
      .innerJoin(briefings, eq(briefings.id, unsubscribeTokens.briefingId))
      .where(eq(unsubscribeTokens.token, token));
    return row ?? null;
  };

  /** What pausing does to the briefing's billing, in words (a paid one keeps renewing). */
  const billingNote = (b: NonNullable<Awaited<ReturnType<typeof findByToken>>>) => {
    const s = billingState(b);
    return pauseBillingNote(s.kind, s.until);
  };

  return (
    new Hono()
      .get("/delivery/unsubscribe/:token", async (c) => {
        const b = await findByToken(c.req.param("token"));
        if (!b) return notFoundPage();
        if (!b.active) {
          return pageResponse(
            "Already paused",
            html`<h1>“${b.name}” is paused</h1><p>You will not receive this briefing until you turn it back on in <a href="/manage">Manage subscriptions</a>.</p><p>${billingNote(b)}</p>`,
          );
        }
        return pageResponse(
          "Unsubscribe",
          html`<h1>Stop “${b.name}”?</h1><p>This pauses the briefing: no more emails until you switch it back on in <a href="/manage">Manage subscriptions</a>. Your settings and history are kept.</p><p>${billingNote(b)}</p>
<form method="post"><button type="submit">Pause this briefing</button></form>`,
        );
      })
      // the token stands for the owner: the same use case as the switch on /manage
      .post("/delivery/unsubscribe/:token", async (c) => {
        const b = await findByToken(c.req.param("token"));
        if (!b) return notFoundPage();
        await setBriefingActive(ctx, b.userId, b.id, false);
        await ctx.db
          .update(unsubscribeTokens)
          .set({ lastUsedAt: new Date() })
          .where(eq(unsubscribeTokens.token, c.req.param("token")));
        ctx.log.info("briefing paused by unsubscribe link", { briefingId: b.id });
        return pageResponse(
          "Unsubscribed",
          html`<h1>“${b.name}” is paused</h1><p>You will not receive it any more. Changed your mind? Switch it back on in <a href="/manage">Manage subscriptions</a>.</p><p>${billingNote(b)}</p>`,
        );
      })
      .get("/delivery/view/:historyId", async (c) => {
        const id = c.req.param("historyId");
        const sig = c.req.query("sig") ?? "";
        if (!isUuid(id) || !verifyViewSignature(ctx.config.AUTH_SECRET, id, sig)) return notFoundPage();
        const html = await sentEmailHtml(ctx.db, id);
        if (html === null) return notFoundPage();
        // the stored email, with no scripts allowed whatever it contains
        c.header(
          "content-security-policy",
          "default-src 'none'; img-src https: data:; style-src 'unsafe-inline'; frame-ancestors 'self'; base-uri 'none'; form-action 'none'",
        );
        c.header("cache-control", "private, max-age=300");
        c.header("x-robots-tag", "noindex");
        return c.html(html);
      })
  );
}
