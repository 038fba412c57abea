import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Service } from "../../../server/context";
import { auditLog, briefings } from "../../../server/db/schema";
import { startDelivery } from "../../../server/delivery";
import {
  createAdmin,
  createBriefing,
  createUser,
  type TestUser,
  timeFarFromNow,
} from "../../support/factories";
import { as, createTestApp, type TestApp } from "../../support/test-app";
import { type FixtureFeedServer, startFixtureFeedServer } from "../../support/fixture-feed-server";
import { waitFor } from "../../support/wait-for";
import { emptyCatalogueFile } from "../delivery/helpers";

let t: TestApp;
let admin: TestUser;
let person: TestUser;
let services: Service[] = [];
let feeds: FixtureFeedServer;

beforeAll(async () => {
  feeds = await startFixtureFeedServer();
  t = await createTestApp({
    SOURCES_FILE: emptyCatalogueFile(),
    SOURCE_ALLOWLIST: "127.0.0.1",
    FEED_REFRESH_MINUTES: "0",
  });
  admin = await createAdmin(t.ctx, { email: "operator@example.test" });
  person = await createUser(t.ctx, { email: "reader@example.test" });
  services = await startDelivery(t.ctx, { tickMs: 50, pollMs: 20, retryBaseMs: 20 });
});
afterAll(async () => {
  for (const s of services) await s.stop();
  await t?.close();
  await feeds?.close();
});

async function deliverNow(briefingId: string) {
  await t.ctx.db
    .update(briefings)
    .set({ nextSendAt: new Date(Date.now() - 1000) })
    .where(eq(briefings.id, briefingId));
}

const ADMIN_API = [
  ["GET", "/api/admin/overview"],
  ["GET", "/api/admin/users?q=a"],
  ["GET", "/api/admin/briefings"],
  ["GET", "/api/admin/deliveries?failed=1"],
  ["GET", "/api/admin/feeds"],
  ["GET", "/api/admin/audit"],
  ["POST", "/api/admin/deliveries/8e1b0c7e-0000-4000-8000-000000000001/retry"],
  ["GET", "/api/admin/no-such-thing"],
] as const;

describe("operator API", () => {
  it("does not exist for a visitor or a signed-in person: 404 everywhere, nothing written", async () => {
    for (const who of [null, person]) {
      for (const [method, path] of ADMIN_API) {
        const res = await as(t, who)(path, { method });
        expect(res.status, `${method} ${path}`).toBe(404);
        expect(await res.json()).toEqual({ error: { message: "Not found", code: "not_found" } });
      }
    }
    expect(await t.ctx.db.select().from(auditLog)).toHaveLength(0);
  });

  it("an admin finds people and briefings, sees a failed delivery with its reason, retries it, and it goes out", async () => {
    const { briefing } = await createBriefing(t.ctx, person, {
      name: "Rejected morning",
      times: [timeFarFromNow()],
      timezone: "UTC",
      topic: `quantum computing and AI from ${feeds.url}/feeds/tech.xml`,
    });
    const api = as(t, admin);

    const users = await (await api("/api/admin/users?q=READER@")).json();
    expect(users.users).toEqual([
      expect.objectContaining({ email: "reader@example.test", briefings: 1, role: "user" }),
    ]);
    const found = await (await api("/api/admin/briefings?q=rejected")).json();
    expect(found.briefings.map((b: { id: string }) => b.id)).toEqual([briefing.id]);
    // a search for "%" is the literal character, not "everything"
    expect((await (await api("/api/admin/users?q=%25")).json()).users).toEqual([]);

    t.sink.failNext(1, 550, "5.1.1 Mailbox unavailable");
    await deliverNow(briefing.id);
    let failed: { id: string; reason: string; status: string; briefingName: string } | undefined;
    await waitFor(async () => {
      const list = await (await api("/api/admin/deliveries?failed=1")).json();
      failed = list.deliveries[0];
      return !!failed;
    });
    expect(failed).toMatchObject({ status: "failed", briefingName: "Rejected morning" });
    expect(failed!.reason).toMatch(/550/);
    const overview = await (await api("/api/admin/overview")).json();
    expect(overview).toMatchObject({ users: 2, admins: 1, briefings: 1 });
    expect(overview.deliveries24h.failed).toBe(1);

    const retried = await api(`/api/admin/deliveries/${failed!.id}/retry`, { method: "POST" });
    expect(retried.status).toBe(200);
    const mail = await t.sink.nextEmail(person.email);
    expect(mail.headers["list-id"]).toContain('"Rejected morning"');
    await waitFor(async () => {
      const all = await (await api("/api/admin/deliveries")).json();
      return all.deliveries.find((d: { id: string }) => d.id === failed!.id)?.status === "sent";
    });

    // retrying what is not failed changes nothing
    const again = await api(`/api/admin/deliveries/${failed!.id}/retry`, { method: "POST" });
    expect(again.status).toBe(409);

    const audit = await (await api("/api/admin/audit")).json();
    expect(audit.entries).toEqual([
      expect.objectContaining({
        actorId: admin.id,
        actorEmail: "operator@example.test",
        action: "delivery.retry",
        targetType: "delivery",
        targetId: failed!.id,
        detail: expect.objectContaining({ briefingId: briefing.id, previousError: failed!.reason }),
      }),
    ]);
  });
});
