import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { briefingInput, createUser, type TestUser } from "../../support/factories";
import { createTestApp, type TestApp } from "../../support/test-app";

/**
 * Issue #18 "Done when": every /api route, taken from the app's own route table (a new route is covered
 * without editing this file), answers malformed, oversized, wrongly typed and NUL-bearing requests, signed
 * in and not, with a 4xx and a JSON error, never a 5xx. Runs on PGlite and on PostgreSQL (the same file in
 * both integration projects).
 */
let t: TestApp;
let alice: TestUser;
let briefingId: string;
let origin: string;

interface Route {
  method: string;
  path: string;
}
let routes: Route[] = [];

/**
 * Routes whose answer is a page for a person following an emailed link (unsubscribe, the stored email,
 * feedback from the email, the local checkout): their 4xx is an HTML page. Every other /api answer is JSON.
 */
const PAGE_ROUTES = [/^\/api\/delivery\//, /^\/api\/feedback\//, /^\/api\/billing\/local\/checkout\//];

/** Signed-in requests skip what would end the fixture's own session (the fuzz would then only see 401s). */
const signedInSkip = (r: Route) => r.method === "DELETE" && r.path === "/api/account";

beforeAll(async () => {
  // a high limit: the fuzz should reach the handlers behind the rate limiter, not only its 429
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: "100000" });
  alice = await createUser(t.ctx);
  origin = new URL(t.ctx.config.APP_URL).origin;
  const res = await t.request("/api/briefings", {
    method: "POST",
    headers: { cookie: alice.cookie, origin, "content-type": "application/json" },
    body: JSON.stringify(briefingInput()),
  });
  briefingId = ((await res.json()) as { briefing: { id: string } }).briefing.id;
  const seen = new Set<string>();
  for (const r of t.app.routes) {
    if (r.method === "ALL" || !r.path.startsWith("/api")) continue; // middleware and the 404 catch-all
    const key = `${r.method} ${r.path}`;
    if (seen.has(key)) continue;
    seen.add(key);
    routes.push({ method: r.method, path: r.path });
  }
  routes = routes.sort((a, b) => `${a.path} ${a.method}`.localeCompare(`${b.path} ${b.method}`));
});
afterAll(() => t?.close());

const PARAM = /:([A-Za-z_]\w*)(\{[^}]*\})?|\*/g;

/** A concrete URL for a route pattern, every parameter (and wildcard) given `value`. */
const fill = (pattern: string, value: string) => pattern.replace(PARAM, value);

interface Probe {
  route: Route;
  param: string;
  query?: string;
  body?: string;
  contentType?: string;
  signedIn: boolean;
}

/** The test email and "Send now" run the whole delivery pipeline (feed fetches) for a real briefing: not for a fuzz. */
const realIdAllowed = (r: Route) => !r.path.endsWith("/test-email") && !r.path.endsWith("/send-now");

async function send(p: Probe): Promise<{ status: number; type: string; text: string; url: string }> {
  const param = p.param === briefingId && !realIdAllowed(p.route) ? PARAMS[0]! : p.param;
  const url = `${fill(p.route.path, param)}${p.query ? `?${p.query}` : ""}`;
  const hasBody = p.body !== undefined && p.route.method !== "GET" && p.route.method !== "HEAD";
  const res = await t.request(url, {
    method: p.route.method,
    headers: {
      origin,
      ...(p.signedIn ? { cookie: alice.cookie } : {}),
      ...(hasBody && p.contentType ? { "content-type": p.contentType } : {}),
    },
    body: hasBody ? p.body : undefined,
    redirect: "manual",
  });
  return { status: res.status, type: res.headers.get("content-type") ?? "", text: await res.text(), url };
}

function expectClearAnswer(p: Probe, a: Awaited<ReturnType<typeof send>>) {
  const what = `${p.route.method} ${a.url} signedIn=${p.signedIn} body=${String(p.body).slice(0, 80)} → ${a.status} ${a.text.slice(0, 200)}`;
  expect(a.status, what).toBeLessThan(500);
  if (a.status < 400) return; // some garbage is still a valid request (e.g. sign-out takes no body)
  if (PAGE_ROUTES.some((r) => r.test(p.route.path)) && a.type.startsWith("text/html")) {
    expect(a.text, what).toContain("<h1>");
    return;
  }
  expect(a.type, what).toContain("application/json");
  const body = JSON.parse(a.text) as { error?: { message?: unknown; code?: unknown } };
  expect(typeof body.error?.message, what).toBe("string");
  expect(typeof body.error?.code, what).toBe("string");
}

const NUL = "\u0000";
/** Path parameter values: real-looking, wrong, encoded NULs and controls, malformed escapes, huge. */
const PARAMS = [
  "00000000-0000-0000-0000-000000000000",
  "not-a-uuid",
  "%00",
  "abc%00def",
  "%0a%0d",
  "%ZZ",
  "%E0%A4%A",
  "..%2F..%2Fetc%2Fpasswd",
  "x".repeat(2000),
  "%F0%9F%92%A9",
  "1e308",
];
/** Bodies: malformed JSON, wrong types, NULs, oversized. */
const BODIES: { body: string; contentType?: string }[] = [
  { body: "{", contentType: "application/json" },
  { body: "", contentType: "application/json" },
  { body: "null", contentType: "application/json" },
  { body: "[]", contentType: "application/json" },
  { body: '"just a string"', contentType: "application/json" },
  {
    body: '{"name":1,"times":"07:00","email":[],"password":{},"token":null,"active":"yes"}',
    contentType: "application/json",
  },
  {
    body: JSON.stringify({ ...briefingInput(), topic: `a${NUL}b`, name: NUL }),
    contentType: "application/json",
  },
  {
    body: JSON.stringify({ email: `a${NUL}@b.c`, password: NUL, token: NUL, type: NUL, newEmail: NUL }),
    contentType: "application/json",
  },
  { body: `{"a":"${"x".repeat(300 * 1024)}"}`, contentType: "application/json" },
  { body: "name=a&topic=b", contentType: "application/x-www-form-urlencoded" },
  { body: '{"name": "x"}', contentType: "text/plain" },
  {
    body: '{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}}}',
    contentType: "application/json",
  },
];
const QUERIES = ["name=%00", "name=" + "y".repeat(5000), "sig=%00&name=a%00", "name[]=a&name[]=b", "%ZZ=1"];

describe("API fuzz (every /api route from the route table)", () => {
  it("finds the routes", () => {
    expect(routes.length).toBeGreaterThan(20);
    expect(routes).toContainEqual({ method: "POST", path: "/api/briefings" });
  });

  it("answers every route's bad paths, queries and bodies with a clear 4xx, signed in and not", async () => {
    const failures: string[] = [];
    for (const route of routes) {
      for (const signedIn of [false, true]) {
        if (signedIn && signedInSkip(route)) continue;
        const probes: Probe[] = [
          ...PARAMS.map((param) => ({ route, param, signedIn })),
          ...QUERIES.map((query) => ({ route, param: briefingId, query, signedIn })),
          ...BODIES.map((b) => ({ route, param: briefingId, signedIn, ...b })),
        ];
        for (const p of probes) {
          try {
            expectClearAnswer(p, await send(p));
          } catch (err) {
            failures.push((err as Error).message.split("\n")[0]!);
          }
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it("answers random JSON, random parameters and random queries without a 5xx", async () => {
    const jsonValue = fc.oneof(
      fc.jsonValue({ maxDepth: 3 }),
      fc.record(
        {
          name: fc.oneof(fc.string(), fc.constant(NUL), fc.integer()),
          frequency: fc.oneof(fc.constantFrom("daily", "once-week"), fc.string()),
          times: fc.oneof(fc.array(fc.string(), { maxLength: 30 }), fc.string()),
          day_of_week: fc.oneof(fc.constantFrom("monday", null), fc.string()),
          topic: fc.oneof(fc.string({ maxLength: 3000 }), fc.constant(`x${NUL}`)),
          timezone: fc.oneof(fc.constantFrom("Europe/Berlin", "Mars/Olympus"), fc.string()),
          email: fc.oneof(fc.emailAddress(), fc.string()),
          password: fc.string({ maxLength: 200 }),
          token: fc.string(),
          active: fc.oneof(fc.boolean(), fc.string()),
        },
        { requiredKeys: [] },
      ),
    );
    const param = fc.oneof(
      fc.constantFrom(...PARAMS, briefingId),
      fc.string({ minLength: 1, maxLength: 40 }).map(encodeURIComponent),
      fc.uuid(),
    );
    const query = fc.option(
      fc
        .tuple(fc.constantFrom("name", "sig", "id"), fc.string({ maxLength: 50 }))
        .map(([k, v]) => `${k}=${encodeURIComponent(v)}`),
      { nil: undefined },
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routes.filter((r) => !signedInSkip(r))),
        param,
        query,
        jsonValue,
        fc.boolean(),
        async (route, p, q, value, signedIn) => {
          const probe: Probe = {
            route,
            param: p,
            query: q,
            body: JSON.stringify(value),
            contentType: "application/json",
            signedIn,
          };
          expectClearAnswer(probe, await send(probe));
        },
      ),
      { numRuns: 400 },
    );
  });
});
