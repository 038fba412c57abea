import { Hono } from "hono";
import type { AppContext } from "../context";
import { authHandler } from "../accounts/routes";
import { isForwardedHttps } from "../accounts/client-ip";
import { originCheck } from "../accounts/csrf";
import { isAdminRequest } from "../admin/require-admin";
import { trustedProxies } from "../accounts/rate-limit";
import { httpTiming, metricsRoutes } from "../metrics/routes";
import { createApi } from "./api";
import { compressAnswers } from "./compress";
import { type ApiErrorBody, errorHandler } from "./errors";
import { bodyLimits, noControlCharsInUrl } from "./request-guards";
import { securityHeaders } from "./security-headers";
import { signedInPage } from "./signed-in-page";
import { SPA_FALLBACK, type StaticSite } from "./static-site";

export interface AppOptions {
  /** The built front end; absent in development (Vite serves it) and in API-only tests. */
  site?: StaticSite;
  dev?: boolean;
}

/** The whole HTTP surface: security headers, /api, and the front end. */
export function createApp(ctx: AppContext, opts: AppOptions = {}) {
  const app = new Hono();
  app.onError(errorHandler(ctx.log));
  app.use(httpTiming(ctx));
  // HSTS when the client's connection was HTTPS, also when a trusted proxy terminated it (decision 076)
  const httpsApp = ctx.config.APP_URL.startsWith("https:");
  const proxies = trustedProxies(ctx);
  app.use(securityHeaders({ dev: !!opts.dev, isHttps: (c) => httpsApp && isForwardedHttps(c, proxies) }));
  // API answers are personal or live: never stored by a browser or a proxy unless a route says otherwise.
  // (Outside compressAnswers, which replaces the answer when it compresses it.)
  app.use("/api/*", async (c, next) => {
    await next();
    if (!c.res.headers.has("cache-control")) c.res.headers.set("cache-control", "no-store");
  });
  // dynamic answers gzipped for clients that accept it; static files come gzipped from memory (decision 105)
  app.use(compressAnswers());
  // every body is limited while it streams in; no control characters in API paths or queries (decision 075)
  app.use(bodyLimits());
  app.use("/api/*", noControlCharsInUrl());

  // CSRF: state-changing API requests from a browser must come from APP_URL (decision 024)
  app.use("/api/*", originCheck(ctx.config.APP_URL));
  // better-auth (session cookie: get-session, sign-out); the account API is /api/account
  app.on(["GET", "POST"], "/api/auth/*", authHandler(ctx));
  app.route("/api", createApi(ctx));
  app.route("/metrics", metricsRoutes(ctx));
  app.all("/api/*", (c) => c.json<ApiErrorBody>({ error: { message: "Not found", code: "not_found" } }, 404));

  if (opts.site) {
    const site = opts.site;
    // the operator view's pages exist only for admins: anyone else gets the site's own 404 (decision 087)
    app.on(["GET", "HEAD"], ["/admin", "/admin/*"], async (c, next) => {
      if (await isAdminRequest(ctx, c.req.raw.headers)) return next();
      return site.respond(`/${SPA_FALLBACK}`, c.req.method, {
        acceptEncoding: c.req.header("accept-encoding"),
      })!;
    });
    // a signed-in screen comes with the signed-in person's first data (decision 108)
    const completed = signedInPage(ctx, site);
    app.on(["GET", "HEAD"], "*", async (c) => {
      const personal = await completed(c);
      if (personal) return personal;
      const res = site.respond(c.req.path, c.req.method, {
        ifNoneMatch: c.req.header("if-none-match"),
        acceptEncoding: c.req.header("accept-encoding"),
      });
      return res ?? c.notFound();
    });
  }
  return app;
}
