import path from "node:path";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../../server/config";

const tmp = () => mkdtempSync(path.join(tmpdir(), "tidings-cfg-"));

describe("configuration", () => {
  it("runs with no variables at all: PGlite in ./data, outbox mail, port 3000", () => {
    const dir = tmp();
    const c = loadConfig({ DATA_DIR: dir });
    expect(c.PORT).toBe(3000);
    expect(c.APP_URL).toBe("http://localhost:3000");
    expect(c.database).toEqual({ kind: "pglite", dir: path.join(dir, "db") });
    expect(c.mail).toEqual({ kind: "outbox", dir: path.join(dir, "outbox") });
    expect(loadConfig({}).DATA_DIR).toBe(path.resolve("data"));
  });

  it("derives APP_URL from PORT and strips a trailing slash from an explicit one", () => {
    expect(loadConfig({ DATA_DIR: tmp(), PORT: "4123" }).APP_URL).toBe("http://localhost:4123");
    expect(loadConfig({ DATA_DIR: tmp(), APP_URL: "https://tidings.example.com/" }).APP_URL).toBe(
      "https://tidings.example.com",
    );
  });

  it("switches to PostgreSQL and SMTP when their URLs are set", () => {
    const c = loadConfig({
      DATA_DIR: tmp(),
      DATABASE_URL: "postgres://postgres@127.0.0.1:5432/test",
      SMTP_URL: "smtps://user:pw@mail.example.com:465",
    });
    expect(c.database.kind).toBe("postgres");
    expect(c.mail).toEqual({ kind: "smtp", url: "smtps://user:pw@mail.example.com:465" });
  });

  it.each([
    ["PORT", "eighty", /^Invalid configuration: PORT="eighty": /],
    ["PORT", "70000", /^Invalid configuration: PORT="70000": /],
    ["DATABASE_URL", "mysql://x@y/z", /^Invalid configuration: DATABASE_URL=.*PostgreSQL URL/],
    ["SMTP_URL", "http://mail", /^Invalid configuration: SMTP_URL=.*SMTP URL/],
    ["APP_URL", "localhost:3000", /^Invalid configuration: APP_URL=/],
    ["LOG_LEVEL", "loud", /^Invalid configuration: LOG_LEVEL="loud"/],
    ["AUTH_SECRET", "short", /^Invalid configuration: AUTH_SECRET="\*\*\*": must be at least 32 characters/],
    ["WORKER_PREPARE_CONCURRENCY", "0", /^Invalid configuration: WORKER_PREPARE_CONCURRENCY="0": /],
    ["WORKER_PREPARE_CONCURRENCY", "two", /^Invalid configuration: WORKER_PREPARE_CONCURRENCY="two": /],
  ])("a bad %s stops start-up with one line naming it", (name, value, message) => {
    let err: unknown;
    try {
      loadConfig({ DATA_DIR: tmp(), [name]: value });
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(ConfigError);
    expect((err as Error).message).toMatch(message);
    expect((err as Error).message).not.toContain("\n");
  });

  it("takes a prepare concurrency apart from the send concurrency; unset leaves it to the pool's default", () => {
    expect(loadConfig({ DATA_DIR: tmp() }).WORKER_PREPARE_CONCURRENCY).toBeUndefined();
    expect(
      loadConfig({ DATA_DIR: tmp(), WORKER_PREPARE_CONCURRENCY: "" }).WORKER_PREPARE_CONCURRENCY,
    ).toBeUndefined();
    const c = loadConfig({ DATA_DIR: tmp(), WORKER_CONCURRENCY: "32", WORKER_PREPARE_CONCURRENCY: "6" });
    expect([c.WORKER_CONCURRENCY, c.WORKER_PREPARE_CONCURRENCY]).toEqual([32, 6]);
  });

  it("refuses to split roles on the embedded database", () => {
    expect(() => loadConfig({ DATA_DIR: tmp(), ROLE: "worker" })).toThrow(
      /^Invalid configuration: ROLE="worker": needs DATABASE_URL/,
    );
    expect(
      loadConfig({ DATA_DIR: tmp(), ROLE: "worker", DATABASE_URL: "postgres://postgres@127.0.0.1/test" })
        .ROLE,
    ).toBe("worker");
  });

  it("never prints a password from a URL in its error", () => {
    expect(() => loadConfig({ DATA_DIR: tmp(), SMTP_URL: "ftp://bob:hunter2@x" })).toThrow(/bob:\*\*\*@x/);
  });

  it("generates AUTH_SECRET once and keeps it in DATA_DIR", () => {
    const dir = tmp();
    const a = loadConfig({ DATA_DIR: dir }).AUTH_SECRET;
    const b = loadConfig({ DATA_DIR: dir }).AUTH_SECRET;
    expect(a.length).toBeGreaterThanOrEqual(32);
    expect(b).toBe(a);
    expect(readFileSync(path.join(dir, "auth-secret"), "utf8").trim()).toBe(a);
    expect(loadConfig({ DATA_DIR: tmp() }).AUTH_SECRET).not.toBe(a);
  });
});
