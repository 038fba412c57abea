import type { AppContext, Service } from "./context";
import { startPgliteMaintenance } from "./db/maintenance";
import { nothingDueWithin, startDelivery } from "./delivery";

/**
 * Background work started next to (or instead of) the web server, by ROLE:
 * all = web + scheduler + workers; web = HTTP only; worker = scheduler + workers only.
 * The delivery engine registers itself here. On PGlite, whatever the role, the database's housekeeping
 * (VACUUM, which PostgreSQL's autovacuum does for itself: server/db/maintenance.ts, decision 052).
 */
export async function startBackground(ctx: AppContext): Promise<Service[]> {
  const services: Service[] = [];
  if (ctx.dbKind === "pglite") {
    services.push(
      startPgliteMaintenance(ctx.db, ctx.log.child({ area: "db" }), {
        isQuiet: (ms) => nothingDueWithin(ctx.db, ms),
      }),
    );
  }
  if (ctx.config.ROLE === "web") return services;
  services.push(...(await startDelivery(ctx)));
  return services;
}
