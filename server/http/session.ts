import { createHmac, timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import type { MiddlewareHandler } from "hono";
import { createMiddleware } from "hono/factory";
import { messages } from "../../common/accounts";
import { getAuth } from "../accounts/auth";
import type { AppContext } from "../context";
import { coalesce } from "./coalesce";
import { session, user } from "../db/schema";
import type { ApiErrorBody } from "./errors";

/**
 * The session contract every signed-in route uses (decision 021).
 *
 *   import { requireUser, type SignedInEnv } from "../http/session";
 *   export const briefingRoutes = (ctx: AppContext) =>
 *     new Hono<SignedInEnv>().use(requireUser(ctx)).get("/", (c) => { const { id, role } = c.var.user; … });
 *
 * `c.var.user` comes from the session cookie and the database (a lookup reused for at most
 * SESSION_CACHE_MS, decision 077): the role is the database's (`npm run admin -- <email>` grants it),
 * never anything the client sends. Without a
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

/**
 * How long a session lookup is reused in this process (decision 077). A signed-in page load asks several
 * endpoints at once and a busy client many times a second; each would otherwise cost a round trip to the
 * database. A sign-out, password change, reset, email change or deletion made through this process forgets
 * every cached lookup at once (forgetCachedSessions); one made elsewhere (another web process, the admin
 * command) is seen within this many milliseconds.
 */
export const SESSION_CACHE_MS = 2_000;
const SESSION_CACHE_MAX = 10_000;

interface CachedSession {
  user: SessionUser;
  sessionId: string;
  expiresAt: number;
  until: number;
}

interface SessionReader {
  cookieName: string;
  /** By the session cookie's value as sent (signature already checked). */
  cache: Map<string, CachedSession>;
  /** Bumped by forgetCachedSessions: a lookup that started before it is used once but never cached. */
  generation: number;
  /** The database lookup, concurrent requests with one token sharing it (decision 078). */
  lookup: (token: string) => Promise<SessionRow | undefined>;
}
const readers = new WeakMap<AppContext, Promise<SessionReader>>();

function readerFor(ctx: AppContext): Promise<SessionReader> {
  let r = readers.get(ctx);
  if (!r) {
    r = getAuth(ctx).$context.then((a) => ({
      cookieName: a.authCookies.sessionToken.name,
      cache: new Map<string, CachedSession>(),
      generation: 0,
      lookup: coalesce((token: string) => lookupSession(ctx, token)),
    }));
    readers.set(ctx, r);
  }
  return r;
}

/** The session with this token and its user, in one query. */
async function lookupSession(ctx: AppContext, token: string) {
  const [row] = await ctx.db
    .select({
      sessionId: session.id,
      expiresAt: session.expiresAt,
      id: user.id,
      email: user.email,
      emailVerified: user.emailVerified,
      role: user.role,
      banned: user.banned,
      banExpires: user.banExpires,
    })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .where(eq(session.token, token))
    .limit(1);
  return row;
}
type SessionRow = NonNullable<Awaited<ReturnType<typeof lookupSession>>>;

/** Forget every cached session lookup (after anything that may end or change a session). */
export async function forgetCachedSessions(ctx: AppContext): Promise<void> {
  const reader = await readerFor(ctx);
  reader.generation++;
  reader.cache.clear();
}

/** The value of one cookie in a Cookie header (first occurrence), or null. */
function cookieValue(header: string | null, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return null;
}

/**
 * The session token in better-auth's signed cookie ("<token>.<base64 HMAC-SHA256 of token>", URL-encoded),
 * when the signature is ours; null otherwise. The same check better-auth makes, without importing the key
 * into WebCrypto on every request.
 */
export function verifiedSessionToken(raw: string | null, secret: string): string | null {
  if (!raw) return null;
  let value: string;
  try {
    value = decodeURIComponent(raw);
  } catch {
    return null;
  }
  const dot = value.lastIndexOf(".");
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const signature = Buffer.from(value.slice(dot + 1), "base64");
  const expected = createHmac("sha256", secret).update(token).digest();
  if (signature.length !== expected.length || !timingSafeEqual(signature, expected)) return null;
  return token;
}

/**
 * Reads the session from the request's cookie: signature checked here, then one query for the session and
 * its user together (decision 077). Null when absent, forged, expired, revoked or banned.
 */
export async function readSession(
  ctx: AppContext,
  headers: Pick<Headers, "get">,
): Promise<{ user: SessionUser; sessionId: string } | null> {
  const reader = await readerFor(ctx);
  const cookie = cookieValue(headers.get("cookie"), reader.cookieName);
  if (!cookie) return null;
  const now = Date.now();
  // keyed by the cookie as sent: only a cookie whose signature was checked is ever stored, so a hit needs
  // no HMAC again (decision 105)
  const cached = reader.cache.get(cookie);
  if (cached && cached.until > now && cached.expiresAt > now) {
    return { user: cached.user, sessionId: cached.sessionId };
  }
  const token = verifiedSessionToken(cookie, ctx.config.AUTH_SECRET);
  if (!token) return null;
  const generation = reader.generation;
  const row = await reader.lookup(token);
  if (!row || row.expiresAt.getTime() <= now) return null;
  if (row.banned && (!row.banExpires || row.banExpires.getTime() > now)) return null;
  const found: CachedSession = {
    user: {
      id: row.id,
      email: row.email,
      emailVerified: !!row.emailVerified,
      role: isAdminRole(row.role) ? "admin" : "user",
    },
    sessionId: row.sessionId,
    expiresAt: row.expiresAt.getTime(),
    until: now + SESSION_CACHE_MS,
  };
  if (generation !== reader.generation) return { user: found.user, sessionId: found.sessionId };
  reader.cache.delete(cookie);
  reader.cache.set(cookie, found);
  if (reader.cache.size > SESSION_CACHE_MAX) {
    // the oldest entry first (a Map keeps insertion order)
    reader.cache.delete(reader.cache.keys().next().value!);
  }
  return { user: found.user, sessionId: found.sessionId };
}

/** The request's Cookie header as readSession takes it (c.req.raw would build the whole Request). */
const cookieOnly = (cookie: string | undefined): Pick<Headers, "get"> => ({
  get: (name) => (name === "cookie" ? (cookie ?? null) : null),
});

/** Sets c.var.user (or null) and c.var.sessionId; never rejects. */
export function withSession(ctx: AppContext): MiddlewareHandler<SessionEnv> {
  return createMiddleware<SessionEnv>(async (c, next) => {
    const s = await readSession(ctx, cookieOnly(c.req.header("cookie")));
    c.set("user", s?.user ?? null);
    c.set("sessionId", s?.sessionId ?? null);
    await next();
  });
}

/** Sets c.var.user and c.var.sessionId, or answers 401. */
export function requireUser(ctx: AppContext): MiddlewareHandler<SignedInEnv> {
  return createMiddleware<SignedInEnv>(async (c, next) => {
    const s = await readSession(ctx, cookieOnly(c.req.header("cookie")));
    if (!s) {
      return c.json<ApiErrorBody>({ error: { message: messages.unauthorized, code: "unauthorized" } }, 401);
    }
    c.set("user", s.user);
    c.set("sessionId", s.sessionId);
    await next();
  });
}
