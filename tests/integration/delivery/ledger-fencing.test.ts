/**
 * Fenced writes (decisions 010, 060): every transition of a held row names its holder, so a worker whose
 * lease ran out and was taken over by another changes nothing — not the row, not its history row — while
 * the holder's own transitions go through.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deliveries, emailHistory } from "../../../server/db/schema";
import * as ledger from "../../../server/delivery/ledger";
import type { Prepared } from "../../../server/delivery/pipeline";
import { createTestApp, type TestApp } from "../../support/test-app";
import { createBriefing, createUser } from "./helpers";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const prepared = (subject: string): Prepared => ({
  subject,
  html: `<p>${subject}</p>`,
  text: subject,
  headers: {},
  itemKeys: ["k1"],
  nothingNew: false,
  picks: [],
  coverage: { checked: 1, failed: 0, merged: 0 },
  summariser: "offline",
  raw: `Subject: ${subject}\r\n\r\nbody`,
  to: "someone@example.test",
});

/** a due pending row of a new briefing, claimed by `holder` the way a pool claims it */
async function heldRow(holder: string) {
  const u = await createUser(t.ctx);
  const b = await createBriefing(t.ctx, u.id, u.email);
  const slotAt = new Date(Date.now() - 1000);
  const id = randomUUID();
  await t.ctx.db.insert(deliveries).values({
    id,
    briefingId: b.id,
    slotAt,
    status: "pending",
    runAfter: slotAt,
    messageId: `<delivery-${id}@test>`,
  });
  const claimed = await ledger.claim(t.ctx.db, {
    workerId: holder,
    limits: { send: 0, prepare: 10 },
    leaseMs: 60_000,
  });
  const item = claimed.find((c) => c.row.id === id);
  expect(item).toBeDefined();
  return item!.row;
}

const rowOf = async (id: string) =>
  (await t.ctx.db.select().from(deliveries).where(eq(deliveries.id, id)))[0]!;

describe("fenced transitions", () => {
  it("a worker that no longer holds the row changes nothing; the holder's transitions go through", async () => {
    const row = await heldRow("holder");
    const stale = { id: row.id, workerId: "stale" };
    const before = await rowOf(row.id);
    expect(before).toMatchObject({ status: "pending", lockedBy: "holder", attempts: 1 });

    expect(
      await ledger.markPrepared(t.ctx.db, { ...stale, row, prepared: prepared("stale"), release: false }),
    ).toBe(false);
    await ledger.markSkipped(t.ctx.db, { ...stale, reason: "stale skip" });
    await ledger.markFailed(t.ctx.db, { ...stale, reason: "stale failure" });
    await ledger.scheduleRetry(t.ctx.db, { ...stale, reason: "stale retry", retryInMs: 60_000 });
    await ledger.release(t.ctx.db, { workerId: "stale", ids: [row.id] });
    expect(await rowOf(row.id)).toEqual(before);
    expect(await t.ctx.db.select().from(emailHistory).where(eq(emailHistory.id, row.historyId))).toEqual([]);

    // the holder prepares (history row written hidden) and is the only one who may start and record the send
    const held = { id: row.id, workerId: "holder" };
    expect(
      await ledger.markPrepared(t.ctx.db, { ...held, row, prepared: prepared("mine"), release: false }),
    ).toBe(true);
    expect(await ledger.beginSend(t.ctx.db, { ...stale, leaseMs: 60_000 })).toBe(false);
    expect(await ledger.beginSend(t.ctx.db, { ...held, leaseMs: 60_000 })).toBe(true);
    expect(await ledger.markSent(t.ctx.db, { ...stale, sentAt: new Date() })).toBe(false);
    expect(await ledger.markSent(t.ctx.db, { ...held, sentAt: new Date() })).toBe(true);
    expect(await rowOf(row.id)).toMatchObject({ status: "sent", lockedBy: null, raw: null });
    const [h] = await t.ctx.db.select().from(emailHistory).where(eq(emailHistory.id, row.historyId));
    expect(h).toMatchObject({ subject: "mine", hidden: false });
  });

  it("a held row that ends without sending takes its hidden history row with it", async () => {
    const row = await heldRow("holder2");
    const held = { id: row.id, workerId: "holder2" };
    await ledger.markPrepared(t.ctx.db, { ...held, row, prepared: prepared("hidden"), release: false });
    expect(await t.ctx.db.select().from(emailHistory).where(eq(emailHistory.id, row.historyId))).toHaveLength(
      1,
    );
    await ledger.markFailed(t.ctx.db, { ...held, reason: "550 Mailbox unavailable" });
    expect(await rowOf(row.id)).toMatchObject({
      status: "failed",
      lastError: "550 Mailbox unavailable",
      raw: null,
    });
    expect(await t.ctx.db.select().from(emailHistory).where(eq(emailHistory.id, row.historyId))).toEqual([]);
  });
});
