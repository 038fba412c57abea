import type { MiddlewareHandler } from "hono";
import { createMiddleware } from "hono/factory";
import { messages } from "../../common/accounts";
import { getAuth } from "../accounts/auth";
import type { AppContext } from "../context";
import type { ApiErrorBody } from "./errors";

/**
 * The session contract every signed-in route uses (decision 021).
 *
 *   import { requireUser, type SignedInEnv } from "../http/session";
 *   export const briefingRoutes = (ctx: AppContext) =>
 *     new Hono<SignedInEnv>().use(requireUser(ctx)).get("/", (c) => { const { id, role } = c.var.user; … });
 *
 * `c.var.user` comes from the session cookie and the database on every request: the role is the
 * database's (`npm run admin -- <email>` grants it), never anything the client sends. Without a
 * valid session the answer is 401 {error:{message:"You must be logged in.", code:"unauthorized"}}.
 */
export interface SessionUser {
  id: string;
  email: string;
  emailVerified: boolean;
  role: "admin" | "user";
}

/** Variables set by withSession (user may be null). */
export type SessionVariables = { user: SessionUser | null; sessionId: string | null };
/** Variables set by requireUser (always a user). */
export type SignedInVariables = { user: SessionUser; sessionId: string };

export type SessionEnv = { Variables: SessionVariables };
export type SignedInEnv = { Variables: SignedInVariables };

export const isAdminRole = (role: string | null | undefined): boolean =>
  typeof role === "string" &&
  role
    .split(",")
    .map((r) => r.trim())
    .includes("admin");

/** Reads the session from the request's cookie (database lookup). Null when absent, expired or revoked. */
export async function readSession(
  ctx: AppContext,
  headers: Headers,
): Promise<{ user: SessionUser; sessionId: string } | null> {
  const auth = getAuth(ctx);
  const found = await auth.api.getSession({ headers, query: { disableRefresh: true } }).catch(() => null);
  if (!found) return null;
  const u = found.user as typeof found.user & { role?: string | null; banned?: boolean | null };
  if (u.banned) return null;
  return {
    user: {
      id: u.id,
      email: u.email,
      emailVerified: !!u.emailVerified,
      role: isAdminRole(u.role) ? "admin" : "user",
    },
    sessionId: found.session.id,
  };
}

/** Sets c.var.user (or null) and c.var.sessionId; never rejects. */
export function withSession(ctx: AppContext): MiddlewareHandler<SessionEnv> {
  return createMiddleware<SessionEnv>(async (c, next) => {
    const s = await readSession(ctx, c.req.raw.headers);
    c.set("user", s?.user ?? null);
    c.set("sessionId", s?.sessionId ?? null);
    await next();
  });
}

/** Sets c.var.user and c.var.sessionId, or answers 401. */
export function requireUser(ctx: AppContext): MiddlewareHandler<SignedInEnv> {
  return createMiddleware<SignedInEnv>(async (c, next) => {
    const s = await readSession(ctx, c.req.raw.headers);
    if (!s) {
      return c.json<ApiErrorBody>({ error: { message: messages.unauthorized, code: "unauthorized" } }, 401);
    }
    c.set("user", s.user);
    c.set("sessionId", s.sessionId);
    await next();
  });
}
