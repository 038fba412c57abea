import { Hono } from "hono";
import { z } from "zod";
import { isUuid } from "../../common/briefings";
import type { AppContext } from "../context";
import { notFound } from "../http/errors";
import type { SignedInEnv } from "../http/session";
import { validate } from "../http/validate";
import { getOverview } from "./get-overview";
import { listAuditLog } from "./list-audit-log";
import { listRecentDeliveries } from "./list-deliveries";
import { listFailingFeeds } from "./list-failing-feeds";
import { requireAdmin } from "./require-admin";
import { retryDelivery } from "./retry-delivery";
import { searchBriefings } from "./search-briefings";
import { searchUsers } from "./search-users";

const searchQuery = z.object({
  q: z.string().max(200, "q: at most 200 characters").default(""),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
const deliveriesQuery = z.object({ failed: z.enum(["0", "1"]).default("0") });

/** /api/admin — the operator view (decision 087). Everything 404s for anyone but an admin. */
export function adminRoutes(ctx: AppContext) {
  return new Hono<SignedInEnv>()
    .use(requireAdmin(ctx))
    .get("/overview", async (c) => c.json(await getOverview(ctx)))
    .get("/users", validate("query", searchQuery), async (c) => {
      const { q, limit } = c.req.valid("query");
      return c.json({ users: await searchUsers(ctx, q, limit) });
    })
    .get("/briefings", validate("query", searchQuery), async (c) => {
      const { q, limit } = c.req.valid("query");
      return c.json({ briefings: await searchBriefings(ctx, q, limit) });
    })
    .get("/deliveries", validate("query", deliveriesQuery), async (c) =>
      c.json({ deliveries: await listRecentDeliveries(ctx, c.req.valid("query").failed === "1") }),
    )
    .post("/deliveries/:id/retry", async (c) => {
      const id = c.req.param("id");
      if (!isUuid(id)) throw notFound();
      return c.json({ delivery: await retryDelivery(ctx, c.var.user, id) });
    })
    .get("/feeds", async (c) => c.json({ feeds: await listFailingFeeds(ctx) }))
    .get("/audit", async (c) => c.json({ entries: await listAuditLog(ctx) }));
}
