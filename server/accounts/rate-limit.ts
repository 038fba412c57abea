import { createMiddleware } from "hono/factory";
import { messages } from "../../common/accounts";
import type { AppContext } from "../context";
import type { ApiErrorBody } from "../http/errors";
import { consumeRateLimit } from "../http/rate-limit";
import { clientAddress, parseTrustedProxies, rateLimitSubject, type TrustedProxies } from "./client-ip";

/**
 * Rate limits for the account endpoints (decision 023), on in every environment. Each bucket allows
 * AUTH_RATE_LIMIT_MAX requests per client address per AUTH_RATE_LIMIT_WINDOW_SECONDS (fixed window).
 * Counters live in the database and are bumped by one atomic upsert, so concurrent requests and
 * several server processes share one count.
 */
export type RateLimitBucket = "login" | "signup" | "reset" | "verify";

const proxiesByCtx = new WeakMap<AppContext, TrustedProxies>();
export function trustedProxies(ctx: AppContext): TrustedProxies {
  let t = proxiesByCtx.get(ctx);
  if (!t) {
    t = parseTrustedProxies(ctx.config.TRUSTED_PROXY);
    proxiesByCtx.set(ctx, t);
  }
  return t;
}

/** Middleware: counts the request against `bucket` for the client address; 429 when over. */
export function rateLimit(ctx: AppContext, bucket: RateLimitBucket) {
  return createMiddleware(async (c, next) => {
    const subject = rateLimitSubject(clientAddress(c, trustedProxies(ctx)));
    const r = await consumeRateLimit(ctx, `${bucket}:${subject}`, {
      max: ctx.config.AUTH_RATE_LIMIT_MAX,
      windowSeconds: ctx.config.AUTH_RATE_LIMIT_WINDOW_SECONDS,
    });
    if (!r.allowed) {
      ctx.log.warn("rate limit reached", { bucket, client: subject });
      c.header("retry-after", String(r.retryAfterSeconds));
      return c.json(
        {
          error: { message: messages.rateLimited(r.retryAfterSeconds), code: "rate_limited" },
        } satisfies ApiErrorBody,
        429,
      );
    }
    await next();
  });
}
