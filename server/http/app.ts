import { Hono } from "hono";
import { compress } from "hono/compress";
import type { AppContext } from "../context";
import { authHandler } from "../accounts/routes";
import { originCheck } from "../accounts/csrf";
import { isAdminRequest } from "../admin/require-admin";
import { httpTiming, metricsRoutes } from "../metrics/routes";
import { createApi } from "./api";
import { type ApiErrorBody, errorHandler } from "./errors";
import { securityHeaders } from "./security-headers";
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
  app.use(securityHeaders({ dev: !!opts.dev }));
  app.use(compress());

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
    app.on(["GET", "HEAD"], "*", (c) => {
      const res = site.respond(c.req.path, c.req.method, {
        ifNoneMatch: c.req.header("if-none-match"),
        acceptEncoding: c.req.header("accept-encoding"),
      });
      return res ?? c.notFound();
    });
  }
  return app;
}
