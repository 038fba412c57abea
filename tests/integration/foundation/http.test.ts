import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../support/test-app";

describe("HTTP API basics", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("GET /api/health checks the database and names its kind", async () => {
    const r = await t.request("/api/health");
    expect(r.status).toBe(200);
    const body = await r.json();
    expect(body).toMatchObject({
      status: "ok",
      database: { kind: t.ctx.dbKind, ok: true },
      mail: { transport: "smtp" },
    });
    expect(["pglite", "postgres"]).toContain(body.database.kind);
    expect(body.database.kind).toBe(process.env.TEST_DB_KIND === "postgres" ? "postgres" : "pglite");
  });

  it("answers 503 when the database is gone", async () => {
    const other = await createTestApp();
    await other.ctx.database.close();
    const r = await other.request("/api/health");
    expect(r.status).toBe(503);
    expect(await r.json()).toMatchObject({ status: "error", database: { ok: false } });
    await other.sink.close();
  });

  it("unknown API paths are a JSON 404", async () => {
    const r = await t.request("/api/does-not-exist");
    expect(r.status).toBe(404);
    expect(await r.json()).toEqual({ error: { message: "Not found", code: "not_found" } });
  });

  it("sets security headers on every response", async () => {
    const r = await t.request("/api/health");
    const csp = r.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(r.headers.get("x-content-type-options")).toBe("nosniff");
    expect(r.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  });
});
