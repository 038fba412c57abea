import { Hono } from "hono";
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { matchedRoutes } from "hono/route";
import { parseTrustedProxies } from "../accounts/client-ip";
import type { AppContext } from "../context";
import { mayReadMetrics } from "./metrics-access";

/**
 * GET /metrics — Prometheus text format (decision 086). Anyone not allowed gets the same 404 as any
 * unknown path, so the endpoint's existence is not advertised.
 */
export function metricsRoutes(ctx: AppContext) {
  const trusted = parseTrustedProxies(ctx.config.TRUSTED_PROXY);
  return new Hono().get("/", async (c) => {
    if (!mayReadMetrics(c, ctx.config.METRICS_TOKEN, trusted)) return c.text("Not found", 404);
    const body = await ctx.metrics.registry.metrics();
    c.header("cache-control", "no-store");
    return c.body(body, 200, { "content-type": ctx.metrics.registry.contentType });
  });
}

/** Times every request, labelled by the route pattern that answered it (never the raw path). */
export function httpTiming(ctx: AppContext) {
  return createMiddleware(async (c, next) => {
    const started = performance.now();
    try {
      await next();
    } finally {
      ctx.metrics.httpRequest(
        c.req.method,
        routeLabel(c),
        c.res.status,
        (performance.now() - started) / 1000,
      );
    }
  });
}

/**
 * The pattern of the route a request was for. When a middleware answered (requireUser's 401, a validator's
 * 400) its own pattern is a wildcard ("/api/briefings/*"), so the first handler matched after it names the
 * route instead; middleware take (c, next), handlers take (c).
 */
function routeLabel(c: Context): string {
  const routes = matchedRoutes(c);
  const answered = routes[c.req.routeIndex];
  if (!answered) return "";
  if (answered.handler.length < 2) return answered.path;
  return routes.slice(c.req.routeIndex + 1).find((r) => r.handler.length < 2)?.path ?? answered.path;
}
