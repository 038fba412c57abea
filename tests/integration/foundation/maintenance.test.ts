/**
 * PGlite's housekeeping (decision 052): PGlite has no autovacuum, so Tidings vacuums it every hour, at a
 * moment when no email is due. Without it the space of every cleared message and every old row version
 * stays taken and the database files only grow.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "../../../server/db/client";
import { startPgliteMaintenance } from "../../../server/db/maintenance";
import { query } from "../../../server/db/query";
import { briefings, deliveries, user } from "../../../server/db/schema";
import { nothingDueWithin } from "../../../server/delivery";
import type { Logger } from "../../../server/log";
import { waitFor } from "../../support/wait-for";

function capturingLogger() {
  const lines: string[] = [];
  const log: Logger = {
    debug: () => {},
    info: (m) => lines.push(m),
    warn: (m) => lines.push(m),
    error: (m) => lines.push(m),
    child: () => log,
  };
  return { log, lines };
}

/** a composed message of ~`kb` KB that does not compress (as stored since 0006 it would not be anyway) */
const message = (i: number, kb: number) =>
  Array.from({ length: kb * 16 }, (_, j) =>
    `${i}-${j}-${Math.random().toString(36).slice(2)}`.padEnd(64, "x"),
  )
    .join("\r\n")
    .slice(0, kb * 1024);

describe.skipIf(process.env.TEST_DB_KIND === "postgres")("PGlite's housekeeping", () => {
  let d: Database;
  const isQuiet = (ms: number) => nothingDueWithin(d.db, ms);
  let briefingId: string;
  beforeAll(async () => {
    d = await openDatabase({ kind: "pglite", dir: "memory://" });
    await d.migrate();
    await d.db.insert(user).values({ id: "u1", name: "U", email: "u1@example.test" });
    const [b] = await d.db
      .insert(briefings)
      .values({
        userId: "u1",
        name: "B",
        email: "u1@example.test",
        frequency: "daily",
        times: ["07:00"],
        topic: "x",
      })
      .returning({ id: briefings.id });
    briefingId = b!.id;
  });
  afterAll(async () => {
    await d?.close();
  });

  let slot = Date.UTC(2026, 0, 1);
  /** `n` sent deliveries whose messages were stored and then cleared, as recording a sent email does */
  async function sendAndClear(n: number) {
    const ids: string[] = [];
    for (let i = 0; i < n; i++) {
      slot += 86_400_000;
      const [r] = await d.db
        .insert(deliveries)
        .values({
          briefingId,
          slotAt: new Date(slot),
          runAfter: new Date(slot),
          status: "prepared",
          messageId: `<m${slot}@x>`,
          raw: message(i, 24),
        })
        .returning({ id: deliveries.id });
      ids.push(r!.id);
    }
    await d.db.execute(
      sql`update deliveries set status = 'sent', raw = null where id = any(${`{${ids.join(",")}}`}::uuid[])`,
    );
  }
  const size = async () =>
    Number((await query<{ n: string }>(d.db, sql`select pg_total_relation_size('deliveries') as n`))[0]!.n);

  it("reuses the space of cleared messages once vacuumed; without it the files grow by every message", async () => {
    const n = 200; // 200 messages of 24 KB: 4.8 MB each round
    await sendAndClear(n);
    const first = await size();
    // not vacuumed: the next round's messages take new space
    await sendAndClear(n);
    const unvacuumed = await size();
    expect(unvacuumed - first).toBeGreaterThan(n * 24 * 1024 * 0.8);
    // what the housekeeping runs, at its first moment (no email due)
    const { log, lines } = capturingLogger();
    const service = startPgliteMaintenance(d.db, log, { isQuiet, firstRunMs: 0 });
    await waitFor(async () => lines.includes("database maintenance: vacuumed"), 20_000);
    await service.stop();
    await sendAndClear(n);
    const vacuumed = await size();
    expect(vacuumed - unvacuumed).toBeLessThan(n * 24 * 1024 * 0.2);
  });

  it("waits while an email is due soon, and runs once none is", async () => {
    const soon = new Date(Date.now() + 30_000);
    const [r] = await d.db
      .insert(deliveries)
      .values({ briefingId, slotAt: soon, runAfter: soon, status: "prepared", messageId: "<due@x>" })
      .returning({ id: deliveries.id });
    expect(await nothingDueWithin(d.db, 120_000)).toBe(false);
    const { log, lines } = capturingLogger();
    const service = startPgliteMaintenance(d.db, log, { isQuiet, firstRunMs: 0, retryMs: 30 });
    await new Promise((res) => setTimeout(res, 400));
    expect(lines).toEqual([]);
    await d.db.execute(sql`update deliveries set status = 'sent' where id = ${r!.id}::uuid`);
    expect(await nothingDueWithin(d.db, 120_000)).toBe(true);
    await waitFor(async () => lines.includes("database maintenance: vacuumed"), 20_000);
    await service.stop();
    // a pending row due for preparation whose slot is still far off does not hold it back
    const later = new Date(Date.now() + 3_600_000);
    await d.db.insert(deliveries).values({
      briefingId,
      slotAt: later,
      runAfter: new Date(Date.now() - 1000),
      status: "pending",
      messageId: "<later@x>",
    });
    expect(await nothingDueWithin(d.db, 120_000)).toBe(true);
  });

  it("runs anyway after the longest deferral", async () => {
    const now = new Date();
    await d.db
      .insert(deliveries)
      .values({ briefingId, slotAt: now, runAfter: now, status: "prepared", messageId: "<stuck@x>" });
    expect(await nothingDueWithin(d.db, 120_000)).toBe(false);
    const { log, lines } = capturingLogger();
    const service = startPgliteMaintenance(d.db, log, {
      isQuiet,
      firstRunMs: 0,
      retryMs: 30,
      maxDeferMs: 300,
    });
    await waitFor(async () => lines.includes("database maintenance: vacuumed"), 20_000);
    await service.stop();
  });
});
