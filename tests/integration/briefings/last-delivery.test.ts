import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BriefingDto } from "../../../common/briefings";
import { deliveries, emailHistory } from "../../../server/db/schema";
import { briefingInput, createUser, type TestUser } from "../../support/factories";
import { as, createTestApp, type TestApp } from "../../support/test-app";

/** /manage says what happened to the last scheduled briefing, so one that did not arrive explains itself. */
describe("the latest delivery outcome on the list", () => {
  let t: TestApp;
  let a: TestUser;
  let id: string;
  const list = async (u: TestUser) =>
    ((await (await as(t, u)("/api/briefings")).json()) as { briefings: BriefingDto[] }).briefings;
  const ledger = (status: "sent" | "skipped" | "failed" | "pending", daysAgo: number, extra = {}) =>
    t.ctx.db.insert(deliveries).values({
      briefingId: id,
      slotAt: new Date(Date.now() - daysAgo * 86_400_000),
      status,
      runAfter: new Date(),
      messageId: `<${randomUUID()}@test>`,
      ...extra,
    });

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_MAX: "1000" });
    a = await createUser(t.ctx);
    const res = await as(t, a)("/api/briefings", {
      method: "POST",
      json: briefingInput({ name: "Daily AI" }),
    });
    id = ((await res.json()) as { briefing: { id: string } }).briefing.id;
  });
  afterAll(() => t.close());

  it("is empty before anything was delivered", async () => {
    const [b] = await list(a);
    expect(b!.last_delivery).toBeNull();
  });

  it("shows the newest finished run with its reason; runs still ahead do not hide it", async () => {
    await ledger("sent", 3, { sentAt: new Date(Date.now() - 3 * 86_400_000) });
    await ledger("skipped", 2, { lastError: "Nothing new matched" });
    await ledger("pending", -1);
    const [b] = await list(a);
    expect(b!.last_delivery).toMatchObject({ status: "skipped", reason: "Nothing new matched" });
    await ledger("failed", 1, { lastError: "550 Mailbox unavailable" });
    expect((await list(a))[0]!.last_delivery).toMatchObject({
      status: "failed",
      reason: "550 Mailbox unavailable",
    });
  });

  it("names the newest email that went out (the dashboard's link), never one still held back", async () => {
    expect((await list(a))[0]!.latest_email).toBeNull();
    const day = 86_400_000;
    const [older] = await t.ctx.db
      .insert(emailHistory)
      .values({
        briefingId: id,
        subject: "Monday notes",
        emailContent: "<p>m</p>",
        sentAt: new Date(Date.now() - 2 * day),
      })
      .returning();
    const [newer] = await t.ctx.db
      .insert(emailHistory)
      .values({
        briefingId: id,
        subject: "Test run",
        emailContent: "<p>t</p>",
        isTest: true,
        sentAt: new Date(Date.now() - day),
      })
      .returning();
    // prepared for a slot ahead: hidden until it is sent (decision 048)
    await t.ctx.db.insert(emailHistory).values({
      briefingId: id,
      subject: "Not yet",
      emailContent: "<p>n</p>",
      hidden: true,
      sentAt: new Date(),
    });
    expect(older).toBeDefined();
    expect((await list(a))[0]!.latest_email).toEqual({
      id: newer!.id,
      subject: "Test run",
      sent_at: newer!.sentAt.toISOString(),
      is_test: true,
    });
  });

  it("another user sees none of it", async () => {
    const b = await createUser(t.ctx);
    expect(await list(b)).toEqual([]);
  });
});
