import { createMiddleware } from "hono/factory";
import { messages } from "../../common/accounts";
import type { ApiErrorBody } from "../http/errors";

/**
 * CSRF defence for the API (decision 024): a state-changing request (anything but GET, HEAD,
 * OPTIONS) from a browser must come from APP_URL's origin. Browsers send Origin on every such
 * request (and Sec-Fetch-Site); a request carrying neither is not from a browser page and so
 * cannot ride on a victim's cookies (payment webhooks, curl). The session cookie is also
 * SameSite=Lax, a second line.
 */
export function originCheck(appUrl: string, opts: { extraOrigins?: string[] } = {}) {
  const allowed = new Set([new URL(appUrl).origin, ...(opts.extraOrigins ?? [])]);
  return createMiddleware(async (c, next) => {
    const method = c.req.method;
    if (method === "GET" || method === "HEAD" || method === "OPTIONS") return next();
    const origin = c.req.header("origin");
    const site = c.req.header("sec-fetch-site");
    const ok =
      origin !== undefined
        ? origin !== "null" && allowed.has(origin)
        : site === undefined || site === "same-origin" || site === "none";
    if (!ok) {
      return c.json<ApiErrorBody>({ error: { message: messages.crossOrigin, code: "cross_origin" } }, 403);
    }
    await next();
  });
}
