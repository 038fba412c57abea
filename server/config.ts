import { createPrivateKey, randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync, existsSync } from "node:fs";
import path from "node:path";
import ipaddr from "ipaddr.js";
import { z } from "zod";
import { defaultSourcesFile, loadCatalogue } from "./delivery/sources";

/**
 * All configuration, read once from the environment and validated.
 * A bad value stops start-up with one line naming the variable (see ConfigError).
 * Every variable is documented in the README's configuration table.
 */
const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .optional();

const url = (protocols: string[], what: string) =>
  z
    .string()
    .trim()
    .refine(
      (v) => {
        try {
          return protocols.includes(new URL(v).protocol);
        } catch {
          return false;
        }
      },
      `must be a ${what} URL (${protocols.map((p) => `${p}//`).join(" or ")})`,
    );

function isIpOrCidr(v: string): boolean {
  if (v === "loopback") return true;
  try {
    if (v.includes("/")) ipaddr.parseCIDR(v);
    else ipaddr.parse(v);
    return true;
  } catch {
    return false;
  }
}

const intFromEnv = (def: number, min: number, max: number) =>
  z.coerce.number().int().min(min).max(max).default(def);

export const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
    PORT: intFromEnv(3000, 0, 65535),
    HOST: optionalString,
    APP_URL: z.preprocess((v) => (v === "" ? undefined : v), url(["http:", "https:"], "http(s)").optional()),
    DATA_DIR: z.string().trim().min(1).default("./data"),
    DATABASE_URL: z.preprocess(
      (v) => (v === "" ? undefined : v),
      url(["postgres:", "postgresql:"], "PostgreSQL").optional(),
    ),
    DATABASE_POOL_SIZE: intFromEnv(10, 1, 200),
    SMTP_URL: z.preprocess((v) => (v === "" ? undefined : v), url(["smtp:", "smtps:"], "SMTP").optional()),
    MAIL_FROM: z.string().trim().min(3).default("Tidings <briefings@tidings.localhost>"),
    AUTH_SECRET: z.preprocess(
      (v) => (v === "" ? undefined : v),
      z.string().min(32, "must be at least 32 characters").optional(),
    ),
    LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
    ROLE: z.enum(["all", "web", "worker"]).default("all"),
    SUPPORT_EMAIL: z.email().default("support@tidings.localhost"),
    PRICE_DAILY_CENTS: intFromEnv(200, 0, 1_000_000),
    PRICE_WEEKLY_CENTS: intFromEnv(200, 0, 1_000_000),
    // ── billing (docs/decisions/040): Stripe when STRIPE_SECRET_KEY is set, else the local checkout ──
    STRIPE_SECRET_KEY: optionalString,
    STRIPE_WEBHOOK_SECRET: optionalString,
    /** Stripe Price ids (recurring, monthly); without them Checkout uses price_data from PRICE_*_CENTS. */
    STRIPE_PRICE_DAILY: optionalString,
    STRIPE_PRICE_WEEKLY: optionalString,
    /** Where the Stripe SDK sends requests (default https://api.stripe.com); tests point it at a local stand-in. */
    STRIPE_API_BASE: z.preprocess(
      (v) => (v === "" ? undefined : v),
      url(["http:", "https:"], "http(s)").optional(),
    ),
    STRIPE_WEBHOOK_TOLERANCE_SECONDS: intFromEnv(300, 1, 3600),
    // ── delivery (docs/decisions/010-019) ──
    /** feed catalogue JSON (default server/delivery/sources.json) */
    SOURCES_FILE: optionalString,
    /**
     * news-search feeds for interests the catalogue does not serve in the description's language
     * (decision 101): "on" (default) or "off" (none is ever built or fetched)
     */
    SEARCH_FEEDS: z.enum(["on", "off"]).default("on"),
    /**
     * the search feed URL template: {query}, {lang} (en/de/fr/es) and {region} (DE, US …) are filled in,
     * URL-encoded; default Google News RSS search (server/delivery/search-feeds.ts)
     */
    SEARCH_FEEDS_URL: z.preprocess(
      (v) => (v === "" ? undefined : v),
      url(["http:", "https:"], "http(s)")
        .refine((u) => u.includes("{query}"), "must contain {query}")
        .optional(),
    ),
    /** hosts, IPs or CIDRs the feed fetcher may reach although private/loopback (e.g. "127.0.0.1,10.0.0.0/8") */
    SOURCE_ALLOWLIST: optionalString,
    /** any OpenAI-compatible API (e.g. https://api.openai.com/v1); without it the offline summariser is used */
    LLM_BASE_URL: z.preprocess(
      (v) => (v === "" ? undefined : v),
      url(["http:", "https:"], "http(s)").optional(),
    ),
    LLM_API_KEY: optionalString,
    LLM_MODEL: z.string().trim().min(1).default("gpt-4o-mini"),
    LLM_MAX_TOKENS_PER_DELIVERY: intFromEnv(12_000, 100, 1_000_000),
    /**
     * with LLM_BASE_URL: how long saving a briefing waits for the model's brief of its description before
     * the offline parser's is stored (decision 123); at most 5 s, one attempt
     */
    LLM_BRIEF_TIMEOUT_MS: intFromEnv(4_000, 50, 5_000),
    /** with LLM_BASE_URL: rerank a briefing's top candidates in one call (decision 082); "false" keeps the offline order */
    LLM_RERANK: z
      .enum(["true", "false"])
      .default("true")
      .transform((v) => v === "true"),
    /**
     * any OpenAI-compatible /v1/embeddings (Ollama, vLLM, LM Studio, OpenAI): items are embedded once when
     * gathered and curation's semantic similarity uses them (decision 081); without it, the shipped word vectors
     */
    EMBEDDINGS_BASE_URL: z.preprocess(
      (v) => (v === "" ? undefined : v),
      url(["http:", "https:"], "http(s)").optional(),
    ),
    EMBEDDINGS_MODEL: optionalString,
    /**
     * without EMBEDDINGS_BASE_URL: the built-in sentence encoder embeds items and interests (decision 122);
     * "false" leaves curation on the shipped word vectors alone
     */
    EMBEDDINGS_BUILTIN: z
      .enum(["true", "false"])
      .default("true")
      .transform((v) => v === "true"),
    EMBEDDINGS_API_KEY: optionalString,
    /** a slot missed (downtime) by at most this many minutes is still sent, late; older slots are skipped */
    DELIVERY_GRACE_MINUTES: intFromEnv(120, 0, 24 * 60),
    /** content is gathered this many minutes before the slot, so at the slot only compose + send remain */
    DELIVERY_PREPARE_MINUTES: intFromEnv(10, 0, 120),
    /** how often the scheduler looks for due briefings and workers poll the ledger (ms) */
    SCHEDULER_TICK_MS: intFromEnv(5_000, 100, 600_000),
    /** deliveries being sent at once per worker process (up to half as many more are claimed ahead) */
    WORKER_CONCURRENCY: intFromEnv(8, 1, 256),
    /**
     * deliveries being prepared (gathered … composed, ahead of their slot) at once per worker process, on top
     * of the sends; unset = min(WORKER_CONCURRENCY, 4) (server/delivery/worker/pool.ts, decision 048)
     */
    WORKER_PREPARE_CONCURRENCY: z.preprocess(
      (v) => (v === "" ? undefined : v),
      z.coerce.number().int().min(1).max(256).optional(),
    ),
    DELIVERY_MAX_ATTEMPTS: intFromEnv(8, 1, 100),
    /** a worker holds a claimed delivery this long; a crashed worker's deliveries are resumed after it */
    DELIVERY_LEASE_SECONDS: intFromEnv(300, 1, 3600),
    /** test emails one briefing may start per hour, whatever its billing (decision 061) */
    TEST_EMAILS_PER_BRIEFING_PER_HOUR: intFromEnv(5, 1, 1000),
    /** test emails one person may start per hour across all their briefings (decision 061) */
    TEST_EMAILS_PER_USER_PER_HOUR: intFromEnv(20, 1, 10_000),
    /** test emails a briefing whose billing does not allow sending may start in its lifetime (decision 061) */
    TEST_EMAILS_WHILE_NOT_SENDING: intFromEnv(2, 0, 100),
    /** previews one briefing may render per hour (decision 094: each runs the whole pipeline) */
    PREVIEWS_PER_BRIEFING_PER_HOUR: intFromEnv(10, 1, 1000),
    /** previews one person may render per hour across all their briefings (decision 094) */
    PREVIEWS_PER_USER_PER_HOUR: intFromEnv(30, 1, 10_000),
    /** "Send now" deliveries one briefing may start per hour (decision 092) */
    SEND_NOW_PER_BRIEFING_PER_HOUR: intFromEnv(3, 1, 100),
    /** "Send now" deliveries one person may start per hour across their briefings (decision 092) */
    SEND_NOW_PER_USER_PER_HOUR: intFromEnv(10, 1, 1000),
    /** a feed is fetched at most once per this many minutes, however many briefings use it */
    FEED_REFRESH_MINUTES: intFromEnv(30, 0, 24 * 60),
    // ── accounts (docs/decisions/023): rate limits keyed by the real client address ──
    /**
     * Reverse proxies whose X-Forwarded-For is believed: comma-separated IPs or CIDR ranges
     * ("127.0.0.1", "10.0.0.0/8"), or "loopback". Empty: the socket address is the client.
     */
    TRUSTED_PROXY: z
      .string()
      .trim()
      .default("")
      .refine(
        (v) => v === "" || v.split(",").every((p) => isIpOrCidr(p.trim())),
        'must be IPs or CIDR ranges, comma-separated, or "loopback"',
      ),
    /** Attempts per client address per window, for each of: log in, sign up, password reset, email verification. */
    AUTH_RATE_LIMIT_MAX: intFromEnv(10, 1, 100_000),
    AUTH_RATE_LIMIT_WINDOW_SECONDS: intFromEnv(900, 1, 86_400),
    /** Log-in attempts per account per window from addresses that never logged in to it (decision 079). */
    AUTH_ACCOUNT_LOGIN_MAX: intFromEnv(20, 1, 100_000),
    // ── operations (docs/decisions/085-089) ──
    /** DKIM signing (decision 085): all of DOMAIN, SELECTOR and one of PRIVATE_KEY / PRIVATE_KEY_FILE, or none */
    DKIM_DOMAIN: z.preprocess(
      (v) => (typeof v === "string" && v.trim() === "" ? undefined : v),
      z
        .string()
        .trim()
        .toLowerCase()
        .regex(/^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/, "must be a domain name")
        .optional(),
    ),
    DKIM_SELECTOR: z.preprocess(
      (v) => (typeof v === "string" && v.trim() === "" ? undefined : v),
      z
        .string()
        .trim()
        .regex(/^[A-Za-z0-9]([A-Za-z0-9._-]{0,62})$/, "must be a DNS label such as tidings2026")
        .optional(),
    ),
    /** PEM; "\n" escapes are accepted, as environment files rarely hold multi-line values */
    DKIM_PRIVATE_KEY: optionalString,
    DKIM_PRIVATE_KEY_FILE: optionalString,
    /** switch a briefing off after this many sends in a row its recipient's server refused (SMTP 550/551/553/554); 0 = never */
    BOUNCE_PAUSE_AFTER: intFromEnv(3, 0, 100),
    // retention (decision 088): 0 = keep forever. Ledger rows outlive cached items, as their item keys
    // are what keeps an item that is still in its feed from being sent twice
    RETENTION_DELIVERIES_DAYS: intFromEnv(180, 0, 36_500),
    RETENTION_FEED_ITEMS_DAYS: intFromEnv(30, 0, 36_500),
    RETENTION_SUMMARIES_DAYS: intFromEnv(30, 0, 36_500),
    RETENTION_BATCH_SIZE: intFromEnv(500, 10, 100_000),
    /** a bearer token that opens /metrics to non-loopback scrapers; without it only loopback may scrape */
    METRICS_TOKEN: z.preprocess(
      (v) => (v === "" ? undefined : v),
      z.string().min(16, "must be at least 16 characters").optional(),
    ),
  })
  .superRefine((e, ctx) => {
    const dkimParts = [e.DKIM_DOMAIN, e.DKIM_SELECTOR, e.DKIM_PRIVATE_KEY ?? e.DKIM_PRIVATE_KEY_FILE];
    if (dkimParts.some(Boolean) && !dkimParts.every(Boolean)) {
      const missing = !e.DKIM_DOMAIN
        ? "DKIM_DOMAIN"
        : !e.DKIM_SELECTOR
          ? "DKIM_SELECTOR"
          : "DKIM_PRIVATE_KEY";
      ctx.addIssue({
        code: "custom",
        path: [missing],
        message:
          "DKIM needs DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY (or DKIM_PRIVATE_KEY_FILE) together",
      });
    }
    if (e.DKIM_PRIVATE_KEY && e.DKIM_PRIVATE_KEY_FILE) {
      ctx.addIssue({
        code: "custom",
        path: ["DKIM_PRIVATE_KEY_FILE"],
        message: "set DKIM_PRIVATE_KEY or DKIM_PRIVATE_KEY_FILE, not both",
      });
    }
    if (
      e.RETENTION_DELIVERIES_DAYS > 0 &&
      e.RETENTION_FEED_ITEMS_DAYS > 0 &&
      e.RETENTION_DELIVERIES_DAYS < e.RETENTION_FEED_ITEMS_DAYS
    ) {
      ctx.addIssue({
        code: "custom",
        path: ["RETENTION_DELIVERIES_DAYS"],
        message:
          "must be 0 or at least RETENTION_FEED_ITEMS_DAYS (a sent item's record must outlive the cached item)",
      });
    }
    if (e.EMBEDDINGS_BASE_URL && !e.EMBEDDINGS_MODEL) {
      // no default model: embeddings of different models are not comparable, and stored ones are tagged by model
      ctx.addIssue({
        code: "custom",
        path: ["EMBEDDINGS_MODEL"],
        message:
          "is required when EMBEDDINGS_BASE_URL is set (e.g. nomic-embed-text, text-embedding-3-small)",
      });
    }
    if (e.STRIPE_SECRET_KEY && !e.STRIPE_WEBHOOK_SECRET) {
      ctx.addIssue({
        code: "custom",
        path: ["STRIPE_WEBHOOK_SECRET"],
        message: "is required when STRIPE_SECRET_KEY is set",
      });
    }
  });

export type Env = z.infer<typeof envSchema>;

export interface Config
  extends Omit<Env, "APP_URL" | "AUTH_SECRET" | "DATA_DIR" | "DKIM_PRIVATE_KEY" | "DKIM_PRIVATE_KEY_FILE"> {
  APP_URL: string;
  AUTH_SECRET: string;
  /** Absolute path. */
  DATA_DIR: string;
  database: { kind: "pglite"; dir: string } | { kind: "postgres"; url: string };
  mail: { kind: "smtp"; url: string } | { kind: "outbox"; dir: string };
  /** DKIM signing key for every outgoing message (nodemailer's own signer), when configured. */
  dkim?: DkimKey;
}

export interface DkimKey {
  domainName: string;
  keySelector: string;
  /** PEM */
  privateKey: string;
}

export class ConfigError extends Error {}

/** Parses the environment. Throws ConfigError with a one-line message naming the variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0] ?? "environment");
    const value = env[name];
    throw new ConfigError(
      `Invalid configuration: ${name}${value === undefined ? "" : `=${JSON.stringify(redact(name, value))}`}: ${issue.message}`,
    );
  }
  const e = parsed.data;
  if (e.ROLE !== "all" && !e.DATABASE_URL) {
    // PGlite lives inside one process: splitting web and workers needs a shared PostgreSQL.
    throw new ConfigError(
      `Invalid configuration: ROLE="${e.ROLE}": needs DATABASE_URL (PGlite is single-process; use ROLE=all)`,
    );
  }
  const dataDir = path.resolve(e.DATA_DIR);
  const { DKIM_PRIVATE_KEY, DKIM_PRIVATE_KEY_FILE, ...rest } = e;
  const dkim =
    e.DKIM_DOMAIN && e.DKIM_SELECTOR
      ? {
          domainName: e.DKIM_DOMAIN,
          keySelector: e.DKIM_SELECTOR,
          privateKey: readDkimKey(DKIM_PRIVATE_KEY, DKIM_PRIVATE_KEY_FILE),
        }
      : undefined;
  // a bad feed catalogue stops start-up here, naming the entry, rather than failing each briefing later
  try {
    loadCatalogue(e.SOURCES_FILE ?? defaultSourcesFile);
  } catch (err) {
    throw new ConfigError(`Invalid configuration: ${(err as Error).message}`);
  }
  const appUrl = (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, "");
  return {
    ...rest,
    dkim,
    DATA_DIR: dataDir,
    APP_URL: appUrl,
    AUTH_SECRET: e.AUTH_SECRET ?? persistentSecret(dataDir),
    database: e.DATABASE_URL
      ? { kind: "postgres", url: e.DATABASE_URL }
      : { kind: "pglite", dir: path.join(dataDir, "db") },
    mail: e.SMTP_URL
      ? { kind: "smtp", url: e.SMTP_URL }
      : { kind: "outbox", dir: path.join(dataDir, "outbox") },
  };
}

/** The DKIM key as PEM, checked now so a bad key stops start-up instead of every send. */
function readDkimKey(inline: string | undefined, file: string | undefined): string {
  let pem: string;
  if (file) {
    try {
      pem = readFileSync(path.resolve(file), "utf8");
    } catch (err) {
      throw new ConfigError(
        `Invalid configuration: DKIM_PRIVATE_KEY_FILE=${JSON.stringify(file)}: cannot be read (${(err as NodeJS.ErrnoException).code ?? "error"})`,
      );
    }
  } else pem = (inline ?? "").replace(/\\n/g, "\n");
  try {
    const key = createPrivateKey(pem);
    if (key.asymmetricKeyType !== "rsa" && key.asymmetricKeyType !== "ed25519") throw new Error("type");
  } catch {
    const name = file ? "DKIM_PRIVATE_KEY_FILE" : "DKIM_PRIVATE_KEY";
    throw new ConfigError(
      `Invalid configuration: ${name}: must be an RSA or Ed25519 private key in PEM form`,
    );
  }
  return pem.trim();
}

function redact(name: string, value: string): string {
  if (/SECRET|KEY|PASSWORD|TOKEN/.test(name)) return "***";
  try {
    const u = new URL(value);
    if (u.password) u.password = "***";
    return u.toString();
  } catch {
    return value;
  }
}

/** A secret generated on first start and kept in DATA_DIR, so sessions survive restarts. */
function persistentSecret(dataDir: string): string {
  const file = path.join(dataDir, "auth-secret");
  if (existsSync(file)) {
    const s = readFileSync(file, "utf8").trim();
    if (s.length >= 32) return s;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/** Where a value came from, for the start-up log (never prints secrets). */
export function describeDatabase(c: Config): string {
  return c.database.kind === "pglite"
    ? `PGlite (embedded) in ${c.database.dir}`
    : `PostgreSQL ${redact("DATABASE_URL", c.database.url)}`;
}

export function describeMail(c: Config): string {
  return c.mail.kind === "smtp"
    ? `SMTP ${redact("SMTP_URL", c.mail.url)} (pooled)`
    : `outbox folder ${c.mail.dir} (no SMTP_URL)`;
}
