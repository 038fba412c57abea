import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { briefings, trialClaims, user } from "../../../server/db/schema";
import { briefingInput, createUser } from "../../support/factories";
import { as, createTestApp, type TestApp } from "../../support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PRICE_WEEKLY_CENTS: "100" });
});
afterAll(() => t?.close());

type Created = { outcome: string; checkout_url?: string; briefing: { id: string; status: string } };
const create = async (u: Parameters<typeof as>[1], over: Record<string, unknown> = {}) => {
  const res = await as(t, u)("/api/briefings", { method: "POST", json: briefingInput(over) });
  return {
    status: res.status,
    body: (await res.json()) as Created & { error?: { message: string; code: string } },
  };
};
const row = async (id: string) => (await t.ctx.db.select().from(briefings).where(eq(briefings.id, id)))[0];

describe("free trial", () => {
  it("is granted once per person, also after deleting the account and signing up again", async () => {
    const email = "Ann.Lee+news@GoogleMail.com";
    const first = await createUser(t.ctx, { email });
    const status0 = (await (await as(t, first)("/api/billing/status")).json()) as Record<string, unknown>;
    expect(status0).toMatchObject({
      trial_available: true,
      trial_used: false,
      has_active_subscription: false,
      is_admin: false,
    });

    const a = await create(first, { name: "One" });
    expect(a.body.outcome).toBe("trial");
    const b = await create(first, { name: "Two" });
    expect(b.body.outcome).toBe("checkout");
    // deleting the trial briefing does not give the trial back
    await as(t, first)(`/api/briefings/${a.body.briefing.id}`, { method: "DELETE" });
    await as(t, first)(`/api/briefings/${b.body.briefing.id}`, { method: "DELETE" });
    const c = await create(first, { name: "Three" });
    expect(c.body.outcome).toBe("checkout");
    const status1 = (await (await as(t, first)("/api/billing/status")).json()) as Record<string, unknown>;
    expect(status1).toMatchObject({ trial_available: false, trial_used: true });

    // account deleted (rows cascade), then the same person signs up again with a variant of the address
    await t.ctx.db.delete(user).where(eq(user.id, first.id));
    expect(await t.ctx.db.select().from(briefings).where(eq(briefings.userId, first.id))).toHaveLength(0);
    expect(
      await t.ctx.db.select().from(trialClaims).where(eq(trialClaims.emailNormalised, "annlee@gmail.com")),
    ).toHaveLength(1);
    const again = await createUser(t.ctx, { email: "annlee@gmail.com" });
    const d = await create(again, { name: "Back again" });
    expect(d.body.outcome).toBe("checkout");
    expect(d.body.briefing.status).toBe("pending_payment");
  });

  it("two racing first briefings get one trial", async () => {
    const u = await createUser(t.ctx);
    const results = await Promise.all([create(u, { name: "Race A" }), create(u, { name: "Race B" })]);
    const outcomes = results.map((r) => r.body.outcome).sort();
    expect(outcomes).toEqual(["checkout", "trial"]);
  });

  it("is not offered when the user already has an active briefing", async () => {
    const u = await createUser(t.ctx);
    await t.ctx.db.insert(briefings).values({
      userId: u.id,
      name: "Old free",
      email: u.email,
      frequency: "daily",
      times: ["08:00"],
      topic: "x",
      status: "free",
    });
    const s = (await (await as(t, u)("/api/billing/status")).json()) as Record<string, unknown>;
    expect(s).toMatchObject({ trial_used: false, has_active_subscription: true, trial_available: false });
    expect((await create(u, { name: "New" })).body.outcome).toBe("checkout");
  });

  it("admins create for free, without verification, trial or checkout", async () => {
    const admin = await createUser(t.ctx, { admin: true, verified: false });
    const r = await create(admin);
    expect(r.status).toBe(201);
    expect(r.body.outcome).toBe("free");
    expect(r.body.briefing.status).toBe("free");
    expect(await t.ctx.db.select().from(trialClaims).where(eq(trialClaims.userId, admin.id))).toHaveLength(0);
  });

  it("an unverified user cannot create (spec message) but may edit", async () => {
    const u = await createUser(t.ctx, { verified: false });
    const r = await create(u);
    expect(r.status).toBe(403);
    expect(r.body.error!.message).toBe(
      "Email verification required: Please verify your email address before creating subscriptions.",
    );
    expect(await t.ctx.db.select().from(briefings).where(eq(briefings.userId, u.id))).toHaveLength(0);
    const [b] = await t.ctx.db
      .insert(briefings)
      .values({
        userId: u.id,
        name: "Pre",
        email: u.email,
        frequency: "daily",
        times: ["08:00"],
        topic: "x",
        status: "trialing",
      })
      .returning();
    const upd = await as(t, u)(`/api/briefings/${b!.id}`, {
      method: "PUT",
      json: briefingInput({ name: "Edited" }),
    });
    expect(upd.status).toBe(200);
  });
});

describe("local checkout", () => {
  it("pays through the page served by Tidings, idempotently; only the owner sees it", async () => {
    const u = await createUser(t.ctx);
    await create(u, { name: "Trial" });
    const r = await create(u, { name: "Weekly paid", frequency: "once-week", day_of_week: "wednesday" });
    expect(r.body.outcome).toBe("checkout");
    const url = new URL(r.body.checkout_url!);
    expect(url.origin).toBe("http://localhost:3000");
    expect(url.pathname).toMatch(/^\/api\/billing\/local\/checkout\/lcs_/);

    const page = await as(t, u)(url.pathname);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Weekly paid");
    expect(html).toContain("$1.00 USD / month");
    expect(html).toContain("Pay $1.00");

    const stranger = await createUser(t.ctx);
    expect((await as(t, stranger)(url.pathname)).status).toBe(404);
    expect((await as(t, stranger)(`${url.pathname}/complete`, { method: "POST" })).status).toBe(404);
    expect((await as(t, null)(url.pathname)).status).toBe(303);
    expect((await row(r.body.briefing.id))!.status).toBe("pending_payment");

    const cross = await as(t, u)(`${url.pathname}/complete`, {
      method: "POST",
      headers: { origin: "https://evil.example" },
    });
    expect(cross.status).toBe(403);
    expect((await row(r.body.briefing.id))!.status).toBe("pending_payment");

    const paid = await as(t, u)(`${url.pathname}/complete`, { method: "POST" });
    expect(paid.status).toBe(303);
    expect(paid.headers.get("location")).toMatch(/^\/payment-success\?session_id=lcs_/);
    const after = (await row(r.body.briefing.id))!;
    expect(after.status).toBe("active");
    const days = (after.paidUntil!.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(27);
    expect(days).toBeLessThan(32);
    const subId = after.billingSubscriptionId;
    await as(t, u)(`${url.pathname}/complete`, { method: "POST" });
    expect((await row(r.body.briefing.id))!.billingSubscriptionId).toBe(subId);
    // paid: no second checkout
    const again = await as(t, u)(`/api/billing/briefings/${r.body.briefing.id}/checkout`, { method: "POST" });
    expect(again.status).toBe(409);
  });

  it("cancel leaves the briefing unpaid; a trial that ended can be paid from Manage", async () => {
    const u = await createUser(t.ctx);
    const trial = await create(u, { name: "Trial ending" });
    const second = await create(u, { name: "Unpaid" });
    const path = new URL(second.body.checkout_url!).pathname;
    const cancel = await as(t, u)(`${path}/cancel`, { method: "POST" });
    expect(cancel.headers.get("location")).toBe("/manage?checkout=canceled");
    expect((await row(second.body.briefing.id))!.status).toBe("pending_payment");
    expect((await as(t, u)(`${path}/complete`, { method: "POST" })).status).toBe(409);

    await t.ctx.db
      .update(briefings)
      .set({ trialEndsAt: new Date(Date.now() - 1000) })
      .where(eq(briefings.id, trial.body.briefing.id));
    const list = (await (await as(t, u)("/api/briefings")).json()) as {
      briefings: { id: string; billing: { kind: string; canPay: boolean; allowsSending: boolean } }[];
    };
    const ended = list.briefings.find((b) => b.id === trial.body.briefing.id)!;
    expect(ended.billing).toMatchObject({ kind: "trial_ended", canPay: true, allowsSending: false });
    const pay = await as(t, u)(`/api/billing/briefings/${ended.id}/checkout`, { method: "POST" });
    expect(pay.status).toBe(201);
    const { checkout_url } = (await pay.json()) as { checkout_url: string };
    await as(t, u)(`${new URL(checkout_url).pathname}/complete`, { method: "POST" });
    expect((await row(ended.id))!.status).toBe("active");
  });
});

describe("/account billing with the local checkout", () => {
  type Account = {
    provider: string;
    portal_available: boolean;
    briefings: Array<{
      id: string;
      name: string;
      price_cents: number;
      can_cancel_renewal: boolean;
      billing: { kind: string; label: string };
    }>;
    receipts: Array<{ id: string; briefing_name: string; amount_cents: number; url: string | null }>;
  };
  const account = async (u: Parameters<typeof as>[1]) =>
    (await (await as(t, u)("/api/billing/account")).json()) as Account;

  it("lists each briefing's plan, its receipts as pages only the owner opens, and cancels renewal once", async () => {
    const u = await createUser(t.ctx);
    const trial = await create(u, { name: "On trial" });
    const paid = await create(u, { name: "Paid weekly", frequency: "once-week", day_of_week: "friday" });
    const unpaid = await create(u, { name: "Never paid" });
    await as(t, u)(`${new URL(paid.body.checkout_url!).pathname}/complete`, { method: "POST" });

    const a = await account(u);
    expect(a).toMatchObject({ provider: "local", portal_available: false });
    const by = (name: string) => a.briefings.find((b) => b.name === name)!;
    expect(by("On trial")).toMatchObject({ billing: { kind: "trial" }, can_cancel_renewal: false });
    expect(by("Paid weekly")).toMatchObject({
      price_cents: 100,
      billing: { kind: "paid" },
      can_cancel_renewal: true,
    });
    expect(by("Never paid")).toMatchObject({
      billing: { kind: "awaiting_payment" },
      can_cancel_renewal: false,
    });
    expect(a.receipts).toHaveLength(1);
    expect(a.receipts[0]).toMatchObject({ briefing_name: "Paid weekly", amount_cents: 100 });

    const receipt = await as(t, u)(a.receipts[0]!.url!);
    expect(receipt.status).toBe(200);
    const html = await receipt.text();
    expect(html).toContain("Paid weekly");
    expect(html).toContain("$1.00 USD");
    const stranger = await createUser(t.ctx);
    expect((await as(t, stranger)(a.receipts[0]!.url!)).status).toBe(404);
    expect((await as(t, null)(a.receipts[0]!.url!)).status).toBe(303);
    expect((await account(stranger)).receipts).toEqual([]);

    // cancelling renewal: not for someone else, not for a trial or an unpaid briefing, twice is once
    const cancel = (who: Parameters<typeof as>[1], id: string) =>
      as(t, who)(`/api/billing/briefings/${id}/cancel-renewal`, { method: "POST" });
    expect((await cancel(stranger, paid.body.briefing.id)).status).toBe(404);
    expect((await cancel(u, "not-a-uuid")).status).toBe(404);
    expect((await cancel(u, trial.body.briefing.id)).status).toBe(409);
    expect((await cancel(u, unpaid.body.briefing.id)).status).toBe(409);
    const first = await cancel(u, paid.body.briefing.id);
    expect(first.status).toBe(200);
    const second = await cancel(u, paid.body.briefing.id);
    expect(await second.json()).toEqual(await first.json());
    const after = (await account(u)).briefings.find((b) => b.name === "Paid weekly")!;
    expect(after.billing.kind).toBe("canceling");
    expect(after.billing.label).toMatch(/will not renew/);
    expect(after.can_cancel_renewal).toBe(false);
    // it keeps sending until the paid period ends
    expect((await row(paid.body.briefing.id))!.status).toBe("active");
    // no portal without Stripe
    expect((await as(t, u)("/api/billing/portal", { method: "POST" })).status).toBe(409);
  });
});
