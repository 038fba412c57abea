import { Hono } from "hono";
import type { AppContext } from "../context";
import { healthRoutes } from "./health";
import { briefingRoutes } from "../briefings/routes";
import { billingRoutes } from "../billing";
import { accountRoutes } from "../accounts/routes";
import { deliveryRoutes } from "../delivery";
import { adminRoutes } from "../admin/routes";
import { feedbackRoutes } from "../feedback";

/**
 * Every JSON API route, in one place. Each area exports a Hono sub-app built from its use-cases;
 * the chain keeps the types for the typed client (app/lib/api.ts, Hono RPC).
 * (better-auth's own endpoints live under /api/auth, mounted in app.ts.)
 */
export function createApi(ctx: AppContext) {
  return (
    new Hono()
      .route("/health", healthRoutes(ctx))
      .route("/briefings", briefingRoutes(ctx))
      .route("/billing", billingRoutes(ctx))
      .route("/account", accountRoutes(ctx))
      .route("/admin", adminRoutes(ctx))
      // delivery: /delivery/unsubscribe/:token, /delivery/view/:id
      .route("/", deliveryRoutes(ctx))
      // feedback from inside the email: /feedback/:token (decision 096)
      .route("/", feedbackRoutes(ctx))
  );
}

export type Api = ReturnType<typeof createApi>;
