/**
 * Upgrading to migration 0004 (decision 048): rows prepared by the previous version — the whole email inside
 * `deliveries.content` — still go out correctly, once, with one history row each: those the migration
 * converts, one a worker held while it ran, and one an old worker prepares after it (a rolling upgrade).
 * The database is migrated up to 0003, given old-layout rows, then migrated to the end, as a start-up does.
 */
import { randomUUID } from "node:crypto";
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq, inArray, sql } from "drizzle-orm";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import MailComposer from "nodemailer/lib/mail-composer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getHistory } from "../../../server/briefings/get-history";
import { loadConfig } from "../../../server/config";
import { type AppContext, createContext } from "../../../server/context";
import { migrationsFolder } from "../../../server/db/client";
import { deliveries, emailHistory } from "../../../server/db/schema";
import { workerEnv } from "../../../server/delivery/engine";
import { startWorkerPool } from "../../../server/delivery/worker";
import { SmtpSink } from "../../support/smtp-sink";
import { createTestDatabase } from "../../support/test-db";
import { createBriefing, createUser } from "./helpers";

/** the migrations folder as it was before 0004 (the journal cut after 0003_delivery) */
function migrationsUpTo(tag: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), "tidings-migrations-"));
  cpSync(migrationsFolder, dir, { recursive: true });
  const journalPath = path.join(dir, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8")) as { entries: Array<{ tag: string }> };
  const upTo = journal.entries.findIndex((e) => e.tag === tag);
  expect(upTo).toBeGreaterThanOrEqual(0);
  journal.entries = journal.entries.slice(0, upTo + 1);
  writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let sink: SmtpSink;
let ctx: AppContext;

beforeAll(async () => {
  database = await createTestDatabase({ migrate: false });
  const folder = migrationsUpTo("0003_delivery");
  // both databases are reached through node-postgres (PGlite through its server process, decision 051)
  await migratePg(database.db as unknown as Parameters<typeof migratePg>[0], { migrationsFolder: folder });
  sink = await new SmtpSink().start();
  const config = loadConfig({
    NODE_ENV: "test",
    APP_URL: "http://localhost:3000",
    DATA_DIR: mkdtempSync(path.join(tmpdir(), "tidings-upgrade-")),
    SMTP_URL: sink.url,
    LOG_LEVEL: "silent",
  });
  ctx = await createContext(config, { database });
});
afterAll(async () => {
  ctx?.mailer.close();
  await database?.close();
  await sink?.close();
});

/** what the previous version stored in `content` when it prepared a row */
async function oldContent(opts: { subject: string; to: string; nothingNew?: boolean; messageId: string }) {
  const html = `<html><body><h1>${opts.subject}</h1><p>${"Stored before the upgrade. ".repeat(200)}</p></body></html>`;
  const text = `${opts.subject}\n\nStored before the upgrade.\n`;
  const headers = { "List-Unsubscribe": "<http://localhost:3000/api/delivery/unsubscribe/x>" };
  const raw = (
    await new MailComposer({
      from: ctx.config.MAIL_FROM,
      to: opts.to,
      subject: opts.subject,
      html,
      text,
      headers,
      messageId: opts.messageId,
    })
      .compile()
      .build()
  ).toString("utf8");
  return {
    subject: opts.subject,
    html,
    text,
    headers,
    itemKeys: ["k1"],
    nothingNew: opts.nothingNew ?? false,
    picks: [],
    coverage: { checked: 1, failed: 0, merged: 0 },
    summariser: "offline",
    raw,
    to: opts.to,
  };
}

/**
 * an old-layout prepared row, due now (inserted with only the columns 0003 has). `held`: a worker of the
 * previous version holds it.
 */
async function oldPreparedRow(
  b: { id: string; email: string },
  subject: string,
  opts: { to?: string; nothingNew?: boolean; held?: boolean; kind?: "scheduled" | "test" } = {},
) {
  const id = randomUUID();
  const messageId = `<delivery-${id}@tidings.localhost>`;
  const slot = new Date(Date.now() - 5_000);
  await ctx.db.execute(
    // raw SQL: the Drizzle schema already has 0004's columns, which this database does not have yet
    sqlInsertOld({
      id,
      briefingId: b.id,
      slot,
      kind: opts.kind ?? "scheduled",
      messageId,
      content: await oldContent({ subject, to: opts.to ?? b.email, nothingNew: opts.nothingNew, messageId }),
      held: opts.held ?? false,
    }),
  );
  return { id, messageId };
}

function sqlInsertOld(r: {
  id: string;
  briefingId: string;
  slot: Date;
  kind: string;
  messageId: string;
  content: unknown;
  held: boolean;
}) {
  return sql`insert into deliveries (id, briefing_id, slot_at, kind, status, attempts, run_after, message_id, content,
                 item_keys, prepared_at, locked_by, locked_until)
             values (${r.id}::uuid, ${r.briefingId}::uuid, ${r.slot.toISOString()}::timestamptz, ${r.kind}, 'prepared', 1,
                 ${r.slot.toISOString()}::timestamptz, ${r.messageId}, ${JSON.stringify(r.content)}::jsonb, '{k1}', now(),
                 ${r.held ? "old-worker" : null}, ${r.held ? new Date(Date.now() + 3_600_000).toISOString() : null}::timestamptz)`;
}

describe("upgrade to the email columns (migration 0004)", () => {
  it("rows prepared by the previous version are sent once, as prepared, with one history row each", async () => {
    const u1 = await createUser(ctx);
    const plain = await createBriefing(ctx, u1.id, u1.email, { name: "Plain" });
    const u2 = await createUser(ctx);
    const moved = await createBriefing(ctx, u2.id, u2.email, { name: "Moved" });
    const u3 = await createUser(ctx);
    const quiet = await createBriefing(ctx, u3.id, u3.email, { name: "Quiet" });
    const u4 = await createUser(ctx);
    const held = await createBriefing(ctx, u4.id, u4.email, { name: "Held" });
    const u5 = await createUser(ctx);
    const late = await createBriefing(ctx, u5.id, u5.email, { name: "Late" });

    const rPlain = await oldPreparedRow(plain, "Plain before the upgrade");
    // prepared for an address the user has changed since: composed again for the new one
    const rMoved = await oldPreparedRow(moved, "Moved before the upgrade", {
      to: "old-address@example.test",
    });
    const rQuiet = await oldPreparedRow(quiet, "Nothing new", { nothingNew: true });
    const rHeld = await oldPreparedRow(held, "Held during the upgrade", { held: true });

    await database.migrate(); // 0004, as a start-up of the new version runs it

    // converted: the message and recipient in their columns, the email out of content, a hidden history row
    const conv = await ctx.db
      .select()
      .from(deliveries)
      .where(inArray(deliveries.id, [rPlain.id, rMoved.id, rQuiet.id, rHeld.id]));
    const byId = new Map(conv.map((r) => [r.id, r]));
    expect(byId.get(rPlain.id)!.recipient).toBe(u1.email);
    expect(byId.get(rPlain.id)!.raw).toContain("Subject: Plain before the upgrade");
    expect(byId.get(rPlain.id)!.content).not.toHaveProperty("html");
    expect(byId.get(rPlain.id)!.content).toHaveProperty("headers");
    expect(byId.get(rQuiet.id)!.nothingNew).toBe(true);
    // the held row is left for its worker (or, after its lease, for a worker of this version)
    expect(byId.get(rHeld.id)!.recipient).toBeNull();
    expect(byId.get(rHeld.id)!.content).toHaveProperty("html");
    const hidden = await ctx.db.select().from(emailHistory).where(eq(emailHistory.hidden, true));
    expect(hidden.map((h) => h.subject).sort()).toEqual([
      "Moved before the upgrade",
      "Plain before the upgrade",
    ]);
    // hidden rows are not history yet
    expect((await getHistory(ctx, u1.id, "Plain")).emails).toEqual([]);

    // a worker of the previous version prepares one more row after the migration (old layout, new columns empty)
    const rLate = await oldPreparedRow(late, "Prepared by an old worker");
    // … and the worker holding rHeld died: its lease runs out
    await ctx.db
      .update(deliveries)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(deliveries.id, rHeld.id));

    const pool = startWorkerPool(workerEnv(ctx, { leaseMs: 10_000, retryBaseMs: 50 }), {
      concurrency: 4,
      pollMs: 20,
    });
    await pool.idle();
    await pool.stop();
    expect(pool.stats).toMatchObject({ sent: 4, skipped: 1, retry: 0, failed: 0 });

    const mPlain = await sink.nextEmail(u1.email);
    expect(mPlain.subject).toBe("Plain before the upgrade");
    expect(mPlain.messageId).toBe(rPlain.messageId);
    expect(mPlain.text).toContain("Stored before the upgrade.");
    const mMoved = await sink.nextEmail(u2.email);
    expect(mMoved.subject).toBe("Moved before the upgrade");
    expect(mMoved.messageId).toBe(rMoved.messageId);
    expect(mMoved.headers["list-unsubscribe"]).toBe("<http://localhost:3000/api/delivery/unsubscribe/x>");
    expect(sink.emailsTo("old-address@example.test")).toHaveLength(0);
    expect((await sink.nextEmail(u4.email)).messageId).toBe(rHeld.messageId);
    expect((await sink.nextEmail(u5.email)).subject).toBe("Prepared by an old worker");
    expect(sink.emailsTo(u3.email)).toHaveLength(0);
    expect(sink.messages).toHaveLength(4);

    for (const [u, name, subject] of [
      [u1, "Plain", "Plain before the upgrade"],
      [u2, "Moved", "Moved before the upgrade"],
      [u4, "Held", "Held during the upgrade"],
      [u5, "Late", "Prepared by an old worker"],
    ] as const) {
      const h = await getHistory(ctx, u.id, name);
      expect(h.emails).toHaveLength(1);
      expect(h.emails[0]!.subject).toBe(subject);
      expect(h.emails[0]!.email_content).toContain("Stored before the upgrade.");
    }
    const rows = await ctx.db
      .select()
      .from(deliveries)
      .where(inArray(deliveries.id, [rPlain.id, rMoved.id, rQuiet.id, rHeld.id, rLate.id]));
    expect(Object.fromEntries(rows.map((r) => [r.id, r.status]))).toEqual({
      [rPlain.id]: "sent",
      [rMoved.id]: "sent",
      [rQuiet.id]: "skipped",
      [rHeld.id]: "sent",
      [rLate.id]: "sent",
    });
    // nothing hidden is left behind, and the skipped row never had history
    expect(await ctx.db.select().from(emailHistory).where(eq(emailHistory.hidden, true))).toEqual([]);
    expect(
      await ctx.db
        .select()
        .from(emailHistory)
        .where(and(eq(emailHistory.briefingId, quiet.id))),
    ).toEqual([]);
  });
});
