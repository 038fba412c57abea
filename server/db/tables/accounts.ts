import { boolean, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";

// ─── accounts (better-auth) ────────────────────────────────────────────────────────────────────

export const user = pgTable("user", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  image: text("image"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  // admin plugin
  role: text("role"),
  banned: boolean("banned").default(false),
  banReason: text("ban_reason"),
  banExpires: timestamp("ban_expires", { withTimezone: true }),
});

export const session = pgTable(
  "session",
  {
    id: text("id").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    token: text("token").notNull().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    // admin plugin
    impersonatedBy: text("impersonated_by"),
  },
  (t) => [index("session_user_id_idx").on(t.userId)],
);

export const account = pgTable(
  "account",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("account_user_id_idx").on(t.userId)],
);

export const verification = pgTable(
  "verification",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("verification_identifier_idx").on(t.identifier)],
);

/**
 * Our own account tokens (decision 022): email verification, password reset, email change.
 * Only the SHA-256 of the token is stored; a token is consumed by one DELETE … RETURNING, so it
 * works once even when used twice at the same moment. Deleting the user deletes its tokens.
 * (better-auth's `verification` table above is kept for better-auth itself.)
 */
export const accountToken = pgTable(
  "account_token",
  {
    tokenHash: text("token_hash").primaryKey(),
    /** "verify-email-used": a consumed verification link, remembered so a second click says "already verified". */
    kind: text("kind", {
      enum: ["verify-email", "verify-email-used", "reset-password", "change-email"],
    }).notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    /** For change-email: the new address. */
    email: text("email"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("account_token_user_kind_idx").on(t.userId, t.kind)],
);

/**
 * Rate-limit counters (decision 023): one row per (bucket, client address), a fixed window,
 * counted by one atomic upsert so several processes on one PostgreSQL share the limit.
 */
export const authRateLimit = pgTable("auth_rate_limit", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  windowStartedAt: timestamp("window_started_at", { withTimezone: true }).notNull(),
});

/*
 * Contract for every other area: a table holding per-user data must reference the user with
 * `.references(() => user.id, { onDelete: "cascade" })` (or reach it through a table that does),
 * so account deletion (server/accounts/delete-account.ts, one transaction) removes it. Records
 * that must outlive the account (the trial-used marker, keyed by normalised email) must NOT.
 */
