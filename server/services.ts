import type { AppContext, Service } from "./context";
import { startDelivery } from "./delivery";

/**
 * Background work started next to (or instead of) the web server, by ROLE:
 * all = web + scheduler + workers; web = HTTP only; worker = scheduler + workers only.
 * The delivery engine registers itself here.
 */
export async function startBackground(ctx: AppContext): Promise<Service[]> {
  const services: Service[] = [];
  if (ctx.config.ROLE === "web") return services;
  services.push(...(await startDelivery(ctx)));
  return services;
}
