import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { emailHistory } from "../../../server/db/schema";
import { createBriefing, createUser } from "../../support/factories";
import { createTestApp, type TestApp } from "../../support/test-app";

/**
 * What decision 105 changed on the signed-in list's path, seen from outside: the session lookup reused in
 * this process still ends with the session, a forged cookie is never taken for a cached one, the list's
 * one statement carries each briefing's own latest email, and answers are gzipped only for clients that
 * ask, always saying they vary by it.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const get = (path: string, headers: Record<string, string>) => t.request(path, { headers });

describe("the signed-in list", () => {
  test("a session signed out is refused at once, though its lookup was just reused", async () => {
    const u = await createUser(t.ctx);
    await createBriefing(t.ctx, u, { name: "Morning" });
    // several reads inside the reuse window (decision 077): all answered from the one lookup
    for (let i = 0; i < 3; i++) expect((await get("/api/briefings", { cookie: u.cookie })).status).toBe(200);
    const out = await t.request("/api/auth/sign-out", {
      method: "POST",
      headers: { cookie: u.cookie, origin: t.ctx.config.APP_URL },
    });
    expect(out.status).toBe(200);
    const after = await get("/api/briefings", { cookie: u.cookie });
    expect(after.status).toBe(401);
    expect(((await after.json()) as { error: { code: string } }).error.code).toBe("unauthorized");
  });

  test("a cookie with a forged signature is refused while the genuine one is in use", async () => {
    const u = await createUser(t.ctx);
    expect((await get("/api/briefings", { cookie: u.cookie })).status).toBe(200);
    const [name, value] = u.cookie.split(/=(.*)/s) as [string, string];
    const decoded = decodeURIComponent(value);
    const dot = decoded.lastIndexOf(".");
    const sig = decoded.slice(dot + 1);
    const flipped = `${sig[0] === "A" ? "B" : "A"}${sig.slice(1)}`;
    const forged = `${name}=${encodeURIComponent(`${decoded.slice(0, dot)}.${flipped}`)}`;
    expect((await get("/api/briefings", { cookie: forged })).status).toBe(401);
    // the same token under another encoding of a valid signature is still the person
    expect((await get("/api/briefings", { cookie: `${name}=${decoded}` })).status).toBe(200);
  });

  test("each person sees only their own briefings, each with its own latest email", async () => {
    const a = await createUser(t.ctx);
    const b = await createUser(t.ctx);
    const [a1, a2] = [
      await createBriefing(t.ctx, a, { name: "A one" }),
      await createBriefing(t.ctx, a, { name: "A two" }),
    ];
    await createBriefing(t.ctx, b, { name: "B one" });
    const hour = 3_600_000;
    await t.ctx.db.insert(emailHistory).values([
      {
        briefingId: a1.briefing.id,
        subject: "First of A one",
        emailContent: "<p>x</p>",
        sentAt: new Date(Date.now() - hour),
      },
      { briefingId: a1.briefing.id, subject: "Second of A one", emailContent: "<p>y</p>", isTest: true },
      // prepared, not sent yet: never the latest email (decision 048)
      {
        briefingId: a1.briefing.id,
        subject: "Not yet",
        emailContent: "<p>z</p>",
        hidden: true,
        sentAt: new Date(Date.now() + hour),
      },
    ]);
    const listA = (await (await get("/api/briefings", { cookie: a.cookie })).json()) as {
      briefings: { id: string; name: string; latest_email: { subject: string; is_test: boolean } | null }[];
    };
    expect(listA.briefings.map((x) => x.name)).toEqual(["A two", "A one"]);
    const one = listA.briefings.find((x) => x.id === a1.briefing.id)!;
    expect(one.latest_email).toMatchObject({ subject: "Second of A one", is_test: true });
    expect(listA.briefings.find((x) => x.id === a2.briefing.id)!.latest_email).toBeNull();
    const listB = (await (await get("/api/briefings", { cookie: b.cookie })).json()) as {
      briefings: { name: string }[];
    };
    expect(listB.briefings.map((x) => x.name)).toEqual(["B one"]);
  });

  test("the list is gzipped for a client that accepts it, plain otherwise, and varies by it", async () => {
    const u = await createUser(t.ctx);
    for (let i = 0; i < 4; i++) await createBriefing(t.ctx, u, { name: `Briefing ${i}` });
    const plain = await get("/api/briefings", { cookie: u.cookie });
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(plain.headers.get("vary")).toMatch(/accept-encoding/i);
    expect(plain.headers.get("cache-control")).toBe("no-store");
    const text = await plain.text();
    expect(text.length).toBeGreaterThan(1024);

    const zipped = await get("/api/briefings", { cookie: u.cookie, "accept-encoding": "gzip, deflate, br" });
    expect(zipped.headers.get("content-encoding")).toBe("gzip");
    expect(zipped.headers.get("vary")).toMatch(/accept-encoding/i);
    expect(zipped.headers.get("cache-control")).toBe("no-store");
    expect(zipped.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    const body = Buffer.from(await zipped.arrayBuffer());
    expect(Number(zipped.headers.get("content-length"))).toBe(body.length);
    expect(body.length).toBeLessThan(text.length);
    expect(gunzipSync(body).toString("utf8")).toBe(text);

    const refused = await get("/api/briefings", { cookie: u.cookie, "accept-encoding": "gzip;q=0" });
    expect(refused.headers.get("content-encoding")).toBeNull();
  });
});
