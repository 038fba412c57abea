import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { cancelAllBillingForUser } from "../../../server/billing/cancel-billing";
import { deleteAccount } from "../../../server/accounts/delete-account";
import { briefings, checkoutSessions, user } from "../../../server/db/schema";
import { startStripeStub, type StripeStub } from "../../support/stripe-stub-server";
import { briefingInput, createUser, type TestUser } from "../../support/factories";
import { as, createTestApp, type TestApp } from "../../support/test-app";

let stub: StripeStub;
let t: TestApp;
let u: TestUser;
const WEBHOOK = "/api/billing/stripe/webhook";

beforeAll(async () => {
  stub = await startStripeStub();
  t = await createTestApp({
    STRIPE_SECRET_KEY: stub.secretKey,
    STRIPE_WEBHOOK_SECRET: stub.webhookSecret,
    STRIPE_API_BASE: stub.url,
    PRICE_DAILY_CENTS: "200",
    PRICE_WEEKLY_CENTS: "100",
  });
  u = await createUser(t.ctx);
  // use up the trial so new briefings go to checkout
  const first = await as(t, u)("/api/briefings", {
    method: "POST",
    json: briefingInput({ name: "Trial one" }),
  });
  expect(((await first.json()) as { outcome: string }).outcome).toBe("trial");
});
afterAll(async () => {
  await t?.close();
  await stub?.close();
});

const fetcher = (url: string, init: RequestInit) => t.request(url, init);
const deliver = (event: Record<string, unknown>, o?: Parameters<StripeStub["deliver"]>[3]) =>
  stub.deliver(fetcher, WEBHOOK, event, o);
const row = async (id: string) => (await t.ctx.db.select().from(briefings).where(eq(briefings.id, id)))[0]!;

let n = 0;
/** A briefing waiting in checkout, and its Stripe Checkout Session. */
async function pendingBriefing(frequency: "daily" | "once-week" = "daily") {
  const res = await as(t, u)("/api/briefings", {
    method: "POST",
    json: briefingInput({
      name: `Paid ${++n}`,
      frequency,
      day_of_week: frequency === "once-week" ? "monday" : null,
    }),
  });
  expect(res.status).toBe(201);
  const body = (await res.json()) as {
    outcome: string;
    checkout_url: string;
    briefing: { id: string; status: string };
  };
  expect(body.outcome).toBe("checkout");
  expect(body.briefing.status).toBe("pending_payment");
  const sessionId = body.checkout_url.split("/pay/")[1]!;
  return { id: body.briefing.id, url: body.checkout_url, sessionId, session: stub.sessions.get(sessionId)! };
}

beforeEach(() => {
  stub.failNext = 0;
});

describe("Stripe checkout", () => {
  it("creates a subscription-mode Checkout Session per briefing, priced by frequency", async () => {
    const daily = await pendingBriefing("daily");
    expect(daily.url.startsWith(stub.url)).toBe(true);
    const req = stub.requests.find(
      (r) => r.path === "/v1/checkout/sessions" && r.body.client_reference_id === daily.id,
    )!;
    expect(req.body).toMatchObject({
      mode: "subscription",
      customer_email: u.email,
      metadata: { briefingId: daily.id, userId: u.id },
      subscription_data: { metadata: { briefingId: daily.id } },
      line_items: [
        {
          quantity: "1",
          price_data: { currency: "usd", unit_amount: "200", recurring: { interval: "month" } },
        },
      ],
    });
    expect(String(req.body.success_url)).toBe(
      "http://localhost:3000/payment-success?session_id={CHECKOUT_SESSION_ID}",
    );
    const weekly = await pendingBriefing("once-week");
    const wreq = stub.requests.find(
      (r) => r.path === "/v1/checkout/sessions" && r.body.client_reference_id === weekly.id,
    )!;
    expect(
      (wreq.body.line_items as { price_data: { unit_amount: string } }[])[0]!.price_data.unit_amount,
    ).toBe("100");
    const [cs] = await t.ctx.db
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.id, weekly.sessionId));
    expect(cs).toMatchObject({ provider: "stripe", status: "open", amountCents: 100, userId: u.id });
  });

  it("withdraws the new briefing when Stripe cannot create the session", async () => {
    stub.failNext = 10;
    const res = await as(t, u)("/api/briefings", {
      method: "POST",
      json: briefingInput({ name: "Never made" }),
    });
    expect(res.status).toBe(502);
    expect(((await res.json()) as { error: { message: string } }).error.message).toMatch(
      /payment page could not be opened/,
    );
    const rows = await t.ctx.db.select().from(briefings).where(eq(briefings.name, "Never made"));
    expect(rows).toHaveLength(0);
  });
});

describe("Stripe webhook", () => {
  it("rejects a missing, forged, re-signed-with-another-secret, tampered or stale signature and changes nothing", async () => {
    const b = await pendingBriefing();
    stub.completeSession(b.sessionId);
    const ev = stub.event("checkout.session.completed", stub.sessions.get(b.sessionId));
    const bad = [
      await deliver(ev, { signature: null }),
      await deliver(ev, { signature: "t=1,v1=deadbeef" }),
      await deliver(ev, { secret: "whsec_someone_else" }),
      await deliver(ev, { tamper: true }),
      await deliver(ev, { timestamp: Math.floor(Date.now() / 1000) - 301 }),
    ];
    for (const res of bad) {
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe("invalid_signature");
    }
    expect((await row(b.id)).status).toBe("pending_payment");
    // within the tolerance (299 s old) it is accepted
    const ok = await deliver(ev, { timestamp: Math.floor(Date.now() / 1000) - 299 });
    expect(ok.status).toBe(200);
    expect((await row(b.id)).status).toBe("active");
  });

  it("activates only on the verified completed event, with the paid period from Stripe", async () => {
    const b = await pendingBriefing();
    const sub = stub.completeSession(b.sessionId, { periodDays: 30 });
    // the user is back on /payment-success, but nothing is paid until the event arrives
    expect((await row(b.id)).status).toBe("pending_payment");
    const res = await deliver(stub.event("checkout.session.completed", stub.sessions.get(b.sessionId)));
    expect(await res.json()).toEqual({ received: true, result: "applied" });
    const r = await row(b.id);
    expect(r.status).toBe("active");
    expect(r.billingSubscriptionId).toBe(sub.id);
    expect(r.paidUntil!.getTime()).toBe(sub.items.data[0]!.current_period_end * 1000);
    const [cs] = await t.ctx.db.select().from(checkoutSessions).where(eq(checkoutSessions.id, b.sessionId));
    expect(cs!.status).toBe("complete");
  });

  it("applies a duplicate event once", async () => {
    const b = await pendingBriefing();
    const sub = stub.completeSession(b.sessionId);
    const ev = stub.event("checkout.session.completed", stub.sessions.get(b.sessionId));
    expect(((await (await deliver(ev)).json()) as { result: string }).result).toBe("applied");
    // Stripe's state moves on; a re-delivery of the old event must not re-apply anything
    await t.ctx.db
      .update(briefings)
      .set({ paidUntil: new Date("2030-01-01T00:00:00Z") })
      .where(eq(briefings.id, b.id));
    stub.updateSubscription(sub.id, { status: "past_due" });
    const again = await deliver(ev);
    expect(again.status).toBe(200);
    expect(((await again.json()) as { result: string }).result).toBe("duplicate");
    const r = await row(b.id);
    expect(r.status).toBe("active");
    expect(r.paidUntil!.toISOString()).toBe("2030-01-01T00:00:00.000Z");
  });

  it("ends right when events arrive out of order", async () => {
    // subscription.updated (active) arrives AFTER subscription.deleted: the briefing stays canceled
    const b = await pendingBriefing();
    const sub = stub.completeSession(b.sessionId);
    const activeSnapshot = { ...sub };
    const updatedEv = stub.event("customer.subscription.updated", activeSnapshot, {
      created: Math.floor(Date.now() / 1000) - 60,
    });
    await deliver(stub.event("checkout.session.completed", stub.sessions.get(b.sessionId)));
    stub.updateSubscription(sub.id, { status: "canceled", ended_at: Math.floor(Date.now() / 1000) });
    await deliver(stub.event("customer.subscription.deleted", stub.subscriptions.get(sub.id)));
    expect((await row(b.id)).status).toBe("canceled");
    await deliver(updatedEv); // late, stale
    expect((await row(b.id)).status).toBe("canceled");

    // subscription.created arrives BEFORE checkout.session.completed: activated once, same end state
    const c = await pendingBriefing();
    const sub2 = stub.completeSession(c.sessionId);
    const created = await deliver(stub.event("customer.subscription.created", sub2));
    expect(((await created.json()) as { result: string }).result).toBe("applied");
    expect((await row(c.id)).status).toBe("active");
    await deliver(stub.event("checkout.session.completed", stub.sessions.get(c.sessionId)));
    const r = await row(c.id);
    expect(r).toMatchObject({ status: "active", billingSubscriptionId: sub2.id });
  });

  it("a failed renewal makes the briefing past due (grace, then paused) and a later payment restores it", async () => {
    const b = await pendingBriefing();
    const sub = stub.completeSession(b.sessionId);
    await deliver(stub.event("checkout.session.completed", stub.sessions.get(b.sessionId)));
    const start = Math.floor(Date.now() / 1000) - 10 * 86_400; // renewal was due 10 days ago
    stub.updateSubscription(sub.id, {
      status: "past_due",
      periodStart: start,
      periodEnd: start + 30 * 86_400,
    });
    const invoice = {
      id: "in_1",
      object: "invoice",
      parent: { type: "subscription_details", subscription_details: { subscription: sub.id } },
    };
    await deliver(stub.event("invoice.payment_failed", invoice));
    const res = await as(t, u)(`/api/briefings/${b.id}`);
    const dto = (
      (await res.json()) as {
        briefing: { status: string; billing: { kind: string; allowsSending: boolean; canPay: boolean } };
      }
    ).briefing;
    expect(dto.status).toBe("past_due");
    expect(dto.billing).toMatchObject({ kind: "payment_failed", allowsSending: false, canPay: true });
    stub.updateSubscription(sub.id, { status: "active" });
    await deliver(stub.event("invoice.paid", invoice));
    expect((await row(b.id)).status).toBe("active");
  });

  it("deleting a paid briefing cancels its Stripe subscription at period end", async () => {
    const b = await pendingBriefing();
    const sub = stub.completeSession(b.sessionId);
    await deliver(stub.event("checkout.session.completed", stub.sessions.get(b.sessionId)));
    stub.failNext = 10;
    const failed = await as(t, u)(`/api/briefings/${b.id}`, { method: "DELETE" });
    expect(failed.status).toBe(502);
    expect(await row(b.id)).toBeDefined(); // nothing deleted while still billed
    stub.failNext = 0;
    const del = await as(t, u)(`/api/briefings/${b.id}`, { method: "DELETE" });
    expect(del.status).toBe(200);
    expect(stub.subscriptions.get(sub.id)).toMatchObject({ cancel_at_period_end: true, status: "active" });
  });

  it("account deletion hook: cancelAllBillingForUser stops every paid subscription at period end", async () => {
    const b = await pendingBriefing();
    const sub = stub.completeSession(b.sessionId);
    await deliver(stub.event("checkout.session.completed", stub.sessions.get(b.sessionId)));
    await cancelAllBillingForUser(t.ctx, u.id);
    expect(stub.subscriptions.get(sub.id)).toMatchObject({ cancel_at_period_end: true, status: "active" });
  });

  it("a checkout completed for a briefing deleted meanwhile cancels the new subscription", async () => {
    const b = await pendingBriefing();
    await as(t, u)(`/api/briefings/${b.id}`, { method: "DELETE" });
    const sub = stub.completeSession(b.sessionId);
    const res = await deliver(stub.event("checkout.session.completed", stub.sessions.get(b.sessionId)));
    expect(((await res.json()) as { result: string }).result).toBe("ignored");
    expect(stub.subscriptions.get(sub.id)!.status).toBe("canceled");
  });

  it("ignores events it does not use, and an expired session leaves the briefing unpaid", async () => {
    const b = await pendingBriefing();
    const res = await deliver(stub.event("customer.created", { id: "cus_1", object: "customer" }));
    expect(((await res.json()) as { result: string }).result).toBe("ignored");
    await deliver(
      stub.event("checkout.session.expired", { ...stub.sessions.get(b.sessionId), status: "expired" }),
    );
    const [cs] = await t.ctx.db.select().from(checkoutSessions).where(eq(checkoutSessions.id, b.sessionId));
    expect(cs!.status).toBe("expired");
    expect((await row(b.id)).status).toBe("pending_payment");
  });
});

describe("account deletion with a paid briefing", () => {
  it("cancels the Stripe subscription before deleting, and deletes nothing while Stripe is unreachable", async () => {
    const v = await createUser(t.ctx);
    const trial = await as(t, v)("/api/briefings", {
      method: "POST",
      json: briefingInput({ name: "V trial" }),
    });
    expect(((await trial.json()) as { outcome: string }).outcome).toBe("trial");
    const res = await as(t, v)("/api/briefings", { method: "POST", json: briefingInput({ name: "V paid" }) });
    const body = (await res.json()) as { checkout_url: string; briefing: { id: string } };
    const sessionId = body.checkout_url.split("/pay/")[1]!;
    const sub = stub.completeSession(sessionId);
    await deliver(stub.event("checkout.session.completed", stub.sessions.get(sessionId)));
    expect((await row(body.briefing.id)).status).toBe("active");

    stub.failNext = 10;
    await expect(deleteAccount(t.ctx, v.id)).rejects.toThrow();
    const [still] = await t.ctx.db.select().from(user).where(eq(user.id, v.id));
    expect(still).toBeDefined();
    expect(await row(body.briefing.id)).toBeDefined();
    expect(stub.subscriptions.get(sub.id)).toMatchObject({ cancel_at_period_end: false });

    stub.failNext = 0;
    expect(await deleteAccount(t.ctx, v.id)).toBe(true);
    expect(stub.subscriptions.get(sub.id)).toMatchObject({ cancel_at_period_end: true });
    expect(await t.ctx.db.select().from(user).where(eq(user.id, v.id))).toHaveLength(0);
    expect(await t.ctx.db.select().from(briefings).where(eq(briefings.userId, v.id))).toHaveLength(0);
  });
});

describe("/account billing with Stripe", () => {
  it("cancels renewal at Stripe first, then shows 'will not renew'; the portal opens for the customer", async () => {
    const b = await pendingBriefing();
    const sub = stub.completeSession(b.sessionId);
    await deliver(stub.event("checkout.session.completed", stub.sessions.get(b.sessionId)));
    const before = (await (await as(t, u)("/api/billing/account")).json()) as {
      portal_available: boolean;
      briefings: Array<{ id: string; can_cancel_renewal: boolean; billing: { kind: string } }>;
      receipts: Array<{ url: string | null }>;
    };
    expect(before.portal_available).toBe(true);
    expect(before.briefings.find((x) => x.id === b.id)).toMatchObject({
      can_cancel_renewal: true,
      billing: { kind: "paid" },
    });
    // Stripe's receipts are in its portal, not pages of ours
    expect(before.receipts.every((r) => r.url === null)).toBe(true);

    // Stripe cannot be reached: nothing changes here, and the person is told
    stub.failNext = 3;
    const failed = await as(t, u)(`/api/billing/briefings/${b.id}/cancel-renewal`, { method: "POST" });
    expect(failed.status).toBeGreaterThanOrEqual(500);
    expect((await row(b.id)).cancelAtPeriodEnd).toBe(false);
    stub.failNext = 0;

    const res = await as(t, u)(`/api/billing/briefings/${b.id}/cancel-renewal`, { method: "POST" });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { billing: { kind: string } }).billing.kind).toBe("canceling");
    expect(stub.subscriptions.get(sub.id)!.cancel_at_period_end).toBe(true);
    expect((await row(b.id)).status).toBe("active");

    const portal = await as(t, u)("/api/billing/portal", { method: "POST" });
    expect(portal.status).toBe(200);
    const { url } = (await portal.json()) as { url: string };
    expect(url).toContain(`${stub.url}/portal/`);
    expect(url).toContain(`customer=${sub.customer}`);
    expect(stub.requests.at(-1)!.body).toMatchObject({ return_url: expect.stringMatching(/\/account$/) });
  });
});
