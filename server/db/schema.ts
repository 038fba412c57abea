/**
 * The one Drizzle schema, one file per area under ./tables: accounts (better-auth tables + admin plugin
 * fields), briefings, delivery, billing, operations. Migrations are generated from this barrel into
 * ./migrations (`npm run db:generate -- --name <change>`) and applied at start-up.
 */
export * from "./tables/accounts";
export * from "./tables/billing";
export * from "./tables/briefings";
export * from "./tables/delivery";
export * from "./tables/operations";
