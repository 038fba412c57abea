import { existsSync, readdirSync, readFileSync } from "node:fs";
import { get } from "node:http";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import PostalMime from "postal-mime";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AppServer, startAppServer } from "../../support/app-server";
import { createTestDatabase, pgliteTemplate } from "../../support/test-db";
import { waitFor } from "../../support/wait-for";
import { Client, tokenFrom } from "../accounts/helpers";

/** The real process, as `npm start` runs it: static site + API + clean shutdown. */
describe("the server process", () => {
  let server: AppServer;
  let dbUrl: string | undefined;
  let dropDb: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    if (process.env.TEST_DB_KIND === "postgres") {
      // A fresh database for the server process; dropped at the end.
      const d = await createTestDatabase();
      dbUrl = d.url;
      dropDb = d.close;
    }
    // on PGlite, a migrated database to open: a server's first start (initdb) is compiled-server.test.ts's
    // NODE_ENV unset, as a shell running `npm start` has it: the server runs in production mode
    server = await startAppServer({
      env: { NODE_ENV: "", ...(dbUrl ? { DATABASE_URL: dbUrl } : {}) },
      seedDatabase: dbUrl ? undefined : pgliteTemplate(),
    });
  });
  afterAll(async () => {
    if (server.process.exitCode === null) await server.stop();
    await dropDb?.();
  });

  it("logs where it listens, which database and which mail transport", () => {
    const out = server.output();
    expect(out).toContain(`Tidings listening on http://localhost:${server.port}`);
    expect(out).toMatch(
      dbUrl ? /database: PostgreSQL postgres:\/\// : /database: PGlite \(embedded\) in .*db/,
    );
    expect(out).toMatch(/mail: outbox folder .*outbox \(no SMTP_URL\)/);
  });

  it("in production mode a person signs up over plain http, verifies from the email and stays signed in", async () => {
    const email = `prod-${Date.now().toString(36)}@example.test`;
    const http = { request: (p: string, init?: RequestInit) => fetch(`${server.url}${p}`, init) };
    const browser = new Client(http, { origin: server.url });
    expect(
      (await browser.post("/api/account/sign-up", { email, password: "a fresh pass phrase 7" })).status,
    ).toBe(200);
    // the verification email, rendered by React Email, lands in the outbox folder (no SMTP_URL)
    const outbox = path.join(server.dataDir, "outbox");
    const eml = await waitFor(async () =>
      (existsSync(outbox) ? readdirSync(outbox) : [])
        .map((f) => readFileSync(path.join(outbox, f), "utf8"))
        .find((t) => t.includes(email)),
    );
    const token = tokenFrom((await PostalMime.parse(eml)).text ?? "", "/verify-email");
    const verified = await browser.post("/api/account/verify-email", { token, type: "signup" });
    expect(verified.json).toEqual({ email, alreadyVerified: false, signedIn: true });
    // over http://localhost the session cookie is a plain one, which the browser sends back
    expect(verified.headers.getSetCookie().some((c) => c.startsWith("tidings.session_token="))).toBe(true);
    const me = await browser.get("/api/account/me");
    expect(me.status).toBe(200);
    expect(me.json.user).toMatchObject({ email, emailVerified: true });
  });

  it("serves prerendered public pages as HTML", async () => {
    const r = await fetch(`${server.url}/features`);
    expect(r.status).toBe(200);
    expect(r.headers.get("content-type")).toContain("text/html");
    const html = await r.text();
    expect(html).toContain("<h1");
    expect(html).toContain("Features");
  });

  it("serves the app for signed-in routes and a 404 status for unknown paths", async () => {
    expect((await fetch(`${server.url}/dashboard`)).status).toBe(200);
    expect((await fetch(`${server.url}/history/My%20briefing`)).status).toBe(200);
    const missing = await fetch(`${server.url}/no/such/page`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get("content-type")).toContain("text/html");
  });

  it("serves hashed assets as immutable and pages as revalidated", async () => {
    const html = await (await fetch(`${server.url}/`)).text();
    const asset = /\/assets\/[^"]+\.js/.exec(html)?.[0];
    expect(asset).toBeTruthy();
    const a = await fetch(`${server.url}${asset}`);
    expect(a.status).toBe(200);
    expect(a.headers.get("cache-control")).toContain("immutable");
    const page = await fetch(`${server.url}/`);
    expect(page.headers.get("cache-control")).toBe("no-cache");
    const again = await fetch(`${server.url}/`, { headers: { "if-none-match": page.headers.get("etag")! } });
    expect(again.status).toBe(304);
  });

  it("serves text assets gzipped when the browser accepts it, and plain otherwise", async () => {
    const html = await (await fetch(`${server.url}/`)).text();
    const asset = /\/assets\/[^"]+\.js/.exec(html)![0];
    const plain = await fetch(`${server.url}${asset}`, { headers: { "accept-encoding": "identity" } });
    expect(plain.headers.get("content-encoding")).toBeNull();
    const raw = Buffer.from(await plain.arrayBuffer());
    const res = await new Promise<import("node:http").IncomingMessage>((resolve) =>
      get(`${server.url}${asset}`, { headers: { "accept-encoding": "gzip, br" } }, resolve),
    );
    const chunks: Buffer[] = [];
    for await (const c of res) chunks.push(c as Buffer);
    const body = Buffer.concat(chunks);
    expect(res.headers["content-encoding"]).toBe("gzip");
    expect(res.headers.vary).toContain("Accept-Encoding");
    expect(Number(res.headers["content-length"])).toBe(body.length);
    expect(body.length).toBeLessThan(raw.length);
    expect(gunzipSync(body).equals(raw)).toBe(true);
  });

  it("gives each page a CSP that allows only its own inline scripts", async () => {
    // An app page (React Router's inline bootstrap scripts): exactly their hashes.
    const r = await fetch(`${server.url}/login`);
    const csp = r.headers.get("content-security-policy") ?? "";
    expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
    expect(csp.split("script-src")[1]!.split(";")[0]).not.toContain("unsafe-inline");
    // A static page (decision 036) has no inline script at all: 'self' (its island) only.
    const home = await fetch(`${server.url}/`);
    expect(home.headers.get("content-security-policy")).toContain("script-src 'self';");
    // The review article's JSON-LD is data, yet hashed like any inline script: it is allowed, nothing else.
    const review = await fetch(`${server.url}/blog/email-summary-service-review`);
    expect(review.headers.get("content-security-policy")).toMatch(
      /script-src 'self' 'sha256-[A-Za-z0-9+/=]+';/,
    );
  });

  it("does not serve files outside the build", async () => {
    for (const p of ["/../package.json", "/%2e%2e/package.json", "/..%2fserver/config.ts"]) {
      const r = await fetch(`${server.url}${p}`);
      expect(await r.text()).not.toContain('"name": "tidings"');
    }
  });

  it("refuses a second start on its busy database or port at once, without rebuilding the front end", async () => {
    // a changed public configuration would make a start rebuild the front end the running one serves
    const second = await startAppServer({
      env: {
        ...(dbUrl ? { DATABASE_URL: dbUrl } : {}),
        SKIP_BUILD: "0",
        APP_URL: "http://second.example.test",
      },
      ...(dbUrl ? { port: server.port } : { dataDir: server.dataDir }),
      waitFor: false,
    });
    const code = await new Promise<number | null>((r) =>
      second.process.exitCode !== null ? r(second.process.exitCode) : second.process.once("exit", r),
    );
    expect(code).toBe(1);
    expect(second.output()).toMatch(/open in another process|EADDRINUSE/);
    expect(second.output()).not.toMatch(/rebuilding|no front-end build/);
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  }, 60_000);

  it("stops cleanly on SIGTERM", async () => {
    const code = await server.stop();
    expect(code).toBe(0);
    expect(server.output()).toContain("SIGTERM: shutting down");
    expect(server.output()).toContain("stopped cleanly");
  });
});

describe("start-up with a bad configuration", () => {
  it("exits with one line naming the variable", async () => {
    const s = await startAppServer({ env: { PORT: "not-a-port" }, waitFor: false });
    const code = await new Promise<number | null>((r) => s.process.once("exit", r));
    expect(code).toBe(1);
    expect(s.output().trim()).toMatch(/^Invalid configuration: PORT="not-a-port": /m);
  });
});

describe("a killed server", () => {
  it("is really gone: SIGKILL leaves no orphan holding the port or the database", async () => {
    const s = await startAppServer({ seedDatabase: pgliteTemplate() });
    await s.kill();
    await expect(fetch(`http://127.0.0.1:${s.port}/api/health`)).rejects.toThrow();
    // The same data folder opens again (PGlite is not held by a leftover process).
    const again = await startAppServer({ dataDir: s.dataDir, port: s.port });
    expect((await fetch(`${again.url}/api/health`)).status).toBe(200);
    await again.stop();
  }, 180_000); // two starts of PGlite's server, as below

  it.skipIf(process.env.TEST_DB_KIND === "postgres")(
    "exits with an error when its database process dies, instead of serving errors",
    async () => {
      const s = await startAppServer({ seedDatabase: pgliteTemplate() });
      // PGlite's server process (decision 051) names itself in the folder's lock file
      const pid = Number(readFileSync(path.join(s.dataDir, "db", "tidings-server.pid"), "utf8"));
      process.kill(pid, "SIGKILL");
      const code = await new Promise<number | null>((r) =>
        s.process.exitCode !== null ? r(s.process.exitCode) : s.process.once("exit", r),
      );
      expect(code).toBe(1);
      expect(s.output()).toContain("the database process exited");
      // and the folder opens again
      const again = await startAppServer({ dataDir: s.dataDir, port: s.port });
      expect((await fetch(`${again.url}/api/health`)).status).toBe(200);
      await again.stop();
    },
    // two starts of PGlite's server: on a busy machine each can take a while
    180_000,
  );
});
