import http from "node:http";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "../../../server/log";
import { briefingInput, createUser, type TestUser } from "../../support/factories";
import { serveTestApp } from "../../support/serve-app";
import { as, createTestApp, type TestApp } from "../../support/test-app";

/** Issue #18: body limits, NUL bytes, what reaches the log, caching of personal answers. */
let t: TestApp;
let served: Awaited<ReturnType<typeof serveTestApp>>;
let alice: TestUser;
const logLines: string[] = [];

beforeAll(async () => {
  t = await createTestApp({}, { log: createLogger("debug", {}, (line) => void logLines.push(line)) });
  served = await serveTestApp(t);
  alice = await createUser(t.ctx);
});
afterAll(async () => {
  await served?.close();
  await t?.close();
});

type Answer = { status: number; body: string; bytesSentBeforeAnswer: number };

/**
 * POSTs up to `total` bytes in 64 KB chunks (chunked, or with a Content-Length declaring them all) and
 * stops sending as soon as the answer's head arrives.
 */
function streamingPost(path: string, total: number, declareLength: boolean): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const chunk = Buffer.alloc(64 * 1024, "a");
    let sent = 0;
    let answered = false;
    const req = http.request(`${served.url}${path}`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        ...(declareLength ? { "content-length": String(total) } : {}),
      },
    });
    req.on("response", (res) => {
      answered = true;
      const at = sent;
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (d) => (body += d));
      res.on("end", () => {
        resolve({ status: res.statusCode ?? 0, body, bytesSentBeforeAnswer: at });
        req.destroy();
      });
    });
    req.on("error", (err) => {
      if (!answered) reject(err);
    });
    const pump = () => {
      while (!answered && sent < total) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once("drain", pump);
      }
      if (!answered) req.end();
    };
    pump();
  });
}

describe("request body limits", () => {
  it("refuses a 100 MB anonymous log-in body with 413 without reading it", async () => {
    const rssBefore = process.memoryUsage().rss;
    const chunked = await streamingPost("/api/account/log-in", 100 * 1024 * 1024, false);
    expect(chunked.status).toBe(413);
    expect(JSON.parse(chunked.body)).toEqual({
      error: { message: "The request body is too large (at most 8 KB).", code: "payload_too_large" },
    });
    // the answer came while the body was still streaming: a few socket buffers, not 100 MB
    expect(chunked.bytesSentBeforeAnswer).toBeLessThan(16 * 1024 * 1024);

    const declared = await streamingPost("/api/account/log-in", 100 * 1024 * 1024, true);
    expect(declared.status).toBe(413);
    expect(declared.bytesSentBeforeAnswer).toBeLessThan(16 * 1024 * 1024);
    // loosely: nowhere near the 100 MB a whole read would hold
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(64 * 1024 * 1024);
  });

  it("gives JSON endpoints 32 KB and the Stripe webhook 256 KB", async () => {
    const big = JSON.stringify({ ...briefingInput(), topic: "x".repeat(40 * 1024) });
    const res = await as(t, alice)("/api/briefings", {
      method: "POST",
      headers: { "content-type": "application/json" },
      json: JSON.parse(big),
    });
    expect(res.status).toBe(413);
    const webhookBody = "x".repeat(200 * 1024);
    const fits = await t.request("/api/billing/stripe/webhook", { method: "POST", body: webhookBody });
    expect(fits.status).not.toBe(413); // read, then refused for what it is (no signature)
    expect(fits.status).toBeLessThan(500);
    const over = await t.request("/api/billing/stripe/webhook", {
      method: "POST",
      body: "x".repeat(300 * 1024),
    });
    expect(over.status).toBe(413);
  });
});

describe("NUL bytes and control characters", () => {
  const nul = "\u0000";

  it("refuses a NUL in a briefing's name or description on create and on update with 400", async () => {
    const me = as(t, alice);
    for (const over of [{ name: `News${nul}` }, { topic: `AI${nul} policy` }]) {
      const res = await me("/api/briefings", { method: "POST", json: briefingInput(over) });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe("invalid_request");
    }
    const created = await me("/api/briefings", { method: "POST", json: briefingInput() });
    expect(created.status).toBe(201);
    const { briefing } = (await created.json()) as { briefing: { id: string } };
    for (const over of [{ name: `News${nul}` }, { topic: `AI${nul} policy` }, { timezone: `UTC${nul}` }]) {
      const res = await me(`/api/briefings/${briefing.id}`, { method: "PUT", json: briefingInput(over) });
      expect(res.status).toBe(400);
    }
    // a NUL in a key, or in a password, is refused the same way
    const key = await me("/api/briefings", {
      method: "POST",
      json: { ...briefingInput(), [`x${nul}`]: 1 },
    });
    expect(key.status).toBe(400);
    const login = await as(t, null)("/api/account/log-in", {
      method: "POST",
      json: { email: alice.email, password: `pw${nul}` },
    });
    expect(login.status).toBe(400);
  });

  it("refuses %00 in paths and queries (history name, unsubscribe token, checkout id) with 400", async () => {
    const me = as(t, alice);
    for (const [method, path] of [
      ["GET", "/api/briefings/history?name=a%00b"],
      ["GET", "/api/delivery/unsubscribe/abc%00def"],
      ["POST", "/api/delivery/unsubscribe/abc%00def"],
      ["GET", "/api/billing/local/checkout/cs%00x"],
      ["POST", "/api/billing/local/checkout/cs%00x/complete"],
      ["GET", "/api/briefings/%00"],
      ["GET", "/api/delivery/view/x?sig=%00"],
    ] as const) {
      const res = await me(path, { method });
      expect(res.status, `${method} ${path}`).toBe(400);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe("bad_characters");
    }
  });

  it("a name that is only markup or spaces is refused at validation, naming the field", async () => {
    for (const name of ["<b></b>", "<img src=x>", " &nbsp; ", "<!-- -->"]) {
      const res = await as(t, alice)("/api/briefings", { method: "POST", json: briefingInput({ name }) });
      expect(res.status, name).toBe(400);
      const body = (await res.json()) as { error: { message: string } };
      expect(body.error.message).toBe("name: Subscription name must contain text, not only markup or spaces");
    }
  });
});

describe("caching", () => {
  it("signed-in API answers are never stored", async () => {
    for (const path of ["/api/briefings", "/api/account/me", "/api/billing/status"]) {
      const res = await as(t, alice)(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get("cache-control"), path).toBe("no-store");
    }
  });
});

describe("the log", () => {
  it("carries no request body, user text, token or SQL parameter", async () => {
    const marker = "Zq7marker";
    logLines.length = 0;
    const anon = as(t, null);
    await anon("/api/account/sign-up", {
      method: "POST",
      json: { email: `${marker}@example.test`, password: `${marker}-pass-phrase-9` },
    });
    await anon("/api/account/log-in", {
      method: "POST",
      json: { email: alice.email, password: `${marker}-wrong` },
    });
    await anon("/api/account/log-in", { method: "POST", json: { email: `${marker}\u0000`, password: "x" } });
    await as(t, alice)("/api/briefings", {
      method: "POST",
      json: briefingInput({ name: `${marker} name`, topic: `${marker} topic` }),
    });
    await as(t, alice)(`/api/briefings/history?name=${marker}`);
    await anon(`/api/delivery/unsubscribe/${marker}`, { method: "POST" });
    await anon("/api/account/reset-password", {
      method: "POST",
      json: { token: marker, email: alice.email, newPassword: `${marker}-new-pass` },
    });
    await t.request("/api/briefings", {
      method: "POST",
      headers: { cookie: alice.cookie, "content-type": "application/json" },
      body: `{"name":"${marker}`,
    });
    // a failed query: the driver's error carries the statement's parameters; the log must not
    const failed = await t.ctx.db.execute(sql`select ${`${marker}-param`}::int`).catch((e: Error) => e);
    expect(failed).toBeInstanceOf(Error);
    expect(String((failed as Error).message)).toContain(marker); // what the logger is up against
    t.ctx.log.error("query failed", { err: failed, error: (failed as Error).message });
    await new Promise((r) => setTimeout(r, 300)); // background emails and their log lines

    const log = logLines.join("");
    expect(log).toContain("query failed");
    expect(log).toContain("22P02"); // the code is kept: enough to know what happened
    expect(log).not.toContain(marker);
    expect(log).not.toContain(alice.cookie.split("=")[1]!.slice(0, 20));
  });
});
