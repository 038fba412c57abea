/**
 * HTTP surface of the delivery engine (mounted under /api):
 *   POST /briefings/:id/test-email        signed in, owner only → {message: "Test email sent!"} | 404 | 502
 *   GET  /delivery/unsubscribe/:token     confirmation page (a GET never changes anything)
 *   POST /delivery/unsubscribe/:token     pauses the briefing; RFC 8058 one-click (no cookies needed)
 *   GET  /delivery/view/:historyId?sig=   the stored copy of a sent email (signed URL, no login)
 */
import { and, eq } from "drizzle-orm";
import { Hono } from "hono";
import type { AppContext } from "../context";
import { briefings, emailHistory, unsubscribeTokens } from "../db/schema";
import { requireUser, type SignedInEnv } from "../http/session";
import { recomputeNextSend, sendTestEmail, TestEmailError } from "./engine";
import { verifyViewSignature } from "./links";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const esc = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch]!,
  );

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="color-scheme" content="light dark"><meta name="robots" content="noindex"><title>${esc(title)} · Tidings</title>
<style>body{font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;background:#f4f4f5;color:#18181b;margin:0;padding:48px 16px}
main{max-width:520px;margin:0 auto;background:#fff;border:1px solid #e4e4e7;border-radius:12px;padding:32px}
h1{font-size:22px;margin:0 0 12px}p{line-height:1.6;margin:0 0 16px}a{color:#4338ca}
button{background:#4338ca;color:#fff;border:0;border-radius:8px;padding:12px 20px;font-size:15px;font-weight:600;cursor:pointer}
@media (prefers-color-scheme:dark){body{background:#18181b;color:#f4f4f5}main{background:#27272a;border-color:#3f3f46}a{color:#a5b4fc}}</style></head>
<body><main>${body}</main></body></html>`;
}

const PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

export function deliveryRoutes(ctx: AppContext) {
  const findByToken = async (token: string) => {
    if (!token || token.length > 100) return null;
    const [row] = await ctx.db
      .select({ id: briefings.id, name: briefings.name, active: briefings.active })
      .from(unsubscribeTokens)
      .innerJoin(briefings, eq(briefings.id, unsubscribeTokens.briefingId))
      .where(eq(unsubscribeTokens.token, token));
    return row ?? null;
  };
  const notFoundPage = (_c: unknown) =>
    new Response(
      page(
        "Link not valid",
        `<h1>This link is not valid</h1><p>The briefing may have been deleted. You can manage your briefings after <a href="/login">logging in</a>.</p>`,
      ),
      {
        status: 404,
        headers: { "content-type": "text/html; charset=utf-8", "content-security-policy": PAGE_CSP },
      },
    );

  const signedIn = new Hono<SignedInEnv>().use(requireUser(ctx)).post("/:id/test-email", async (c) => {
    const id = c.req.param("id");
    if (!UUID.test(id))
      return c.json({ error: { message: "Subscription not found", code: "not_found" } }, 404);
    try {
      const r = await sendTestEmail(ctx, { userId: c.var.user.id, briefingId: id });
      return c.json({ message: "Test email sent!", items: r.items, historyId: r.historyId });
    } catch (err) {
      if (err instanceof TestEmailError) {
        return c.json(
          { error: { message: err.message, code: err.status === 404 ? "not_found" : "send_failed" } },
          err.status,
        );
      }
      throw err;
    }
  });

  return new Hono()
    .route("/briefings", signedIn)
    .get("/delivery/unsubscribe/:token", async (c) => {
      const b = await findByToken(c.req.param("token"));
      if (!b) return notFoundPage(c);
      c.header("content-security-policy", PAGE_CSP);
      c.header("cache-control", "no-store");
      if (!b.active) {
        return c.html(
          page(
            "Already paused",
            `<h1>“${esc(b.name)}” is paused</h1><p>You will not receive this briefing until you turn it back on in <a href="/manage">Manage subscriptions</a>.</p>`,
          ),
        );
      }
      return c.html(
        page(
          "Unsubscribe",
          `<h1>Stop “${esc(b.name)}”?</h1><p>This pauses the briefing: no more emails until you switch it back on in <a href="/manage">Manage subscriptions</a>. Your settings and history are kept.</p>
<form method="post"><button type="submit">Pause this briefing</button></form>`,
        ),
      );
    })
    .post("/delivery/unsubscribe/:token", async (c) => {
      const b = await findByToken(c.req.param("token"));
      if (!b) return notFoundPage(c);
      await ctx.db.update(briefings).set({ active: false }).where(eq(briefings.id, b.id));
      await ctx.db
        .update(unsubscribeTokens)
        .set({ lastUsedAt: new Date() })
        .where(eq(unsubscribeTokens.token, c.req.param("token")));
      await recomputeNextSend(ctx, b.id).catch((err) =>
        ctx.log.warn("recompute after unsubscribe failed", { err }),
      );
      ctx.log.info("briefing paused by unsubscribe link", { briefingId: b.id });
      c.header("content-security-policy", PAGE_CSP);
      c.header("cache-control", "no-store");
      return c.html(
        page(
          "Unsubscribed",
          `<h1>“${esc(b.name)}” is paused</h1><p>You will not receive it any more. Changed your mind? Switch it back on in <a href="/manage">Manage subscriptions</a>.</p>`,
        ),
      );
    })
    .get("/delivery/view/:historyId", async (c) => {
      const id = c.req.param("historyId");
      const sig = c.req.query("sig") ?? "";
      if (!UUID.test(id) || !verifyViewSignature(ctx.config.AUTH_SECRET, id, sig)) return notFoundPage(c);
      const [h] = await ctx.db
        .select({ html: emailHistory.emailContent })
        .from(emailHistory)
        .where(and(eq(emailHistory.id, id), eq(emailHistory.hidden, false)));
      if (!h) return notFoundPage(c);
      // the stored email, with no scripts allowed whatever it contains
      c.header(
        "content-security-policy",
        "default-src 'none'; img-src https: data:; style-src 'unsafe-inline'; frame-ancestors 'self'; base-uri 'none'; form-action 'none'",
      );
      c.header("cache-control", "private, max-age=300");
      c.header("x-robots-tag", "noindex");
      return c.html(h.html);
    });
}
