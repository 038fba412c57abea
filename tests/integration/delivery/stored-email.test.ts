/**
 * Where a prepared email lives (decision 048): the composed MIME message on the ledger row, the history row
 * written at prepare time, hidden — not in /history, not viewable — and revealed when the email is sent;
 * gone when the delivery ends otherwise (skipped, failed, cancelled); the composed message cleared once the
 * delivery has ended (decision 052); rewritten when the slot is prepared
 * again; and a briefing whose address changed since preparation gets the stored email composed again.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getHistory } from "../../../server/briefings/get-history";
import { briefings, deliveries, emailHistory, user } from "../../../server/db/schema";
import { recomputeNextSend } from "../../../server/delivery";
import { workerEnv } from "../../../server/delivery/engine";
import { viewUrl } from "../../../server/delivery/links";
import { schedulerTick } from "../../../server/delivery/scheduler";
import { startWorkerPool } from "../../../server/delivery/worker";
import { type FixtureFeedServer, startFixtureFeedServer } from "../../support/fixture-feed-server";
import { createTestApp, type TestApp } from "../../support/test-app";
import { createBriefing, createUser, emptyCatalogueFile } from "./helpers";

const emptyCatalogue = emptyCatalogueFile();

let t: TestApp;
let feeds: FixtureFeedServer;

beforeAll(async () => {
  feeds = await startFixtureFeedServer();
  t = await createTestApp({ SOURCE_ALLOWLIST: "127.0.0.1", SOURCES_FILE: emptyCatalogue });
});
afterAll(async () => {
  await t?.close();
  await feeds?.close();
});

const fast = { retryBaseMs: 30, leaseMs: 10_000, fetchTimeoutMs: 3_000 };

async function runPool() {
  await schedulerTick(t.ctx.db, { prepareLeadMs: 10 * 60_000, graceMs: 7_200_000, messageIdDomain: "x" });
  const pool = startWorkerPool(workerEnv(t.ctx, fast), { concurrency: 4, pollMs: 20 });
  await pool.idle();
  await pool.stop();
  return pool.stats;
}

/** a briefing on the fixture tech feed whose slot is `inMs` away */
async function briefingDueIn(inMs: number, name: string) {
  const u = await createUser(t.ctx);
  const b = await createBriefing(t.ctx, u.id, u.email, {
    name,
    topic: `quantum computing from ${feeds.url}/feeds/tech.xml`,
  });
  await t.ctx.db
    .update(briefings)
    .set({ nextSendAt: new Date(Date.now() + inMs) })
    .where(eq(briefings.id, b.id));
  return { b, u };
}

async function rowOf(briefingId: string) {
  const rows = await t.ctx.db.select().from(deliveries).where(eq(deliveries.briefingId, briefingId));
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

const historyOf = (briefingId: string) =>
  t.ctx.db.select().from(emailHistory).where(eq(emailHistory.briefingId, briefingId));

/** the slot arrives (moved to now instead of waiting) */
async function slotArrives(id: string) {
  const now = new Date(Date.now() - 500);
  await t.ctx.db.update(deliveries).set({ slotAt: now, runAfter: now }).where(eq(deliveries.id, id));
}

describe("the stored email", () => {
  it("is hidden from /history and the view link until sent, then shown once, exactly as sent", async () => {
    const { b, u } = await briefingDueIn(5 * 60_000, "Hidden until sent");
    expect(await runPool()).toMatchObject({ prepared: 1 });
    const row = await rowOf(b.id);
    expect(row).toMatchObject({ status: "prepared", recipient: u.email, nothingNew: false });
    expect(row.raw).toContain(`Message-ID: ${row.messageId}`);
    expect(row.content).not.toHaveProperty("html");
    const [hidden] = await historyOf(b.id);
    expect(hidden).toMatchObject({ id: row.historyId, hidden: true, isTest: false });
    expect((await getHistory(t.ctx, u.id, b.name)).emails).toEqual([]);
    const view = new URL(viewUrl(t.ctx.config.APP_URL, t.ctx.config.AUTH_SECRET, row.historyId));
    expect((await t.request(view.pathname + view.search)).status).toBe(404);

    await slotArrives(row.id);
    expect(await runPool()).toMatchObject({ sent: 1 });
    const mail = await t.sink.nextEmail(u.email);
    const h = await getHistory(t.ctx, u.id, b.name);
    expect(h.emails).toHaveLength(1);
    expect(h.emails[0]).toMatchObject({ id: row.historyId, subject: mail.subject, is_test: false });
    expect(mail.html).toContain("Quantum computing startup");
    expect(h.emails[0]!.email_content).toContain("Quantum computing startup");
    const sent = await rowOf(b.id);
    expect(new Date(h.emails[0]!.sent_at).getTime()).toBe(sent.sentAt!.getTime());
    // the composed message is not kept once it has gone out (decision 052); the history row holds the email
    expect(sent.raw).toBeNull();
    expect((await t.request(view.pathname + view.search)).status).toBe(200);
  });

  it("a briefing whose address changed since preparation gets the stored email at the new address", async () => {
    const { b, u } = await briefingDueIn(5 * 60_000, "Moved address");
    await runPool();
    const row = await rowOf(b.id);
    expect(row.recipient).toBe(u.email);
    const [stored] = await historyOf(b.id);
    const newEmail = `moved-${u.email}`;
    await t.ctx.db.update(user).set({ email: newEmail }).where(eq(user.id, u.id));
    await t.ctx.db.update(briefings).set({ email: newEmail }).where(eq(briefings.id, b.id));
    await slotArrives(row.id);
    expect(await runPool()).toMatchObject({ sent: 1 });
    const mail = await t.sink.nextEmail(newEmail);
    expect(mail.to).toEqual([newEmail.toLowerCase()]);
    expect(mail.subject).toBe(stored!.subject);
    expect(mail.messageId).toBe(row.messageId);
    expect(mail.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
    expect(t.sink.emailsTo(u.email)).toHaveLength(0);
    const hist = await historyOf(b.id);
    expect(hist).toHaveLength(1);
    expect(hist[0]).toMatchObject({ hidden: false, subject: stored!.subject });
  });

  it("paused and resumed before the slot: prepared again, one hidden row rewritten, one email", async () => {
    // its real next slot is a few minutes away (recomputing must find the same slot again)
    const u = await createUser(t.ctx);
    const b = await createBriefing(t.ctx, u.id, u.email, {
      name: "Paused and resumed",
      topic: `quantum computing from ${feeds.url}/feeds/tech.xml`,
      times: [new Date(Date.now() + 5 * 60_000).toISOString().slice(11, 16)],
    });
    expect(await recomputeNextSend(t.ctx, b.id)).not.toBeNull();
    await runPool();
    const first = await rowOf(b.id);
    expect(await historyOf(b.id)).toHaveLength(1);
    // paused: the prepared slot is cancelled and its hidden history row goes with it
    await t.ctx.db.update(briefings).set({ active: false }).where(eq(briefings.id, b.id));
    await recomputeNextSend(t.ctx, b.id);
    expect(await rowOf(b.id)).toMatchObject({ status: "skipped", raw: null });
    expect(await historyOf(b.id)).toEqual([]);
    // resumed before the slot, with a new name: the slot is prepared again
    await t.ctx.db.update(briefings).set({ active: true, name: "Resumed" }).where(eq(briefings.id, b.id));
    await recomputeNextSend(t.ctx, b.id);
    const revived = await rowOf(b.id);
    expect(revived).toMatchObject({ status: "pending", raw: null, recipient: null });
    await runPool();
    const again = await rowOf(b.id);
    expect(again.status).toBe("prepared");
    expect(again.historyId).toBe(first.historyId);
    const hidden = await historyOf(b.id);
    expect(hidden).toHaveLength(1);
    // prepared again under the new name (the subject leads with the story, the text with the name)
    expect(hidden[0]!.textContent.split("\n")[0]).toBe("Resumed");
    await slotArrives(again.id);
    await runPool();
    const mail = await t.sink.nextEmail(u.email);
    expect(mail.subject).toBe(hidden[0]!.subject);
    expect(await historyOf(b.id)).toMatchObject([{ hidden: false, subject: mail.subject }]);
  });

  it("a delivery that ends without sending leaves no history row (grace window missed; permanent failure)", async () => {
    const { b: missed } = await briefingDueIn(5 * 60_000, "Missed");
    const { b: refused, u: refusedUser } = await briefingDueIn(5 * 60_000, "Refused");
    await runPool();
    expect(await historyOf(missed.id)).toHaveLength(1);
    expect(await historyOf(refused.id)).toHaveLength(1);
    const past = new Date(Date.now() - 3 * 3_600_000);
    const m = await rowOf(missed.id);
    await t.ctx.db.update(deliveries).set({ slotAt: past, runAfter: past }).where(eq(deliveries.id, m.id));
    await runPool();
    expect(await rowOf(missed.id)).toMatchObject({ status: "skipped", raw: null });
    expect(await historyOf(missed.id)).toEqual([]);

    await slotArrives((await rowOf(refused.id)).id);
    t.sink.failNext(1, 550, "Mailbox unavailable");
    expect(await runPool()).toMatchObject({ failed: 1 });
    expect(await rowOf(refused.id)).toMatchObject({ status: "failed", raw: null });
    expect(await historyOf(refused.id)).toEqual([]);
    expect(t.sink.emailsTo(refusedUser.email)).toHaveLength(0);
  });
});
