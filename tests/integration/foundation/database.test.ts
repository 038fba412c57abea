import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../../server/db/client";
import { user } from "../../../server/db/schema";
import { createTestDatabase } from "../../support/test-db";

describe("database and migrations", () => {
  let d: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    d = await createTestDatabase();
  });
  afterAll(() => d.close());

  it("applies migrations idempotently", async () => {
    await d.migrate();
    await d.migrate();
    expect(await d.db.select().from(user)).toEqual([]);
  });

  it.runIf(process.env.TEST_DB_KIND === "postgres")(
    "migrates with a pool of one connection (the migration lock shares its connection)",
    async () => {
      const one = await openDatabase({ kind: "postgres", url: d.url!, poolSize: 1 });
      const outcome = await Promise.race([
        one.migrate().then(() => "migrated"),
        new Promise((r) => setTimeout(() => r("hung"), 15_000)),
      ]);
      await one.close();
      expect(outcome).toBe("migrated");
    },
  );

  it.runIf(process.env.TEST_DB_KIND === "postgres")("several processes may migrate at once", async () => {
    const pools = await Promise.all(
      [1, 2, 3].map(() => openDatabase({ kind: "postgres", url: d.url!, poolSize: 2 })),
    );
    await Promise.all(pools.map((p) => p.migrate()));
    await Promise.all(pools.map((p) => p.close()));
    expect(await d.db.select().from(user)).toEqual([]);
  });
});
