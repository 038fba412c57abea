import { Hono } from "hono";
import type { AppContext } from "../context";

/** GET /api/health — is the database reachable, and which kind is it. */
export function healthRoutes(ctx: AppContext) {
  return new Hono().get("/", async (c) => {
    const started = performance.now();
    let ok = true;
    try {
      await ctx.database.ping();
    } catch (err) {
      ok = false;
      ctx.log.warn("health check: database unreachable", { err });
    }
    const body = {
      status: ok ? ("ok" as const) : ("error" as const),
      database: { kind: ctx.dbKind, ok, latencyMs: Math.round((performance.now() - started) * 10) / 10 },
      mail: { transport: ctx.mailer.kind },
      role: ctx.config.ROLE,
    };
    c.header("cache-control", "no-store");
    return c.json(body, ok ? 200 : 503);
  });
}
