/**
 * The feedback links from inside the email (mounted under /api; no login, no cookie needed):
 *   GET  /feedback/:token   a confirmation page with one button (a GET never changes anything)
 *   POST /feedback/:token   records it (idempotent, one click from the page or a mail client)
 * A token that does not verify changes nothing and gets a 400 page; a deleted briefing's, a 404 page.
 */
import { Hono } from "hono";
import type { AppContext } from "../context";
import { type Html, html, pageResponse } from "../http/html-page";
import { type FeedbackPayload, feedbackLabel, verifyFeedbackToken } from "./feedback-token";
import { recordFeedback } from "./record-feedback";

const invalidPage = () =>
  pageResponse(
    "Link not valid",
    html`<h1>This link is not valid</h1><p>It may have been cut short or changed on the way. Nothing was recorded. Use the link in the email again, or change your briefing after <a href="/login">logging in</a>.</p>`,
    400,
  );

const goneLink = () =>
  pageResponse(
    "Link not valid",
    html`<h1>This briefing no longer exists</h1><p>Nothing was recorded. You can manage your briefings after <a href="/login">logging in</a>.</p>`,
    404,
  );

const editLink = (briefingId: string) =>
  html`<p class="note" style="margin-top:1rem">You can see and undo this under “Your feedback” on <a href="/create?edit=${briefingId}">the briefing's edit page</a>.</p>`;

function question(p: FeedbackPayload): { title: string; h1: Html; button: string } {
  if (p.k === "mute_source")
    return {
      title: "Mute this source",
      h1: html`<h1>Mute ${p.t}?</h1><p>This briefing will no longer show stories from <strong>${p.t}</strong>.</p>`,
      button: "Mute this source",
    };
  const more = p.k === "more";
  return {
    title: more ? "More like this" : "Less like this",
    h1: html`<h1>${more ? "More" : "Fewer"} stories like this?</h1><p>Your next briefings will rank stories like “${p.t}” ${more ? "higher" : "lower"}.</p>`,
    button: more ? "More like this" : "Less like this",
  };
}

function done(p: FeedbackPayload, name: string): Html {
  if (p.k === "mute_source")
    return html`<h1>Muted: ${p.t}</h1><p>“${name}” will no longer show stories from ${p.t}.</p>`;
  return html`<h1>${p.k === "more" ? "More" : "Less"}: ${feedbackLabel(p)}</h1><p>“${name}” will rank stories like this ${p.k === "more" ? "higher" : "lower"} from its next email.</p>`;
}

export function feedbackRoutes(ctx: AppContext) {
  return new Hono()
    .get("/feedback/:token", (c) => {
      const p = verifyFeedbackToken(ctx.config.AUTH_SECRET, c.req.param("token"));
      if (!p) return invalidPage();
      const q = question(p);
      return pageResponse(
        q.title,
        html`${q.h1}<form method="post"><button type="submit" class="wide">${q.button}</button></form>${editLink(p.b)}`,
      );
    })
    .post("/feedback/:token", async (c) => {
      const p = verifyFeedbackToken(ctx.config.AUTH_SECRET, c.req.param("token"));
      if (!p) return invalidPage();
      const r = await recordFeedback(ctx.db, p);
      if (r.kind === "missing") return goneLink();
      if (r.kind === "recorded") ctx.log.info("feedback recorded", { briefingId: r.briefingId, kind: p.k });
      return pageResponse("Thanks", html`${done(p, r.briefingName)}${editLink(r.briefingId)}`);
    });
}
