import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { openDatabase } from "../../../server/db/client";
import { query } from "../../../server/db/query";
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

  // a parent's delete (retention, a deleted briefing) cascades by the foreign key, and a row set written
  // again is found by it: without an index each is a scan of the whole child table (decision 148)
  it("every foreign key is the leading column of an index", async () => {
    const unindexed = await query<{ child: string; column: string }>(
      d.db,
      sql`select c.conrelid::regclass::text as child, a.attname as column
          from pg_constraint c
          join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
          where c.contype = 'f' and c.connamespace = 'public'::regnamespace
            and not exists (select 1 from pg_index i where i.indrelid = c.conrelid and i.indkey[0] = c.conkey[1])`,
    );
    expect(unindexed).toEqual([]);
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
