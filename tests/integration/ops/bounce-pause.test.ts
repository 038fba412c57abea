import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Service } from "../../../server/context";
import { briefings } from "../../../server/db/schema";
import { startDelivery } from "../../../server/delivery";
import { createBriefing, createUser, type TestUser, timeFarFromNow } from "../../support/factories";
import { type FixtureFeedServer, startFixtureFeedServer } from "../../support/fixture-feed-server";
import { as, createTestApp, type TestApp } from "../../support/test-app";
import { waitFor } from "../../support/wait-for";
import { emptyCatalogueFile } from "../delivery/helpers";

let t: TestApp;
let feeds: FixtureFeedServer;
let person: TestUser;
let services: Service[] = [];

beforeAll(async () => {
  feeds = await startFixtureFeedServer();
  t = await createTestApp({
    SOURCES_FILE: emptyCatalogueFile(),
    SOURCE_ALLOWLIST: "127.0.0.1",
    FEED_REFRESH_MINUTES: "0",
    BOUNCE_PAUSE_AFTER: "3",
  });
  person = await createUser(t.ctx, { email: "gone@example.test" });
  services = await startDelivery(t.ctx, { tickMs: 50, pollMs: 20, retryBaseMs: 20 });
});
afterAll(async () => {
  for (const s of services) await s.stop();
  await t?.close();
  await feeds?.close();
});

/** One scheduled slot of the briefing, now; resolves with how that delivery ended. */
async function oneSlot(briefingId: string): Promise<string> {
  const slot = new Date(Date.now() - 1000);
  await t.ctx.db.update(briefings).set({ nextSendAt: slot }).where(eq(briefings.id, briefingId));
  const last = await waitFor(async () => {
    const d = (await listed(briefingId)).last_delivery;
    return d && d.slot_at === slot.toISOString() && d.status !== "pending" ? d : null;
  }, 30_000);
  return last.status;
}

const row = async (id: string) => (await t.ctx.db.select().from(briefings).where(eq(briefings.id, id)))[0]!;
const listed = async (id: string) =>
  (await (await as(t, person)("/api/briefings")).json()).briefings.find((x: { id: string }) => x.id === id);

describe("bounce pause", () => {
  it("three refusals in a row switch the briefing off and /manage's data says why; switching it on clears it", async () => {
    const { briefing } = await createBriefing(t.ctx, person, {
      name: "Dead letters",
      times: [timeFarFromNow()],
      timezone: "UTC",
      topic: `quantum computing and AI from ${feeds.url}/feeds/tech.xml`,
    });
    // a refusal counts; a full mailbox (552: it may empty) and our own relay refusing us (535: not the
    // recipient's doing) fail the delivery but do not count
    const refuse = async (code: number, text: string) => {
      t.sink.failNext(1, code, text);
      expect(await oneSlot(briefing.id)).toBe("failed");
      return (await row(briefing.id)).bounceCount;
    };
    expect(await refuse(550, "5.1.1 User unknown")).toBe(1);
    expect(await refuse(552, "5.2.2 Mailbox full")).toBe(1);
    expect(await refuse(535, "5.7.8 Authentication failed")).toBe(1);
    expect((await row(briefing.id)).active).toBe(true);
    expect(await refuse(550, "5.1.1 User unknown")).toBe(2);
    expect(await refuse(550, "5.1.1 <gone@example.test>: User unknown")).toBe(3);
    const paused = await row(briefing.id);
    expect(paused).toMatchObject({ active: false, pauseReason: "bounced" });
    const dto = await listed(briefing.id);
    expect(dto.active).toBe(false);
    expect(dto.paused_by_system).toEqual({
      reason: "bounced",
      detail: expect.stringContaining("550 5.1.1 <gone@example.test>: User unknown"),
    });

    // the person switches it back on: the pause and the count are gone
    const on = await as(t, person)(`/api/briefings/${briefing.id}/active`, {
      method: "PUT",
      json: { active: true },
    });
    expect(on.status).toBe(200);
    expect((await on.json()).briefing.paused_by_system).toBeNull();
    expect(await row(briefing.id)).toMatchObject({ active: true, pauseReason: null, bounceCount: 0 });
  });
});
