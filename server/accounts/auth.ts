import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { admin } from "better-auth/plugins";
import type { AppContext } from "../context";
import * as schema from "../db/schema";
import { MIN_PASSWORD_LENGTH, MAX_PASSWORD_LENGTH } from "../../common/accounts";
import { hashPassword, verifyPassword } from "./password-hash";

/**
 * The better-auth instance (decision 020). better-auth owns the session: the cookie, the `session`
 * table, sign-up/sign-in with hashing, and the admin role fields. Tokens for verification, reset and
 * email change are ours (server/accounts/tokens.ts): hashed, single use, consumed atomically.
 *
 * Only a few of its endpoints are reachable over HTTP (see AUTH_HTTP_PATHS); the rest of the
 * account API is ours (/api/account/*) so every rule (common passwords, revoking sessions, links
 * from APP_URL, one-transaction deletion) is applied in one place.
 */
export function createAuth(ctx: AppContext) {
  const { config, log } = ctx;
  const secure = config.APP_URL.startsWith("https:");
  return betterAuth({
    appName: "Tidings",
    baseURL: config.APP_URL,
    basePath: "/api/auth",
    secret: config.AUTH_SECRET,
    trustedOrigins: [new URL(config.APP_URL).origin],
    database: drizzleAdapter(ctx.db, { provider: "pg", schema, transaction: true }),
    emailAndPassword: {
      enabled: true,
      // Unverified users may log in; creating briefings is what needs a verified address.
      requireEmailVerification: false,
      // No session on sign-up: the person verifies, then logs in. This also makes sign-up answer
      // the same for a known and an unknown email (better-auth's generic duplicate response).
      autoSignIn: false,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
      password: { hash: hashPassword, verify: verifyPassword },
      customSyntheticUser: ({ coreFields, additionalFields, id }) => ({
        ...coreFields,
        role: "user",
        banned: false,
        banReason: null,
        banExpires: null,
        ...additionalFields,
        id,
      }),
    },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
      // No cookie cache: every request reads the session (and the role) from the database, so a
      // revoked session or a revoked admin role takes effect at once.
      cookieCache: { enabled: false },
    },
    user: { changeEmail: { enabled: false }, deleteUser: { enabled: false } },
    plugins: [admin({ defaultRole: "user", adminRoles: ["admin"] })],
    // Our own limiter runs in front (server/accounts/rate-limit.ts), keyed by the real client address.
    rateLimit: { enabled: false },
    advanced: {
      cookiePrefix: "tidings",
      useSecureCookies: secure,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", secure },
      database: { generateId: () => crypto.randomUUID() },
      ipAddress: { ipAddressHeaders: ["x-tidings-client-ip"] },
    },
    telemetry: { enabled: false },
    logger: {
      level: "warn",
      log: (level, message, ...args) => {
        // its extra arguments may quote the request (an email address): only errors, by name and code
        const errors = args.filter((a): a is Error => a instanceof Error);
        const fields = errors.length ? { err: errors[0] } : undefined;
        if (level === "error") log.error(`auth: ${message}`, fields);
        else if (level === "warn") log.warn(`auth: ${message}`, fields);
        else log.debug(`auth: ${message}`, fields);
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

const instances = new WeakMap<AppContext, Auth>();

/** The one auth instance for an application context (created on first use). */
export function getAuth(ctx: AppContext): Auth {
  let auth = instances.get(ctx);
  if (!auth) {
    auth = createAuth(ctx);
    instances.set(ctx, auth);
  }
  return auth;
}
