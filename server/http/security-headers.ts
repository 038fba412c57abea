import type { Context, MiddlewareHandler } from "hono";

export interface CspOptions {
  /** Hashes of the page's inline scripts ('sha256-…'). */
  scriptHashes?: string[];
  /** In development Vite injects inline scripts and a websocket; relax the policy there. */
  dev?: boolean;
  /** Extra script/connect sources (e.g. a tag manager once consent is given). */
  extraScriptSrc?: string[];
  extraConnectSrc?: string[];
}

/** The Content-Security-Policy for a page (or the default one for API responses). */
export function contentSecurityPolicy(opts: CspOptions = {}): string {
  const scriptSrc = opts.dev
    ? ["'self'", "'unsafe-inline'"]
    : ["'self'", ...(opts.scriptHashes ?? []), ...(opts.extraScriptSrc ?? [])];
  const connectSrc = ["'self'", ...(opts.dev ? ["ws:", "wss:"] : []), ...(opts.extraConnectSrc ?? [])];
  return [
    "default-src 'self'",
    `script-src ${scriptSrc.join(" ")}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self' data:",
    `connect-src ${connectSrc.join(" ")}`,
    "frame-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

export interface SecurityHeaderOptions extends CspOptions {
  /**
   * Whether the client reached us over HTTPS. Default: the request URL's scheme, which is http behind a
   * TLS-terminating proxy; app.ts also believes a trusted proxy's X-Forwarded-Proto (decision 076).
   */
  isHttps?: (c: Context) => boolean;
}

/** Security headers on every response (pages, API, assets). A response may set its own CSP first. */
export function securityHeaders(opts: SecurityHeaderOptions = {}): MiddlewareHandler {
  const isHttps = opts.isHttps ?? ((c: Context) => new URL(c.req.url).protocol === "https:");
  const csp = contentSecurityPolicy(opts);
  return async (c, next) => {
    await next();
    const h = c.res.headers;
    if (!h.has("content-security-policy")) h.set("content-security-policy", csp);
    h.set("x-content-type-options", "nosniff");
    h.set("referrer-policy", "strict-origin-when-cross-origin");
    h.set("x-frame-options", "DENY");
    h.set("cross-origin-opener-policy", "same-origin");
    h.set("permissions-policy", "camera=(), microphone=(), geolocation=(), payment=()");
    if (isHttps(c)) {
      h.set("strict-transport-security", "max-age=31536000; includeSubDomains");
    }
  };
}
