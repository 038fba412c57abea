import type { MiddlewareHandler } from "hono";
import { createMiddleware } from "hono/factory";
import type { AppContext } from "../context";
import type { ApiErrorBody } from "../http/errors";
import { readSession, type SignedInEnv } from "../http/session";

/**
 * The operator view is for the admin role only, and for everyone else it does not exist: a visitor, a
 * signed-in person and a banned admin all get the same 404 as an unknown API path (decision 087).
 */
export function requireAdmin(ctx: AppContext): MiddlewareHandler<SignedInEnv> {
  return createMiddleware<SignedInEnv>(async (c, next) => {
    const s = await readSession(ctx, c.req.raw.headers);
    if (s?.user.role !== "admin") {
      return c.json<ApiErrorBody>({ error: { message: "Not found", code: "not_found" } }, 404);
    }
    c.set("user", s.user);
    c.set("sessionId", s.sessionId);
    await next();
  });
}

/** Is the request from an admin? (the /admin pages' guard in server/http/app.ts) */
export async function isAdminRequest(ctx: AppContext, headers: Headers): Promise<boolean> {
  const s = await readSession(ctx, headers);
  return s?.user.role === "admin";
}
