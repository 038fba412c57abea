import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isUniqueViolation } from "../../../server/briefings/dto";
import { type Database, openDatabase } from "../../../server/db/client";
import { openPgliteThread } from "../../../server/db/pglite-thread";
import { user } from "../../../server/db/schema";

const rows = async <T>(d: Database, q: ReturnType<typeof sql>) =>
  ((await d.db.execute(q)) as unknown as { rows: T[] }).rows;

// PGlite on its own thread (decision 049): the same behaviour as PGlite in-process, through Drizzle.
describe.skipIf(process.env.TEST_DB_KIND === "postgres")("PGlite on its own thread", () => {
  let d: Database;
  beforeAll(async () => {
    d = await openDatabase({ kind: "pglite", dir: "memory://" });
    await d.migrate();
  });
  afterAll(() => d.close());

  it("answers queries with Drizzle's types: timestamps as text, json as objects, numbers", async () => {
    const [r] = await rows<{ at: string; j: { a: number[] }; n: number }>(
      d,
      sql`select '2026-11-22 03:00:00+00'::timestamptz as at, '{"a":[1,2]}'::jsonb as j, 41 + 1 as n`,
    );
    expect(r).toEqual({ at: "2026-11-22 03:00:00+00", j: { a: [1, 2] }, n: 42 });
    await d.db.insert(user).values({ id: "u1", name: "Ada", email: "ada@example.test" });
    const [u] = await d.db.select().from(user);
    expect(u!.email).toBe("ada@example.test");
    expect(u!.createdAt).toBeInstanceOf(Date);
  });

  it("passes PostgreSQL's errors through with their code", async () => {
    const dup = d.db.insert(user).values({ id: "u2", name: "Ada again", email: "ada@example.test" });
    const err = await dup.then(
      () => null,
      (e: unknown) => e,
    );
    expect(isUniqueViolation(err)).toBe(true);
    await expect(d.db.execute(sql`select * from no_such_table`)).rejects.toThrow(/no_such_table/);
    // and the session is still usable
    expect(await rows<{ one: number }>(d, sql`select 1 as one`)).toEqual([{ one: 1 }]);
  });

  it("commits a transaction, and rolls one back when its callback throws", async () => {
    await d.db.transaction(async (tx) => {
      await tx.insert(user).values({ id: "t1", name: "Kept", email: "kept@example.test" });
    });
    await expect(
      d.db.transaction(async (tx) => {
        await tx.insert(user).values({ id: "t2", name: "Gone", email: "gone@example.test" });
        throw new Error("changed my mind");
      }),
    ).rejects.toThrow("changed my mind");
    const ids = (await d.db.select({ id: user.id }).from(user)).map((u) => u.id).sort();
    expect(ids).toEqual(["t1", "u1"]);
  });

  it("a query outside a transaction waits for it, and sees only its committed result", async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => {
      release = r;
    });
    const tx = d.db.transaction(async (t) => {
      await t.insert(user).values({ id: "t3", name: "Later", email: "later@example.test" });
      await gate;
    });
    // give the transaction time to begin and insert
    await new Promise((r) => setTimeout(r, 50));
    let seen: number | null = null;
    const outside = rows<{ n: number }>(d, sql`select count(*)::int as n from "user" where id = 't3'`).then(
      (r) => {
        seen = r[0]!.n;
      },
    );
    await new Promise((r) => setTimeout(r, 50));
    expect(seen).toBeNull();
    release();
    await tx;
    await outside;
    expect(seen).toBe(1);
  });

  it("runs concurrent queries from many callers without mixing their results", async () => {
    const got = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        rows<{ i: number }>(d, sql`select ${i}::int as i`).then((r) => r[0]!.i),
      ),
    );
    expect(got).toEqual(Array.from({ length: 200 }, (_, i) => i));
  });

  it("after close, calls fail with a clear error instead of hanging", async () => {
    const c = await openPgliteThread("memory://", {});
    expect((await c.query("select 2 as two")).rows).toEqual([{ two: 2 }]);
    await c.close();
    await expect(c.query("select 1")).rejects.toThrow(/PGlite thread/);
  });

  it("refuses a parser it cannot carry across threads", async () => {
    const c = await openPgliteThread("memory://", {});
    try {
      await expect(
        c.query("select 1", [], { parsers: { 23: (v: string) => Number(v) * 2 } }),
      ).rejects.toThrow(/identity parsers/);
    } finally {
      await c.close();
    }
  });
});
