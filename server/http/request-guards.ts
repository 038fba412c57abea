import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { ApiErrorBody } from "./errors";

/**
 * Limits applied to every request before any handler reads it (decision 075).
 *
 * Body size: what a route can legitimately receive, counted while the body streams in (a declared
 * Content-Length over the limit is refused before a byte is read): the account endpoints take an email and
 * a password or a token, the other JSON endpoints a briefing at most (2,000-character description), the
 * Stripe webhook what Stripe sends (its events are well under 256 KB).
 */
export const BODY_LIMITS = {
  account: 8 * 1024,
  json: 32 * 1024,
  stripeWebhook: 256 * 1024,
} as const;

const STRIPE_WEBHOOK = "/api/billing/stripe/webhook";

const tooLarge = (max: number): MiddlewareHandler =>
  bodyLimit({
    maxSize: max,
    onError: (c) =>
      c.json<ApiErrorBody>(
        {
          error: {
            message: `The request body is too large (at most ${Math.round(max / 1024)} KB).`,
            code: "payload_too_large",
          },
        },
        413,
      ),
  });

/** The body limit for a path (one middleware for the whole app, so the most specific rule wins). */
export function bodyLimits(): MiddlewareHandler {
  const webhook = tooLarge(BODY_LIMITS.stripeWebhook);
  const account = tooLarge(BODY_LIMITS.account);
  const json = tooLarge(BODY_LIMITS.json);
  return (c, next) => {
    // a GET or HEAD has no body to read; asking would build the full Request object for nothing
    if (c.req.method === "GET" || c.req.method === "HEAD") return next();
    const p = c.req.path;
    if (p === STRIPE_WEBHOOK) return webhook(c, next);
    if (p.startsWith("/api/account/") || p.startsWith("/api/auth/")) return account(c, next);
    return json(c, next);
  };
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL = /[\u0000-\u001f\u007f]/;

/** The same characters percent-encoded (%00-%1F, %7F), as they arrive in a path or query. */
const ENCODED_CONTROL = /%(?:[01][0-9a-f]|7f)/i;

/**
 * No API path or query carries control characters: ids, tokens and names never contain them, and a NUL
 * in particular cannot be stored or even compared by PostgreSQL (it fails the whole statement). Refused
 * here, once, with a 400, rather than in every handler.
 */
export function noControlCharsInUrl(): MiddlewareHandler {
  return async (c, next) => {
    const url = c.req.url;
    const at = url.indexOf("/", url.indexOf("//") + 2);
    const pathAndQuery = at < 0 ? "" : url.slice(at);
    if (CONTROL.test(pathAndQuery) || ENCODED_CONTROL.test(pathAndQuery)) {
      return c.json<ApiErrorBody>(
        {
          error: {
            message: "The address contains characters that are not allowed.",
            code: "bad_characters",
          },
        },
        400,
      );
    }
    await next();
  };
}
