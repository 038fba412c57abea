/**
 * A local HTTP server speaking the subset of Stripe's API that Tidings uses, standing in for the
 * unreachable api.stripe.com (the real `stripe` SDK talks to it through STRIPE_API_BASE):
 *
 *   POST   /v1/checkout/sessions        (form-encoded, Idempotency-Key honoured)
 *   GET    /v1/checkout/sessions/:id
 *   GET    /v1/subscriptions/:id
 *   POST   /v1/subscriptions/:id        (cancel_at_period_end, metadata)
 *   DELETE /v1/subscriptions/:id        (cancel now)
 *   POST   /v1/billing_portal/sessions  (customer, return_url)
 *
 * Requests need `Authorization: Bearer <secretKey>`. Test controls (not HTTP): complete a session
 * (creates an active subscription), change a subscription, build events and deliver them to a
 * webhook signed with the real SDK's test-header helper.
 */
import { randomBytes } from "node:crypto";
import * as http from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";

type Json = Record<string, unknown>;

export interface StubSubscription {
  id: string;
  object: "subscription";
  status:
    | "active"
    | "trialing"
    | "past_due"
    | "unpaid"
    | "canceled"
    | "incomplete"
    | "incomplete_expired"
    | "paused";
  metadata: Record<string, string>;
  cancel_at_period_end: boolean;
  cancel_at: number | null;
  canceled_at: number | null;
  ended_at: number | null;
  created: number;
  customer: string;
  items: {
    object: "list";
    data: {
      id: string;
      object: "subscription_item";
      current_period_start: number;
      current_period_end: number;
    }[];
  };
}

export interface StripeStub {
  url: string;
  secretKey: string;
  webhookSecret: string;
  sessions: Map<string, Json>;
  subscriptions: Map<string, StubSubscription>;
  /** Every API request received: method, path, parsed form body. */
  requests: { method: string; path: string; body: Json }[];
  /** Answer the next N API requests with HTTP 500. */
  failNext: number;
  completeSession(id: string, opts?: { periodDays?: number }): StubSubscription;
  updateSubscription(
    id: string,
    patch: Partial<StubSubscription> & { periodStart?: number; periodEnd?: number },
  ): StubSubscription;
  event(type: string, object: unknown, opts?: { id?: string; created?: number }): Json;
  /** POSTs the event to a webhook with a valid (or deliberately broken) signature. */
  deliver(
    fetcher: (url: string, init: RequestInit) => Promise<Response>,
    webhookUrl: string,
    event: Json,
    opts?: { secret?: string; timestamp?: number; signature?: string | null; tamper?: boolean },
  ): Promise<Response>;
  close(): Promise<void>;
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString("hex")}`;
const now = () => Math.floor(Date.now() / 1000);

/** Stripe's form encoding: a[b][0][c]=v → {a:{b:[{c:v}]}}. */
export function parseStripeForm(body: string): Json {
  const out: Json = {};
  for (const [rawKey, value] of new URLSearchParams(body)) {
    const keys = rawKey.replace(/\]/g, "").split("[");
    let cur: Record<string, unknown> | unknown[] = out;
    keys.forEach((k, i) => {
      const last = i === keys.length - 1;
      const nextIsIndex = !last && /^\d+$/.test(keys[i + 1]!);
      const slot = k as unknown as number & string;
      if (last) {
        (cur as Record<string, unknown>)[slot] = value;
      } else {
        (cur as Record<string, unknown>)[slot] ??= nextIsIndex ? [] : {};
        cur = (cur as Record<string, unknown>)[slot] as Record<string, unknown>;
      }
    });
  }
  return out;
}

export async function startStripeStub(
  opts: { secretKey?: string; webhookSecret?: string } = {},
): Promise<StripeStub> {
  const secretKey = opts.secretKey ?? "sk_test_tidings_stub";
  const webhookSecret = opts.webhookSecret ?? "whsec_tidings_stub_secret";
  const idempotent = new Map<string, string>();
  const signer = new Stripe(secretKey);

  const send = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { "content-type": "application/json", "request-id": id("req") });
    res.end(JSON.stringify(body));
  };
  const missing = (res: http.ServerResponse, what: string) =>
    send(res, 404, {
      error: { type: "invalid_request_error", code: "resource_missing", message: `No such ${what}` },
    });

  const stub: StripeStub = {
    url: "",
    secretKey,
    webhookSecret,
    sessions: new Map(),
    subscriptions: new Map(),
    requests: [],
    failNext: 0,

    completeSession(sessionId, o = {}) {
      const s = stub.sessions.get(sessionId);
      if (!s) throw new Error(`no session ${sessionId}`);
      const start = now();
      const subData = (s.subscription_data ?? {}) as {
        metadata?: Record<string, string>;
        trial_end?: string;
      };
      const trialEnd = subData.trial_end ? Number(subData.trial_end) : null;
      const sub: StubSubscription = {
        id: id("sub"),
        object: "subscription",
        status: trialEnd ? "trialing" : "active",
        metadata: subData.metadata ?? {},
        cancel_at_period_end: false,
        cancel_at: null,
        canceled_at: null,
        ended_at: null,
        created: start,
        customer: id("cus"),
        items: {
          object: "list",
          data: [
            {
              id: id("si"),
              object: "subscription_item",
              current_period_start: start,
              current_period_end: trialEnd ?? start + (o.periodDays ?? 30) * 86_400,
            },
          ],
        },
      };
      stub.subscriptions.set(sub.id, sub);
      Object.assign(s, {
        status: "complete",
        payment_status: "paid",
        subscription: sub.id,
        customer: sub.customer,
      });
      return sub;
    },

    updateSubscription(subId, patch) {
      const sub = stub.subscriptions.get(subId);
      if (!sub) throw new Error(`no subscription ${subId}`);
      const { periodStart, periodEnd, ...rest } = patch;
      Object.assign(sub, rest);
      if (periodStart !== undefined) sub.items.data[0]!.current_period_start = periodStart;
      if (periodEnd !== undefined) sub.items.data[0]!.current_period_end = periodEnd;
      return sub;
    },

    event(type, object, o = {}) {
      return {
        id: o.id ?? id("evt"),
        object: "event",
        api_version: "2026-10-28.endive",
        created: o.created ?? now(),
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        type,
        data: { object: JSON.parse(JSON.stringify(object)) },
      };
    },

    async deliver(fetcher, webhookUrl, event, o = {}) {
      const payload = JSON.stringify(event);
      const signature =
        o.signature !== undefined
          ? o.signature
          : signer.webhooks.generateTestHeaderString({
              payload,
              secret: o.secret ?? webhookSecret,
              timestamp: o.timestamp ?? now(),
            });
      const body = o.tamper ? payload.replace('"livemode":false', '"livemode":true') : payload;
      return fetcher(webhookUrl, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          ...(signature ? { "stripe-signature": signature } : {}),
        },
        body,
      });
    },

    close: async () => {},
  };

  const server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (c) => {
      raw += c;
    });
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://stub");
      const body = req.headers["content-type"]?.includes("application/x-www-form-urlencoded")
        ? parseStripeForm(raw)
        : {};
      stub.requests.push({ method: req.method ?? "GET", path: url.pathname, body });
      if (req.headers.authorization !== `Bearer ${secretKey}`) {
        return send(res, 401, {
          error: { type: "invalid_request_error", message: "Invalid API Key provided" },
        });
      }
      if (stub.failNext > 0) {
        stub.failNext--;
        return send(res, 500, { error: { type: "api_error", message: "Stub failure" } });
      }
      const key = req.headers["idempotency-key"];
      if (req.method === "POST" && typeof key === "string" && idempotent.has(key)) {
        const prev = stub.sessions.get(idempotent.get(key)!);
        if (prev) return send(res, 200, prev);
      }
      const sessionPath = url.pathname.match(/^\/v1\/checkout\/sessions\/([\w]+)$/);
      const subPath = url.pathname.match(/^\/v1\/subscriptions\/([\w]+)$/);
      if (req.method === "POST" && url.pathname === "/v1/checkout/sessions") {
        const sid = id("cs_test");
        const session: Json = {
          id: sid,
          object: "checkout.session",
          mode: body.mode,
          status: "open",
          payment_status: "unpaid",
          url: `${stub.url}/pay/${sid}`,
          client_reference_id: body.client_reference_id ?? null,
          customer_email: body.customer_email ?? null,
          metadata: body.metadata ?? {},
          subscription_data: body.subscription_data ?? {},
          line_items_request: body.line_items,
          success_url: body.success_url,
          cancel_url: body.cancel_url,
          subscription: null,
          customer: null,
          created: now(),
        };
        stub.sessions.set(sid, session);
        if (typeof key === "string") idempotent.set(key, sid);
        return send(res, 200, session);
      }
      if (req.method === "POST" && url.pathname === "/v1/billing_portal/sessions") {
        const pid = id("bps");
        return send(res, 200, {
          id: pid,
          object: "billing_portal.session",
          customer: body.customer,
          return_url: body.return_url,
          url: `${stub.url}/portal/${pid}?customer=${body.customer}`,
        });
      }
      if (sessionPath && req.method === "GET") {
        const s = stub.sessions.get(sessionPath[1]!);
        return s ? send(res, 200, s) : missing(res, "checkout.session");
      }
      if (subPath) {
        const sub = stub.subscriptions.get(subPath[1]!);
        if (!sub) return missing(res, "subscription");
        if (req.method === "GET") return send(res, 200, sub);
        if (req.method === "POST") {
          if (body.cancel_at_period_end !== undefined) {
            sub.cancel_at_period_end = body.cancel_at_period_end === "true";
            sub.canceled_at = sub.cancel_at_period_end ? now() : null;
          }
          if (body.metadata) sub.metadata = { ...sub.metadata, ...(body.metadata as Record<string, string>) };
          return send(res, 200, sub);
        }
        if (req.method === "DELETE") {
          Object.assign(sub, { status: "canceled", canceled_at: now(), ended_at: now() });
          return send(res, 200, sub);
        }
      }
      return send(res, 404, {
        error: {
          type: "invalid_request_error",
          message: `Unrecognized request URL (${req.method}: ${url.pathname})`,
        },
      });
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  stub.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  stub.close = () =>
    new Promise<void>((r) => {
      server.closeAllConnections();
      server.close(() => r());
    });
  return stub;
}
