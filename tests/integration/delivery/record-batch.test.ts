/**
 * Group commit of "sent" (decision 016): markSentBatch and the recorder write exactly the rows this
 * worker still holds, each once, with the instant SMTP accepted it — and a batch written twice (a retry
 * after a failure whose outcome was unknown) neither loses nor duplicates a row. The crash case (a worker
 * killed while accepted rows wait for their batch) is in multiprocess.test.ts (PostgreSQL).
 */
import { randomUUID } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { briefings, deliveries, emailHistory } from "../../../server/db/schema";
import { markPrepared, markSentBatch } from "../../../server/delivery/ledger";
import { createRecorder } from "../../../server/delivery/worker";
import { createTestApp, type TestApp } from "../../support/test-app";
import { createBriefing, createUser } from "./helpers";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/**
 * a prepared row held by `worker` (as a claim leaves it), prepared the way the engine prepares: the MIME
 * message on the ledger row, the history row written hidden (markPrepared)
 */
async function preparedRow(briefingId: string, slotAt: Date, worker: string | null, kind = "scheduled") {
  const id = randomUUID();
  await t.ctx.db.insert(deliveries).values({
    id,
    briefingId,
    slotAt,
    kind: kind as "scheduled",
    status: "pending",
    runAfter: slotAt,
    messageId: `<delivery-${id}@test>`,
    lockedBy: "preparer",
    lockedUntil: new Date(Date.now() + 60_000),
  });
  const saved = await markPrepared(t.ctx.db, {
    id,
    workerId: "preparer",
    row: { status: "pending", slotAt },
    release: false,
    prepared: {
      subject: `Subject ${id}`,
      html: `<p>HTML ${id} ${"é".repeat(3000)}</p>`,
      text: `Text ${id}`,
      headers: {},
      itemKeys: [],
      nothingNew: false,
      picks: [],
      coverage: { checked: 1, failed: 0, merged: 0 },
      summariser: "offline",
      raw: `Subject: Subject ${id}\r\n\r\nbody`,
      to: "someone@example.test",
    },
  });
  expect(saved).toBe(true);
  await t.ctx.db
    .update(deliveries)
    .set({
      lockedBy: worker,
      lockedUntil: worker ? new Date(Date.now() + 60_000) : null,
      sendStartedAt: new Date(),
    })
    .where(eq(deliveries.id, id));
  return id;
}

async function briefing() {
  const u = await createUser(t.ctx);
  return createBriefing(t.ctx, u.id, u.email);
}

describe("group commit of sent rows", () => {
  it("records exactly the rows the worker holds, once each, with their own send instants", async () => {
    const a = await briefing();
    const b = await briefing();
    const slot1 = new Date("2026-11-20T07:00:00Z");
    const slot2 = new Date("2026-11-21T07:00:00Z");
    const mine = [
      await preparedRow(a.id, slot1, "w1"),
      await preparedRow(a.id, slot2, "w1"), // two slots of one briefing in one batch
      await preparedRow(b.id, slot1, "w1"),
      await preparedRow(b.id, slot2, "w1", "test"),
    ];
    const taken = await preparedRow(b.id, new Date("2026-11-19T07:00:00Z"), "w2"); // lease lost to w2
    const at = (i: number) => new Date(Date.parse("2026-11-21T07:00:01.000Z") + i * 7);
    const batch = [...mine, taken].map((id, i) => ({ id, sentAt: at(i) }));

    const done = await markSentBatch(t.ctx.db, { workerId: "w1", batch });
    expect([...done].sort()).toEqual([...mine].sort());

    const rows = await t.ctx.db
      .select()
      .from(deliveries)
      .where(inArray(deliveries.id, [...mine, taken]));
    for (const [i, id] of mine.entries()) {
      const r = rows.find((x) => x.id === id)!;
      expect(r).toMatchObject({ status: "sent", lockedBy: null, lockedUntil: null });
      expect(r.sentAt!.getTime()).toBe(at(i).getTime());
      const h = await t.ctx.db.select().from(emailHistory).where(eq(emailHistory.id, r.historyId));
      expect(h).toHaveLength(1);
      expect(h[0]).toMatchObject({
        subject: `Subject ${id}`,
        textContent: `Text ${id}`,
        isTest: r.kind === "test",
        hidden: false,
      });
      expect(h[0]!.emailContent).toBe(`<p>HTML ${id} ${"é".repeat(3000)}</p>`);
      expect(h[0]!.sentAt.getTime()).toBe(at(i).getTime());
    }
    const takenRow = rows.find((x) => x.id === taken)!;
    expect(takenRow).toMatchObject({ status: "prepared", lockedBy: "w2" });
    // its history row stays hidden until w2 records it
    const [takenHistory] = await t.ctx.db
      .select()
      .from(emailHistory)
      .where(eq(emailHistory.id, takenRow.historyId));
    expect(takenHistory).toMatchObject({ hidden: true, subject: `Subject ${taken}` });
    // last_sent_at: the latest scheduled slot of each briefing in the batch (a test email does not count)
    const [ba] = await t.ctx.db.select().from(briefings).where(eq(briefings.id, a.id));
    const [bb] = await t.ctx.db.select().from(briefings).where(eq(briefings.id, b.id));
    expect(ba!.lastSentAt!.getTime()).toBe(slot2.getTime());
    expect(bb!.lastSentAt!.getTime()).toBe(slot1.getTime());

    // the same batch again (its first outcome unknown to the caller): nothing recorded twice
    expect((await markSentBatch(t.ctx.db, { workerId: "w1", batch })).size).toBe(0);
    const hist = await t.ctx.db
      .select()
      .from(emailHistory)
      .where(inArray(emailHistory.briefingId, [a.id, b.id]));
    expect(hist.filter((h) => !h.hidden)).toHaveLength(4);
    expect(hist.filter((h) => h.hidden)).toHaveLength(1); // the row w2 holds
  });

  it("the recorder batches concurrent records, answers each, and flushes on demand", async () => {
    const list = await Promise.all(Array.from({ length: 25 }, () => briefing()));
    const ids = await Promise.all(list.map((b) => preparedRow(b.id, new Date(), "w3")));
    const stray = await preparedRow(list[0]!.id, new Date(Date.now() - 60_000), null); // nobody's: not recorded
    const recorder = createRecorder({ db: t.ctx.db, workerId: "w3", delayMs: 5, maxBatch: 10 });
    const results = Promise.all([...ids, stray].map((id) => recorder.record(id, new Date())));
    await recorder.flush();
    expect(await results).toEqual([...ids.map(() => true), false]);
    const sent = await t.ctx.db.select().from(deliveries).where(inArray(deliveries.id, ids));
    expect(sent.every((r) => r.status === "sent")).toBe(true);
    const hist = await t.ctx.db
      .select()
      .from(emailHistory)
      .where(
        inArray(
          emailHistory.id,
          sent.map((r) => r.historyId),
        ),
      );
    expect(hist).toHaveLength(25);
  });
});
