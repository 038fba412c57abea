/**
 * Several scheduler and worker processes against one PostgreSQL: exactly one email and one history row
 * per (briefing, slot); workers killed with SIGKILL at random points lose nothing.
 * PostgreSQL only (the integration-postgres project, TEST_DATABASE_URL); PGlite is one process by nature.
 */
import { type ChildProcess, spawn } from "node:child_process";
import * as http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../../server/config";
import { type AppContext, createContext } from "../../../server/context";
import { briefings, deliveries, emailHistory } from "../../../server/db/schema";
import { type FixtureFeedServer, startFixtureFeedServer } from "../../support/fixture-feed-server";
import { SmtpSink } from "../../support/smtp-sink";
import { createTestDatabase } from "../../support/test-db";
import { createBriefing, createUser, waitFor } from "./helpers";

const onPostgres = process.env.TEST_DB_KIND === "postgres";
const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, "../../..");

describe.skipIf(!onPostgres)("multi-process delivery on PostgreSQL", () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let sink: SmtpSink;
  let feeds: FixtureFeedServer;
  let ctx: AppContext;
  const children = new Set<ChildProcess>();
  const childLogs: string[] = [];

  beforeAll(async () => {
    db = await createTestDatabase();
    sink = await new SmtpSink().start();
    feeds = await startFixtureFeedServer();
    const config = loadConfig({
      NODE_ENV: "test",
      DATABASE_URL: db.url!,
      SMTP_URL: sink.url,
      LOG_LEVEL: "silent",
      DATA_DIR: "/tmp/tidings-mp",
    });
    ctx = await createContext(config, { database: db });
  });
  afterAll(async () => {
    for (const c of children) c.kill("SIGKILL");
    ctx?.mailer.close();
    await db?.close();
    await sink?.close();
    await feeds?.close();
  });

  function spawnDelivery(
    role: { scheduler: boolean; workers: boolean },
    extraEnv: Record<string, string> = {},
  ): Promise<ChildProcess> {
    // node itself (tsx as a loader), not the tsx CLI: SIGKILL must hit the process doing the work, and the
    // tsx CLI runs the script in a child that a SIGKILL of the wrapper would leave running
    const child = spawn(process.execPath, ["--import", "tsx", path.join(here, "delivery-process.ts")], {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: "test",
        DATABASE_URL: db.url!,
        SMTP_URL: sink.url,
        SOURCE_ALLOWLIST: "127.0.0.1",
        FEED_REFRESH_MINUTES: "30",
        LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? "warn",
        DATA_DIR: "/tmp/tidings-mp",
        T_SCHEDULER: role.scheduler ? "1" : "0",
        T_WORKERS: role.workers ? "1" : "0",
        ...extraEnv,
      },
      stdio: ["ignore", "pipe", "inherit"],
    });
    children.add(child);
    child.on("exit", () => children.delete(child));
    return new Promise((resolve, reject) => {
      child.stdout!.on("data", (d: Buffer) => {
        const text = d.toString();
        if (text.includes("ready")) resolve(child);
        // the processes' warnings (a retry, a failed fetch), kept to tell a failure's story
        for (const line of text.split("\n")) if (line && line !== "ready") childLogs.push(line);
        if (process.env.TEST_LOG_LEVEL) process.stderr.write(d);
      });
      child.on("exit", (code) => reject(new Error(`delivery process exited early (${code})`)));
    });
  }

  /** n briefings whose slot is "now" (the current UTC minute), each to its own address */
  async function dueBriefings(n: number, tag: string) {
    const now = new Date();
    const slot = new Date(Math.floor(now.getTime() / 60_000) * 60_000);
    const hhmm = slot.toISOString().slice(11, 16);
    const out: Array<{ id: string; email: string }> = [];
    for (let i = 0; i < n; i++) {
      const u = await createUser(ctx, `${tag}-${i}@mp.test`);
      const b = await createBriefing(ctx, u.id, u.email, {
        times: [hhmm],
        topic: `quantum ${feeds.url}/feeds/tech.xml`,
      });
      await ctx.db.update(briefings).set({ nextSendAt: slot }).where(eq(briefings.id, b.id));
      out.push({ id: b.id, email: u.email });
    }
    return out;
  }

  async function allSettled(ids: string[]) {
    const dump = async () => {
      const r = await ctx.db.execute(
        sql`select b.id as briefing, b.next_send_at, d.status, d.attempts, d.locked_by, d.locked_until, d.run_after, d.last_error
            from briefings b left join deliveries d on d.briefing_id = b.id
            where b.id in ${ids} and (d.status is null or d.status not in ('sent', 'skipped', 'failed'))`,
      );
      return JSON.stringify((r as unknown as { rows: unknown[] }).rows.slice(0, 5));
    };
    return waitFor(
      async () => {
        const rows = await ctx.db.execute(
          sql`select count(*)::int as n from deliveries where briefing_id in ${ids} and status in ('sent', 'skipped', 'failed')`,
        );
        const n = (rows as unknown as { rows: Array<{ n: number }> }).rows[0]!.n;
        return n >= ids.length;
      },
      60_000,
      100,
    ).catch(async (e) => {
      throw new Error(`${(e as Error).message}; unsettled: ${await dump()}`);
    });
  }
  async function checkExactlyOnce(list: Array<{ id: string; email: string }>) {
    for (const b of list) {
      const ledger = await ctx.db.select().from(deliveries).where(eq(deliveries.briefingId, b.id));
      expect(ledger, b.email).toHaveLength(1);
      expect(ledger[0]!.status, b.email).toBe("sent");
      const hist = await ctx.db.select().from(emailHistory).where(eq(emailHistory.briefingId, b.id));
      expect(hist, b.email).toHaveLength(1);
      const mails = sink.messages.filter((m) => m.to.includes(b.email));
      expect(mails.length, b.email).toBeGreaterThanOrEqual(1);
      // a duplicate can only come from the ambiguous window (accepted by SMTP, killed before the ledger
      // said so) and then carries the same Message-ID, so mail systems can drop it
      expect(new Set(mails.map((m) => m.messageId)).size, b.email).toBe(1);
      expect(mails[0]!.messageId).toBe(ledger[0]!.messageId);
      // … and only from a row a second worker took over after the first was killed: each slot is due at
      // once, so a row worked on without interruption is claimed once (attempts 1)
      if (mails.length > 1) expect(ledger[0]!.attempts, b.email).toBeGreaterThan(1);
    }
    return list.reduce((dups, b) => dups + sink.messages.filter((m) => m.to.includes(b.email)).length - 1, 0);
  }

  it("3 schedulers + 3 workers: exactly one email and one history row per slot", async () => {
    const procs = await Promise.all([
      spawnDelivery({ scheduler: true, workers: false }),
      spawnDelivery({ scheduler: true, workers: false }),
      spawnDelivery({ scheduler: true, workers: false }),
      spawnDelivery({ scheduler: false, workers: true }),
      spawnDelivery({ scheduler: false, workers: true }),
      spawnDelivery({ scheduler: false, workers: true }),
    ]);
    const list = await dueBriefings(40, "six");
    await allSettled(list.map((b) => b.id));
    await new Promise((r) => setTimeout(r, 1500)); // would anything else arrive?
    const dups = await checkExactlyOnce(list);
    expect(dups).toBe(0); // no process was killed: not even a same-Message-ID duplicate
    for (const list1 of list) expect(sink.messages.filter((m) => m.to.includes(list1.email))).toHaveLength(1);
    for (const p of procs) p.kill("SIGTERM");
  }, 180_000);

  it("workers killed with SIGKILL at random points across many runs lose nothing", async () => {
    const sched = await spawnDelivery({ scheduler: true, workers: false });
    let totalDups = 0;
    let kills = 0;
    for (let round = 0; round < 4; round++) {
      let workers: ChildProcess[] = await Promise.all([
        spawnDelivery({ scheduler: false, workers: true }),
        spawnDelivery({ scheduler: false, workers: true }),
      ]);
      const list = await dueBriefings(15, `kill${round}`);
      // kill a random worker at a random moment, twice per round, replacing it each time
      for (let k = 0; k < 2; k++) {
        await new Promise((r) => setTimeout(r, 50 + Math.random() * 700));
        const victim = workers[Math.floor(Math.random() * workers.length)]!;
        victim.kill("SIGKILL");
        kills++;
        workers = [
          ...workers.filter((w) => w !== victim),
          await spawnDelivery({ scheduler: false, workers: true }),
        ];
        await new Promise((r) => setTimeout(r, Math.random() * 1500));
      }
      await allSettled(list.map((b) => b.id));
      totalDups += await checkExactlyOnce(list);
      for (const w of workers) w.kill("SIGTERM");
    }
    sched.kill("SIGTERM");
    expect(kills).toBe(8);
    // What the ledger guarantees (decision 012), checked per briefing above: nothing lost (one "sent" row,
    // one history row, at least one email each) and a duplicate only from a kill inside the ambiguous
    // window (SMTP accepted, "sent" not yet recorded), carrying the same Message-ID. How many a kill can
    // cause is not bounded by one: every row waiting for its group commit at that instant goes out again
    // (the next test shows twelve from one kill). So the number is reported, not bounded.
    // report
    console.log(
      `kill test: 60 briefings, ${kills} SIGKILLs, ${totalDups} same-Message-ID duplicates from the ambiguous window`,
    );
  }, 600_000);

  it("a worker killed while accepted emails wait for their group commit: each re-sent once with the same Message-ID, one history row", async () => {
    const sched = await spawnDelivery({ scheduler: true, workers: false });
    // this worker sends, but its recorder holds every "sent" for a minute: the ambiguous window, widened
    const slow = await spawnDelivery(
      { scheduler: false, workers: true },
      { T_RECORD_DELAY_MS: "60000", T_CONCURRENCY: "16" },
    );
    const list = await dueBriefings(12, "group");
    await waitFor(
      async () => list.every((b) => sink.messages.some((m) => m.to.includes(b.email))),
      60_000,
      50,
    );
    const unrecorded = await ctx.db.execute(
      sql`select count(*)::int as n from deliveries where briefing_id in ${list.map((b) => b.id)} and status = 'prepared'`,
    );
    expect((unrecorded as unknown as { rows: Array<{ n: number }> }).rows[0]!.n).toBe(list.length);
    slow.kill("SIGKILL");
    const worker = await spawnDelivery({ scheduler: false, workers: true });
    await allSettled(list.map((b) => b.id));
    // nothing lost, one ledger row and one history row each; every email went out twice, same Message-ID
    const dups = await checkExactlyOnce(list);
    expect(dups).toBe(list.length);
    for (const p of [sched, worker]) p.kill("SIGTERM");
  }, 180_000);

  // A worker killed mid-fetch keeps its feed's lease until the lease runs out: the waiting preparations
  // take the fetch over (feed-cache.ts) instead of skipping both editions as "Nothing new matched".
  it("several times a day: 3 schedulers + 3 workers with SIGKILLs and a failing feed, each slot sent once, editions never repeat", async () => {
    // a feed whose every fetch carries two stories never seen before: each edition has something new;
    // every fourth fetch fails, and an edition left with no source that answered is tried again, not
    // skipped as a quiet day (decision 170)
    let served = 0;
    let asked = 0;
    const fresh = http.createServer((_req, res) => {
      if (++asked % 4 === 0) {
        res.writeHead(503);
        res.end();
        return;
      }
      const items = [++served, ++served]
        .map(
          (n) =>
            `<item><title>Quantum computing result ${n}</title><link>https://fresh.example/${n}</link><guid>fresh-${n}</guid><pubDate>${new Date(Date.now() - 600_000).toUTCString()}</pubDate><description>Quantum computing researchers reported result ${n} in detail.</description></item>`,
        )
        .join("");
      res.writeHead(200, { "content-type": "application/rss+xml" });
      res.end(
        `<?xml version="1.0"?><rss version="2.0"><channel><title>Fresh</title>${items}</channel></rss>`,
      );
    });
    await new Promise<void>((r) => fresh.listen(0, "127.0.0.1", r));
    const feedUrl = `http://127.0.0.1:${(fresh.address() as AddressInfo).port}/fresh.xml`;
    const env = { FEED_REFRESH_MINUTES: "0" };
    const scheds = await Promise.all(
      [0, 1, 2].map(() => spawnDelivery({ scheduler: true, workers: false }, env)),
    );
    let workers = await Promise.all(
      [0, 1, 2].map(() => spawnDelivery({ scheduler: false, workers: true }, env)),
    );
    // two times each: the current minute (due now) and the next one (prepared ahead, sent at its minute)
    const a = Math.floor(Date.now() / 60_000) * 60_000;
    const b = a + 60_000;
    const hhmm = (t: number) => new Date(t).toISOString().slice(11, 16);
    const list: Array<{ id: string; email: string; n: number }> = [];
    for (let i = 0; i < 20; i++) {
      const u = await createUser(ctx, `times-${i}@mp.test`);
      const br = await createBriefing(ctx, u.id, u.email, {
        times: [hhmm(a), hhmm(b)],
        topic: `quantum computing ${feedUrl}?b=${i}`,
        nextSendAt: new Date(a),
      });
      list.push({ id: br.id, email: u.email, n: i });
    }
    let kills = 0;
    for (let k = 0; k < 3; k++) {
      await new Promise((r) => setTimeout(r, 200 + Math.random() * 1500));
      const victim = workers[Math.floor(Math.random() * workers.length)]!;
      victim.kill("SIGKILL");
      kills++;
      workers = [
        ...workers.filter((w) => w !== victim),
        await spawnDelivery({ scheduler: false, workers: true }, env),
      ];
    }
    await waitFor(
      async () => {
        const rows = await ctx.db.execute(
          sql`select count(*)::int as n from deliveries where briefing_id in ${list.map((x) => x.id)} and status in ('sent', 'skipped', 'failed')`,
        );
        return (rows as unknown as { rows: Array<{ n: number }> }).rows[0]!.n >= 2 * list.length;
      },
      b - Date.now() + 90_000,
      200,
    );
    await new Promise((r) => setTimeout(r, 1500));
    let dups = 0;
    for (const x of list) {
      const rows = await ctx.db
        .select()
        .from(deliveries)
        .where(eq(deliveries.briefingId, x.id))
        .orderBy(deliveries.slotAt);
      const feedOf = new RegExp(`\\?b=${x.n}(?!\\d)`);
      const story = childLogs.filter((l) => rows.some((r) => l.includes(r.id)) || feedOf.test(l));
      expect(
        rows.map((r) => [r.slotAt.getTime(), r.status]),
        `${x.email}: ${rows.map((r) => `${r.lastError ?? "-"} (attempts ${r.attempts}, ${(r.content as { quiet?: string } | null)?.quiet ?? ""}, items ${r.itemKeys.join(" ")})`).join("; ")}\n${story.join("\n")}`,
      ).toEqual([
        [a, "sent"],
        [b, "sent"],
      ]);
      expect(
        rows[1]!.itemKeys.filter((key) => rows[0]!.itemKeys.includes(key)),
        x.email,
      ).toEqual([]);
      const hist = await ctx.db.select().from(emailHistory).where(eq(emailHistory.briefingId, x.id));
      expect(hist, x.email).toHaveLength(2);
      const mails = sink.messages.filter((m) => m.to.includes(x.email));
      // one Message-ID per slot; a same-Message-ID duplicate only from a kill in the ambiguous window
      expect(new Set(mails.map((m) => m.messageId)), x.email).toEqual(new Set(rows.map((r) => r.messageId)));
      dups += mails.length - 2;
    }
    for (const p of [...scheds, ...workers]) p.kill("SIGTERM");
    await new Promise((r) => fresh.close(r));
    console.log(
      `several-times test: 20 briefings × 2 slots, ${kills} SIGKILLs, ${dups} same-Message-ID duplicates`,
    );
  }, 300_000);
});
