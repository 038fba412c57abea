import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dumpPglite } from "../../../server/backup/dump-pglite";
import { restoreDump } from "../../../server/backup/restore-dump";
import { loadConfig } from "../../../server/config";
import { createContext } from "../../../server/context";
import { createApp } from "../../../server/http/app";
import { createBriefing, createUser } from "../../support/factories";
import { isAbout, SmtpSink } from "../../support/smtp-sink";

/**
 * The move from the embedded database to PostgreSQL is a backup and a restore: a PGlite folder with
 * people, briefings and sent emails → `npm run backup`'s dump → `npm run restore` into an empty
 * PostgreSQL database (tidings_ops) → the app on PostgreSQL serves the same account, briefings and history
 * to the same session.
 */
const ADMIN_URL = process.env.OPS_PG_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const TARGET_URL = ADMIN_URL.replace(/\/[^/]*$/, "/tidings_ops");
const SECRET = "s".repeat(40);

let sink: SmtpSink;
let dataDir: string;
beforeAll(async () => {
  sink = await new SmtpSink().start();
  dataDir = mkdtempSync(path.join(tmpdir(), "tidings-backup-"));
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query("drop database if exists tidings_ops with (force)");
  await admin.query("create database tidings_ops");
  await admin.end();
});
afterAll(async () => {
  await sink?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function appOn(env: Record<string, string>) {
  const config = loadConfig({
    NODE_ENV: "test",
    APP_URL: "http://localhost:3000",
    DATA_DIR: dataDir,
    SMTP_URL: sink.url,
    AUTH_SECRET: SECRET,
    LOG_LEVEL: "silent",
    ...env,
  });
  const ctx = await createContext(config);
  const app = createApp(ctx);
  const get = (cookie: string) => async (p: string) => {
    const res = await app.request(`http://localhost:3000${p}`, {
      headers: { cookie, origin: "http://localhost:3000" },
    });
    return { status: res.status, body: await res.json() };
  };
  const post = (cookie: string) => (p: string) =>
    app.request(`http://localhost:3000${p}`, {
      method: "POST",
      headers: { cookie, origin: "http://localhost:3000" },
    });
  return { ctx, get, post };
}

describe("backup and restore", () => {
  it("PGlite → dump → PostgreSQL: the app serves the same account, briefings and history", async () => {
    const before = await appOn({});
    expect(before.ctx.dbKind).toBe("pglite");
    const me = await createUser(before.ctx, { email: "moving@example.test", name: "Mover" });
    const { briefing } = await createBriefing(before.ctx, me, {
      name: "Café au lait",
      topic: "Coffee «news» & 咖啡",
    });
    await createBriefing(before.ctx, me, {
      name: "Second one",
      frequency: "once-week",
      day_of_week: "friday",
    });
    expect((await before.post(me.cookie)(`/api/briefings/${briefing.id}/test-email`)).status).toBe(200);
    const sent = await sink.nextEmail(me.email);
    expect(sent.subject).toMatch(/^\[Test\] /);
    expect(isAbout(sent, "Café au lait")).toBe(true);
    const read = async (a: Awaited<ReturnType<typeof appOn>>) => {
      const get = a.get(me.cookie);
      return {
        me: await get("/api/account/me"),
        briefings: await get("/api/briefings"),
        history: await get(`/api/briefings/history?name=${encodeURIComponent("Café au lait")}`),
      };
    };
    const original = await read(before);
    expect(original.briefings.body.briefings).toHaveLength(2);
    expect(original.history.status).toBe(200);
    expect(JSON.stringify(original.history.body)).toContain("[Test] Café au lait");
    await before.ctx.close();

    const sql = await dumpPglite(path.join(dataDir, "db"));
    expect(sql).toContain('CREATE TABLE "public"."briefings"');
    await restoreDump(sql, { kind: "postgres", url: TARGET_URL });
    // a second restore into the now non-empty database is refused, nothing mixed
    await expect(restoreDump(sql, { kind: "postgres", url: TARGET_URL })).rejects.toThrow(/not empty/);

    const after = await appOn({ DATABASE_URL: TARGET_URL });
    expect(after.ctx.dbKind).toBe("postgres");
    try {
      const restored = await read(after);
      expect(restored).toEqual(original);
      expect(JSON.stringify(restored.history.body)).toContain("Café au lait");
    } finally {
      await after.ctx.close();
    }
  });
});
