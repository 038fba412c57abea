import { api, readJson } from "~/lib/api";

/** Query keys and calls for the operator view (typed through the Hono RPC client). */
export const adminKeys = {
  overview: ["admin", "overview"] as const,
  users: (q: string) => ["admin", "users", q] as const,
  briefings: (q: string) => ["admin", "briefings", q] as const,
  deliveries: (failed: boolean) => ["admin", "deliveries", failed] as const,
  feeds: ["admin", "feeds"] as const,
  audit: ["admin", "audit"] as const,
};

export const adminApi = {
  overview: () => readJson(api.admin.overview.$get()),
  users: (q: string) => readJson(api.admin.users.$get({ query: { q } })).then((r) => r.users),
  briefings: (q: string) => readJson(api.admin.briefings.$get({ query: { q } })).then((r) => r.briefings),
  deliveries: (failed: boolean) =>
    readJson(api.admin.deliveries.$get({ query: { failed: failed ? "1" : "0" } })).then((r) => r.deliveries),
  feeds: () => readJson(api.admin.feeds.$get()).then((r) => r.feeds),
  audit: () => readJson(api.admin.audit.$get()).then((r) => r.entries),
  retry: (id: string) =>
    readJson(api.admin.deliveries[":id"].retry.$post({ param: { id } })).then((r) => r.delivery),
};

export type AdminDelivery = Awaited<ReturnType<typeof adminApi.deliveries>>[number];
