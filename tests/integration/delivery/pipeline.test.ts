import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { pauseBillingNote } from "../../../common/billing-notes";
import { billingState } from "../../../common/briefings";
import { briefings, deliveries, emailHistory } from "../../../server/db/schema";
import { sendTestEmail as sendTest } from "../../../server/briefings/send-test-email";
import type { AppContext } from "../../../server/context";
import { latestActivity, recomputeNextSend } from "../../../server/delivery";
import { messageIdDomain, sweepUnscheduled, workerEnv } from "../../../server/delivery/engine";
import { schedulerTick } from "../../../server/delivery/scheduler";
import { startWorkerPool } from "../../../server/delivery/worker";
import { type FixtureFeedServer, startFixtureFeedServer } from "../../support/fixture-feed-server";
import { type OpenAiStub, startOpenAiStub } from "../../support/openai-stub-server";
import { createTestApp, type TestApp } from "../../support/test-app";
import { createBriefing, createUser, emptyCatalogueFile, getBriefing } from "./helpers";

const emptyCatalogue = emptyCatalogueFile();
const sendTestEmail = (ctx: AppContext, o: { userId: string; briefingId: string }) =>
  sendTest(ctx, o.userId, o.briefingId);

let t: TestApp;
let feeds: FixtureFeedServer;
let llm: OpenAiStub;

beforeAll(async () => {
  feeds = await startFixtureFeedServer();
  llm = await startOpenAiStub();
  t = await createTestApp({
    SOURCE_ALLOWLIST: "127.0.0.1",
    SOURCES_FILE: emptyCatalogue,
    FEED_REFRESH_MINUTES: "0",
  });
});
afterAll(async () => {
  await t?.close();
  await feeds?.close();
  await llm?.close();
});

const fast = { retryBaseMs: 30, leaseMs: 5_000, fetchTimeoutMs: 3_000 };

/** run scheduler + workers until the ledger has nothing claimable */
async function runOnce(extra: Partial<typeof fast> = {}) {
  await schedulerTick(t.ctx.db, {
    prepareLeadMs: 10 * 60_000,
    graceMs: 120 * 60_000,
    messageIdDomain: "tidings.localhost",
  });
  const pool = startWorkerPool(workerEnv(t.ctx, { ...fast, ...extra }), { concurrency: 4, pollMs: 20 });
  await pool.idle();
  await pool.stop();
  return pool.stats;
}

async function dueNow(id: string, msAgo = 1000) {
  await t.ctx.db
    .update(briefings)
    .set({ nextSendAt: new Date(Date.now() - msAgo) })
    .where(eq(briefings.id, id));
}

describe("test email (the same pipeline, now)", () => {
  it("a topic naming the fixture feed gets the matching items and not the off-topic ones; recorded as a test", async () => {
    const u = await createUser(t.ctx);
    const b = await createBriefing(t.ctx, u.id, u.email, {
      name: "Quantum & AI",
      topic: `AI and quantum computing news from ${feeds.url}/feeds/tech.xml, no crypto`,
      active: false, // a test email does not need the briefing to be on
    });
    const r = await sendTestEmail(t.ctx, { userId: u.id, briefingId: b.id });
    const mail = await t.sink.nextEmail(u.email);
    // the subject leads with the first story and counts the rest
    const lead = /^\[Test\] (.+) — and (\d+) more$/.exec(mail.subject);
    expect(lead, mail.subject).not.toBeNull();
    expect(mail.text).toContain(`1. ${lead![1]}`);
    expect(mail.text.match(/^\d+\. /gm)).toHaveLength(Number(lead![2]) + 1);
    expect(mail.html).toContain("Quantum computing startup demonstrates error-corrected qubits");
    expect(mail.html).toContain("Open-source AI model rivals proprietary systems");
    expect(mail.html).toContain("Robotics lab teaches machines");
    expect(mail.html).not.toMatch(/football|Gardening|Bitcoin/i);
    expect(mail.text).toContain("Quantum computing startup");
    expect(mail.headers["list-unsubscribe"]).toMatch(
      /^<http:\/\/localhost:3000\/api\/delivery\/unsubscribe\/[\w-]+>$/,
    );
    expect(mail.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
    const [row] = await t.ctx.db.select().from(deliveries).where(eq(deliveries.briefingId, b.id));
    expect(row).toMatchObject({ kind: "test", status: "sent", historyId: r.historyId });
    expect(mail.messageId).toBe(`<test-${row!.id}@${messageIdDomain(t.ctx.config.MAIL_FROM)}>`);
    const [h] = await t.ctx.db.select().from(emailHistory).where(eq(emailHistory.briefingId, b.id));
    expect(h).toMatchObject({ id: r.historyId, isTest: true, subject: mail.subject });
    expect(h!.emailContent).toContain("Quantum computing startup");
    // a test send is not a scheduled send: it is not counted for "never repeat"
    expect((await getBriefing(t.ctx, b.id)).lastSentAt).toBeNull();
  });

  it("refuses someone else's briefing and reports SMTP failure with the spec's message", async () => {
    const a = await createUser(t.ctx);
    const other = await createUser(t.ctx);
    const b = await createBriefing(t.ctx, a.id, a.email, { topic: `${feeds.url}/feeds/tech.xml` });
    await expect(sendTestEmail(t.ctx, { userId: other.id, briefingId: b.id })).rejects.toMatchObject({
      status: 404,
    });
    t.sink.failNext(1, 451);
    await expect(sendTestEmail(t.ctx, { userId: a.id, briefingId: b.id })).rejects.toThrow(
      "Failed to send test email. Check your API keys in settings.",
    );
    const rows = await t.ctx.db.select().from(deliveries).where(eq(deliveries.briefingId, b.id));
    expect(rows[0]).toMatchObject({ kind: "test", status: "failed" });
    expect(await t.ctx.db.select().from(emailHistory).where(eq(emailHistory.briefingId, b.id))).toHaveLength(
      0,
    );
  });
});

describe("scheduled delivery", () => {
  beforeEach(() => {
    feeds.setCustom("live", '<rss version="2.0"><channel><title>Live</title></channel></rss>');
  });

  it("a due briefing is sent once, recorded in history, and the next run does not repeat its items", async () => {
    const u = await createUser(t.ctx);
    const b = await createBriefing(t.ctx, u.id, u.email, {
      topic: `quantum computing and AI from ${feeds.url}/feeds/tech.xml`,
    });
    await dueNow(b.id);
    const s1 = await runOnce();
    expect(s1.sent).toBe(1);
    const mail = await t.sink.nextEmail(u.email);
    expect(mail.subject).not.toMatch(/Test/);
    expect(mail.html).toContain("Quantum computing startup");
    const hist = await t.ctx.db.select().from(emailHistory).where(eq(emailHistory.briefingId, b.id));
    expect(hist).toHaveLength(1);
    expect(hist[0]!.isTest).toBe(false);
    // what /history shows is what arrived
    expect(hist[0]!.emailContent.trim()).toBe(mail.html.replace(/\r\n/g, "\n").trim());
    expect(hist[0]!.subject).toBe(mail.subject);
    const after = await getBriefing(t.ctx, b.id);
    expect(after.lastSentAt).not.toBeNull();
    expect(after.nextSendAt!.getTime()).toBeGreaterThan(Date.now());
    const [d] = await t.ctx.db.select().from(deliveries).where(eq(deliveries.briefingId, b.id));
    expect(d).toMatchObject({ status: "sent", attempts: 1, historyId: hist[0]!.id });
    expect(mail.messageId).toBe(d!.messageId);

    // second run (a later slot): everything matching was already sent → skipped, no email
    await dueNow(b.id, 500);
    const s2 = await runOnce();
    expect(s2.skipped).toBe(1);
    expect(t.sink.messages.filter((m) => m.to.includes(u.email.toLowerCase()))).toHaveLength(1);
    expect(
      (await t.ctx.db.select().from(deliveries).where(eq(deliveries.briefingId, b.id)))
        .map((r) => r.status)
        .sort(),
    ).toEqual(["sent", "skipped"]);
    // what /manage can show: the latest scheduled delivery and why it was skipped
    const latest = (await latestActivity(t.ctx, [b.id])).get(b.id)?.outcome;
    expect(latest).toMatchObject({ status: "skipped", reason: "Nothing new matched" });
  });

  it("a new item on the next run is sent alone (no repeats)", async () => {
    const u = await createUser(t.ctx);
    const item = (id: string, title: string) =>
      `<item><title>${title}</title><link>https://live.example/${id}</link><guid>${id}</guid><pubDate>{{HOURS_AGO_1}}</pubDate><description>${title}. Researchers explained the energy result in detail.</description></item>`;
    feeds.setCustom(
      "live2",
      `<rss version="2.0"><channel><title>Live</title>${item("a", "Energy storage breakthrough")}</channel></rss>`,
    );
    const b = await createBriefing(t.ctx, u.id, u.email, { topic: `energy ${feeds.url}/custom/live2` });
    await dueNow(b.id);
    await runOnce();
    const m1 = await t.sink.nextEmail(u.email);
    expect(m1.html).toContain("Energy storage breakthrough");
    feeds.setCustom(
      "live2",
      `<rss version="2.0"><channel><title>Live</title>${item("a", "Energy storage breakthrough")}${item("b", "Energy prices fall sharply")}</channel></rss>`,
    );
    await dueNow(b.id, 400);
    await runOnce();
    const m2 = await t.sink.nextEmail(u.email);
    expect(m2.html).toContain("Energy prices fall sharply");
    expect(m2.html).not.toContain("Energy storage breakthrough");
  });

  it("a daily briefing's first edition carries the last two days, not older news", async () => {
    const u = await createUser(t.ctx);
    const item = (id: string, title: string, hoursAgo: number) =>
      `<item><title>${title}</title><link>https://live.example/${id}</link><guid>${id}</guid><pubDate>{{HOURS_AGO_${hoursAgo}}}</pubDate><description>${title}. Researchers explained the energy result in detail.</description></item>`;
    feeds.setCustom(
      "two-days",
      `<rss version="2.0"><channel><title>Energy desk</title>${item("e1", "Energy grid upgrade approved", 3)}${item("e2", "Energy storage plant opens", 40)}${item("e3", "Energy tariff review announced", 60)}</channel></rss>`,
    );
    const b = await createBriefing(t.ctx, u.id, u.email, { topic: `energy ${feeds.url}/custom/two-days` });
    await dueNow(b.id);
    await runOnce();
    const mail = await t.sink.nextEmail(u.email);
    expect(mail.html).toContain("Energy grid upgrade approved");
    // 40 hours old: yesterday's and the day before's news is still news to a new reader (decision 227)
    expect(mail.html).toContain("Energy storage plant opens");
    expect(mail.html).not.toContain("Energy tariff review announced");
  });

  it("SMTP down then up: delivered after retry with backoff, one email, one history row", async () => {
    const u = await createUser(t.ctx);
    const b = await createBriefing(t.ctx, u.id, u.email, { topic: `quantum ${feeds.url}/feeds/tech.xml` });
    await dueNow(b.id);
    t.sink.failNext(3, 421, "Service not available");
    await schedulerTick(t.ctx.db, { prepareLeadMs: 600_000, graceMs: 7_200_000, messageIdDomain: "x" });
    const pool = startWorkerPool(workerEnv(t.ctx, fast), { concurrency: 2, pollMs: 20 });
    const mail = await t.sink.nextEmail(u.email, { timeoutMs: 15_000 });
    await pool.idle();
    await pool.stop();
    expect(pool.stats.retry).toBe(3);
    expect(mail.html).toContain("Quantum computing startup");
    const [d] = await t.ctx.db.select().from(deliveries).where(eq(deliveries.briefingId, b.id));
    expect(d).toMatchObject({ status: "sent", attempts: 4 });
    expect(await t.ctx.db.select().from(emailHistory).where(eq(emailHistory.briefingId, b.id))).toHaveLength(
      1,
    );
    expect(t.sink.messages.filter((m) => m.to.includes(u.email.toLowerCase()))).toHaveLength(1);
  });

  it("a permanent SMTP error fails visibly (no retries, no history)", async () => {
    const u = await createUser(t.ctx);
    const b = await createBriefing(t.ctx, u.id, u.email, { topic: `quantum ${feeds.url}/feeds/tech.xml` });
    await dueNow(b.id);
    t.sink.failNext(1, 550, "Mailbox unavailable");
    const stats = await runOnce();
    expect(stats.failed).toBe(1);
    const [d] = await t.ctx.db.select().from(deliveries).where(eq(deliveries.briefingId, b.id));
    expect(d!.status).toBe("failed");
    expect(d!.lastError).toMatch(/Mailbox unavailable/);
    expect(await t.ctx.db.select().from(emailHistory).where(eq(emailHistory.briefingId, b.id))).toHaveLength(
      0,
    );
  });

  it("after downtime longer than the grace window the slot is skipped (no late flood); within it, sent once late", async () => {
    // the scheduler runs at an instant chosen here, so what is "within the grace window" (2 h) does not
    // depend on the time of day the test runs
    const now = new Date();
    const hhmm = (msAgo: number) => new Date(now.getTime() - msAgo).toISOString().slice(11, 16);
    const u = await createUser(t.ctx);
    // its slot today (or yesterday) was 30 minutes ago, and it was missed: sent once, late
    const late = await createBriefing(t.ctx, u.id, u.email, {
      topic: `quantum ${feeds.url}/feeds/tech.xml`,
      times: [hhmm(30 * 60_000)],
    });
    // the workers were down for 3 days; its daily slot was last due 3 hours ago: every missed slot is
    // older than the grace window, none is sent
    const old = await createBriefing(t.ctx, u.id, u.email, {
      topic: `quantum ${feeds.url}/feeds/tech.xml`,
      times: [hhmm(3 * 3_600_000)],
    });
    const lateSlot = new Date(Math.floor((now.getTime() - 30 * 60_000) / 60_000) * 60_000);
    await t.ctx.db.update(briefings).set({ nextSendAt: lateSlot }).where(eq(briefings.id, late.id));
    await t.ctx.db
      .update(briefings)
      .set({ nextSendAt: new Date(now.getTime() - 3 * 86_400_000) })
      .where(eq(briefings.id, old.id));
    const tick = await schedulerTick(t.ctx.db, {
      now,
      prepareLeadMs: 10 * 60_000,
      graceMs: 120 * 60_000,
      messageIdDomain: "tidings.localhost",
    });
    expect(tick.skippedSlots).toBeGreaterThanOrEqual(3);
    await runOnce();
    const rowsLate = await t.ctx.db.select().from(deliveries).where(eq(deliveries.briefingId, late.id));
    expect(rowsLate.map((r) => r.status)).toEqual(["sent"]);
    await t.sink.nextEmail(u.email);
    const rowsOld = await t.ctx.db.select().from(deliveries).where(eq(deliveries.briefingId, old.id));
    expect(rowsOld).toHaveLength(0);
    // its next slot is tomorrow's, 21 hours ahead
    expect((await getBriefing(t.ctx, old.id)).nextSendAt!.getTime()).toBeGreaterThan(now.getTime());
  });

  it("pausing recomputes (no next slot, pending rows cancelled); ineligible briefings never send", async () => {
    const u = await createUser(t.ctx);
    const b = await createBriefing(t.ctx, u.id, u.email, {
      topic: `quantum ${feeds.url}/feeds/tech.xml`,
      times: [new Date(Date.now() + 5 * 60_000).toISOString().slice(11, 16)],
    });
    expect(await recomputeNextSend(t.ctx, b.id)).not.toBeNull();
    await schedulerTick(t.ctx.db, { prepareLeadMs: 10 * 60_000, graceMs: 7_200_000, messageIdDomain: "x" });
    const [pending] = await t.ctx.db.select().from(deliveries).where(eq(deliveries.briefingId, b.id));
    expect(pending!.status).toBe("pending");
    await t.ctx.db.update(briefings).set({ active: false }).where(eq(briefings.id, b.id));
    expect(await recomputeNextSend(t.ctx, b.id)).toBeNull();
    const [cancelled] = await t.ctx.db.select().from(deliveries).where(eq(deliveries.briefingId, b.id));
    expect(cancelled!.status).toBe("skipped");
    // resumed before the slot: the same slot is prepared again
    await t.ctx.db.update(briefings).set({ active: true }).where(eq(briefings.id, b.id));
    await recomputeNextSend(t.ctx, b.id);
    const [revived] = await t.ctx.db.select().from(deliveries).where(eq(deliveries.briefingId, b.id));
    expect(revived!.status).toBe("pending");
    // trial over → not eligible
    const c = await createBriefing(t.ctx, u.id, u.email, {
      status: "trialing",
      trialEndsAt: new Date(Date.now() - 1000),
    });
    expect(await recomputeNextSend(t.ctx, c.id)).toBeNull();
    const d = await createBriefing(t.ctx, u.id, u.email, {
      status: "trialing",
      trialEndsAt: new Date(Date.now() + 86_400_000),
    });
    expect(await recomputeNextSend(t.ctx, d.id)).not.toBeNull();
    // a briefing that never got a slot (created while the engine was not running) is picked up at start
    const e = await createBriefing(t.ctx, u.id, u.email, {});
    expect((await getBriefing(t.ctx, e.id)).nextSendAt).toBeNull();
    expect(await sweepUnscheduled(t.ctx)).toBeGreaterThanOrEqual(1);
    expect((await getBriefing(t.ctx, e.id)).nextSendAt).not.toBeNull();
  });
});

describe("workers down past the grace window", () => {
  it("a prepared delivery first attempted more than the grace window late is skipped, not sent", async () => {
    const u = await createUser(t.ctx);
    const b = await createBriefing(t.ctx, u.id, u.email, { topic: `quantum ${feeds.url}/feeds/tech.xml` });
    const slot = new Date(Date.now() + 5 * 60_000);
    await t.ctx.db.update(briefings).set({ nextSendAt: slot }).where(eq(briefings.id, b.id));
    await runOnce(); // prepared ahead of the slot
    const [prepared] = await t.ctx.db.select().from(deliveries).where(eq(deliveries.briefingId, b.id));
    expect(prepared!.status).toBe("prepared");
    // … then the workers were down for 3 hours
    const past = new Date(Date.now() - 3 * 3_600_000);
    await t.ctx.db
      .update(deliveries)
      .set({ slotAt: past, runAfter: past })
      .where(eq(deliveries.id, prepared!.id));
    const stats = await runOnce();
    expect(stats.skipped).toBe(1);
    const [row] = await t.ctx.db.select().from(deliveries).where(eq(deliveries.id, prepared!.id));
    expect(row).toMatchObject({ status: "skipped", lastError: "Missed: more than the grace window late" });
    expect(t.sink.messages.filter((m) => m.to.includes(u.email.toLowerCase()))).toHaveLength(0);
  });
});

describe("LLM path against a local OpenAI-compatible server", () => {
  it("summaries come from the LLM and are cached: a second briefing on the same articles makes no new article calls", async () => {
    const t2 = await createTestApp({
      SOURCE_ALLOWLIST: "127.0.0.1",
      SOURCES_FILE: emptyCatalogue,
      LLM_BASE_URL: llm.baseURL,
      LLM_API_KEY: "sk-local",
      LLM_MODEL: "stub-1",
    });
    try {
      const u = await createUser(t2.ctx);
      const b1 = await createBriefing(t2.ctx, u.id, u.email, {
        topic: `quantum computing ${feeds.url}/feeds/tech.xml`,
      });
      const b2 = await createBriefing(t2.ctx, u.id, u.email, {
        topic: `error-corrected qubits ${feeds.url}/feeds/tech.xml`,
      });
      llm.calls.length = 0;
      await sendTestEmail(t2.ctx, { userId: u.id, briefingId: b1.id });
      const m1 = await t2.sink.nextEmail(u.email);
      expect(m1.html).toContain(
        "LLM summary: Quantum computing startup demonstrates error-corrected qubits.",
      );
      expect(m1.html).toContain("LLM intro");
      const articleCalls = () => llm.calls.filter((c) => /Headline:/.test(c.messages.at(-1)!.content)).length;
      const first = articleCalls();
      expect(first).toBeGreaterThan(0);
      await sendTestEmail(t2.ctx, { userId: u.id, briefingId: b2.id });
      const m2 = await t2.sink.nextEmail(u.email);
      expect(m2.html).toContain("LLM summary: Quantum computing startup");
      expect(articleCalls()).toBe(first);
      // LLM down → the offline summariser, and the email still goes out
      llm.mode = "error";
      await sendTestEmail(t2.ctx, {
        userId: u.id,
        briefingId: (
          await createBriefing(t2.ctx, u.id, u.email, { topic: `robots laundry ${feeds.url}/feeds/tech.xml` })
        ).id,
      });
      const m3 = await t2.sink.nextEmail(u.email);
      expect(m3.html).toContain("Researchers trained robots to fold laundry");
    } finally {
      llm.mode = "ok";
      await t2.close();
    }
  });
});

describe("HTTP: unsubscribe (RFC 8058) and view in browser", () => {
  it("GET only confirms; POST without cookies pauses; the signed view URL shows the stored copy", async () => {
    const u = await createUser(t.ctx);
    const b = await createBriefing(t.ctx, u.id, u.email, {
      name: "Evening <News>",
      topic: `quantum ${feeds.url}/feeds/tech.xml`,
    });
    await recomputeNextSend(t.ctx, b.id);
    const r = await sendTestEmail(t.ctx, { userId: u.id, briefingId: b.id });
    const mail = await t.sink.nextEmail(u.email);
    const unsub = /<([^>]+)>/.exec(mail.headers["list-unsubscribe"]!)![1]!;
    const path1 = new URL(unsub).pathname;
    const get = await t.request(path1);
    expect(get.status).toBe(200);
    const page = await get.text();
    expect(page).toContain("Evening &lt;News&gt;");
    expect(page).toContain('<form method="post">');
    expect((await getBriefing(t.ctx, b.id)).active).toBe(true);
    const post = await t.request(path1, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(post.status).toBe(200);
    const after = await getBriefing(t.ctx, b.id);
    expect(after.active).toBe(false);
    // both pages say what pausing does to billing (a paid briefing keeps renewing)
    const state = billingState(after);
    const note = pauseBillingNote(state.kind, state.until);
    expect(page).toContain(note);
    expect(await post.text()).toContain(note);
    expect(after.nextSendAt).toBeNull();
    expect((await t.request("/api/delivery/unsubscribe/nope", { method: "POST" })).status).toBe(404);

    const view = /href="(http:\/\/localhost:3000\/api\/delivery\/view\/[^"]+)"/
      .exec(mail.html)![1]!
      .replace(/&amp;/g, "&");
    const v = await t.request(new URL(view).pathname + new URL(view).search);
    expect(v.status).toBe(200);
    expect(v.headers.get("content-security-policy")).toMatch(/default-src 'none'/);
    expect(await v.text()).toContain("Quantum computing startup");
    expect(new URL(view).pathname).toBe(`/api/delivery/view/${r.historyId}`);
    const bad = await t.request(`/api/delivery/view/${r.historyId}?sig=AAAA`);
    expect(bad.status).toBe(404);
    const rows = await t.ctx.db
      .select()
      .from(emailHistory)
      .where(and(eq(emailHistory.briefingId, b.id)));
    expect(rows).toHaveLength(1);
  });

  it("the test-email endpoint needs a session", async () => {
    const res = await t.request("/api/briefings/00000000-0000-0000-0000-000000000000/test-email", {
      method: "POST",
    });
    expect(res.status).toBe(401);
  });
});
