/**
 * npm run bench:delivery — N (default 10,000) briefings due in the same minute, on PGlite and on
 * PostgreSQL (when reachable: BENCH_DATABASE_URL / TEST_DATABASE_URL / postgres://postgres@127.0.0.1:5432/test),
 * into a loopback SMTP sink running in its own process.
 *
 * Phases, per database: scheduler tick (ledger rows created ahead of the slot) → workers prepare every
 * delivery (gather/curate/summarise/compose) → "the slot arrives" → workers send + record.
 * Figures: deliveries/s at the slot, the ratio to raw pooled nodemailer sending the same messages in the
 * same run, lateness p50/p99 (sent_at − slot), RSS of this process (at start, peak per engine phase) and, on
 * PGlite, of PGlite's own server process (decision 051; on PostgreSQL the server's memory is not counted
 * either). BENCH_PGLITE_ARGS: node flags for PGlite's server process (e.g. --cpu-prof --cpu-prof-dir=dir).
 * Targets (issue 5): ratio ≥ 0.5, ≥ 800/s, p50 ≤ 5 s, p99 ≤ 30 s, peak RSS ≤ 200 MB.
 * The npm script runs it compiled, as the server runs (scripts/start.mjs → build/node/bench/delivery.js, no tsx
 * loader — decision 046), with node --max-old-space-size=128 --min-semi-space-size=8 --max-semi-space-size=8
 * (what `npm run start:worker` runs with: without a cap V8 grows the heap lazily on a large machine and RSS
 * says little about what the engine needs; a young generation fixed at 8 MB semi-spaces instead of growing
 * from 1 MB to 16 MB keeps ~40 MB less resident and sends faster from the first second — decision 016).
 * The raw nodemailer baseline sends the same prepared MIME the engine sends (and, for reference, composes
 * from subject/HTML/text); "record wait" is the group commit's delay, the ambiguous window of decision 012.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import nodemailer from "nodemailer";
import pg from "pg";
import { type Database, openDatabase } from "../server/db/client";
import { vacuumDatabase } from "../server/db/maintenance";
import {
  DEFAULT_PREPARE_CONCURRENCY,
  schedulerTick,
  startWorkerPool,
  type WorkerEnv,
} from "../server/delivery";
import { deriveBrief } from "../server/delivery/derive-brief";
import { parseAllowlist } from "../server/delivery/safe-fetch";
import { briefColumns } from "../server/delivery/stored-brief";
import { loadCatalogue } from "../server/delivery/sources";
import { createLogger } from "../server/log";
import { createMailer } from "../server/mail/send-email";
import { startFixtureFeedServer } from "../tests/support/fixture-feed-server";

const N = Number(process.env.BENCH_N ?? 10_000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 32);
/** rows being prepared at once (decision 048); unset = the pool's default, as `npm start` runs it */
const PREPARE_CONCURRENCY = process.env.BENCH_PREPARE_CONCURRENCY
  ? Number(process.env.BENCH_PREPARE_CONCURRENCY)
  : undefined;
/** BENCH_PREPARE_ONLY=1: stop after the prepare phase (to compare prepare concurrencies) */
const PREPARE_ONLY = process.env.BENCH_PREPARE_ONLY === "1";
const SMTP_POOL = Number(process.env.BENCH_SMTP_POOL ?? 10);
const here = path.dirname(fileURLToPath(import.meta.url));
const log = createLogger((process.env.BENCH_LOG_LEVEL as "warn") ?? "error");

let peakRss = 0;
/** PGlite's server process (decision 051), when the database runs in one: its CPU and RSS are reported too */
let dbServerPid = 0;
let dbServerPeakRss = 0;
/** resident bytes of a process, from /proc (Linux); 0 if it is gone */
function procRss(pid: number): number {
  try {
    return Number(readFileSync(`/proc/${pid}/statm`, "latin1").split(" ")[1]) * 4096;
  } catch {
    return 0;
  }
}
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage.rss());
  if (dbServerPid) dbServerPeakRss = Math.max(dbServerPeakRss, procRss(dbServerPid));
}, 50);

/** the SMTP sink (bench/smtp-sink.ts) in its own process; BENCH_SINK_ARGS adds node flags (e.g. --cpu-prof) */
function startSink(): Promise<{ child: ChildProcess; port: number }> {
  const extra = process.env.BENCH_SINK_ARGS?.split(" ").filter(Boolean) ?? [];
  // compiled next to this file (build/node/bench/smtp-sink.js); run from the source, through tsx
  const script = import.meta.url.endsWith(".ts")
    ? ["--import", "tsx", path.join(here, "smtp-sink.ts")]
    : [path.join(here, "smtp-sink.js")];
  const child = spawn(process.execPath, [...extra, ...script], {
    stdio: ["pipe", "pipe", "inherit"],
  });
  return new Promise((resolve) => {
    child.stdout!.once("data", (d: Buffer) =>
      resolve({ child, port: Number(/port (\d+)/.exec(d.toString())![1]) }),
    );
  });
}

/** user+system CPU seconds of a process, from /proc (Linux); 0 if it is gone */
function procCpu(pid: number | string, withReapedChildren = false): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "latin1");
    const f = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    // utime, stime (and cutime, cstime: children that exited and were waited for) in clock ticks (CLK_TCK 100)
    const own = Number(f[11]) + Number(f[12]);
    return (withReapedChildren ? own + Number(f[13]) + Number(f[14]) : own) / 100;
  } catch {
    return 0;
  }
}

/**
 * CPU used so far by this process (the engine), the sink and every PostgreSQL server process on the machine
 * (or PGlite's server process) — to see where the two cores go during a phase (differences of two snapshots).
 */
function cpuSnapshot(sinkPid: number) {
  let postgres = 0;
  if (process.platform === "linux") {
    for (const d of readdirSync("/proc")) {
      if (!/^\d+$/.test(d)) continue;
      try {
        // with the children the postmaster has reaped: a backend whose connection closed mid-phase (the pool's
        // idle timeout) takes its CPU with it otherwise
        if (readFileSync(`/proc/${d}/comm`, "latin1").startsWith("postgres"))
          postgres += procCpu(Number(d), true);
      } catch {}
    }
  }
  if (dbServerPid) postgres += procCpu(dbServerPid);
  const u = process.cpuUsage();
  // this process's main thread alone (the rest is V8's GC and compiler threads and libuv's pool)
  const main = process.platform === "linux" ? procCpu(`${process.pid}/task/${process.pid}`) : 0;
  return { self: (u.user + u.system) / 1e6, main, sink: procCpu(sinkPid), postgres };
}
type Cpu = ReturnType<typeof cpuSnapshot>;
/**
 * CPU ms per message between two snapshots: "engine (its main thread) / postgres / sink" (or without postgres)
 */
const cpuPer = (a: Cpu, b: Cpu, n: number, withPostgres = true) => {
  const ms = (s: number) => ((s * 1000) / Math.max(1, n)).toFixed(2);
  const engine = `${ms(b.self - a.self)} (${ms(b.main - a.main)})`;
  return [engine, ...(withPostgres ? [ms(b.postgres - a.postgres)] : []), ms(b.sink - a.sink)].join(" / ");
};

/**
 * BENCH_CPU_PROF=dir: a V8 CPU profile of this process during the send phase only (not the preparation
 * before it) and the raw nodemailer run (same MIME), written to dir/<db>-send.cpuprofile and <db>-raw.cpuprofile (open it in Chrome DevTools or speedscope).
 */
async function startProfiler() {
  const dir = process.env.BENCH_CPU_PROF;
  if (!dir) return null;
  const { Session } = await import("node:inspector");
  const session = new Session();
  session.connect();
  const post = (method: string, params?: object) =>
    new Promise<unknown>((res, rej) =>
      session.post(method, params ?? {}, (err, r) => (err ? rej(err) : res(r))),
    );
  // BENCH_HEAP_PROF=1: where the phase allocates (sampled, counting what the GC has collected since) instead
  const heap = process.env.BENCH_HEAP_PROF === "1";
  if (heap) {
    await post("HeapProfiler.enable");
    await post("HeapProfiler.startSampling", {
      samplingInterval: 16384,
      includeObjectsCollectedByMajorGC: true,
      includeObjectsCollectedByMinorGC: true,
    });
  } else {
    await post("Profiler.enable");
    await post("Profiler.setSamplingInterval", { interval: 200 });
    await post("Profiler.start");
  }
  return {
    async stop(name: string) {
      const { profile } = (await post(heap ? "HeapProfiler.stopSampling" : "Profiler.stop")) as {
        profile: unknown;
      };
      mkdirSync(dir, { recursive: true });
      writeFileSync(
        path.join(dir, `${name}.${heap ? "heapprofile" : "cpuprofile"}`),
        JSON.stringify(profile),
      );
      session.disconnect();
    },
  };
}

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? 0;
};

async function postgresTarget(): Promise<{ url: string; drop: () => Promise<void> } | null> {
  const admin =
    process.env.BENCH_DATABASE_URL ??
    process.env.TEST_DATABASE_URL ??
    "postgres://postgres@127.0.0.1:5432/test";
  const c = new pg.Client({ connectionString: admin, connectionTimeoutMillis: 2000 });
  try {
    await c.connect();
  } catch {
    return null;
  }
  const name = `tidings_bench_${randomBytes(4).toString("hex")}`;
  await c.query(`create database "${name}"`);
  await c.end();
  const u = new URL(admin);
  u.pathname = `/${name}`;
  return {
    url: u.toString(),
    drop: async () => {
      const a = new pg.Client({ connectionString: admin });
      await a.connect();
      await a.query(`drop database if exists "${name}" with (force)`);
      await a.end();
    },
  };
}

/**
 * BENCH_SEND_PROCESSES=N (PostgreSQL only): the send phase runs in N worker processes (this script with
 * BENCH_ROLE=sender, each one pool of BENCH_CONCURRENCY places, as N `npm run start:worker` would), not in
 * this process. Each prints "SENDER <json>" (its CPU, peak RSS and counts) once the ledger has nothing left
 * to send.
 */
const SEND_PROCESSES = Number(process.env.BENCH_SEND_PROCESSES ?? 1);

function workerEnvFor(db: Database["db"], smtpPort: number) {
  const mailer = createMailer(
    { kind: "smtp", url: `smtp://127.0.0.1:${smtpPort}` },
    { from: "Tidings <b@tidings.localhost>", log, maxConnections: SMTP_POOL },
  );
  const env: WorkerEnv = {
    db,
    appUrl: "http://localhost:3000",
    mailFrom: "Tidings <b@tidings.localhost>",
    secret: "x".repeat(32),
    catalogue: loadCatalogue(),
    // the bench's briefings name their local feeds by address: no search feed would be built anyway
    searchFeeds: null,
    allowlist: parseAllowlist("127.0.0.1"),
    llm: null,
    refreshMs: 30 * 60_000,
    log,
    sendEmail: (m) => mailer.sendEmail(m),
    leaseMs: 300_000,
    maxAttempts: 8,
    retryBaseMs: 1000,
  };
  return { env, mailer };
}

async function unfinished(db: Database["db"]): Promise<number> {
  const r = (await db.execute(
    sql`select count(*)::int as n from deliveries where status not in ('sent', 'failed', 'skipped')`,
  )) as unknown as { rows: Array<{ n: number }> };
  return Number(r.rows[0]!.n);
}

if (process.env.BENCH_ROLE === "sender") {
  const database = await openDatabase({ kind: "postgres", url: process.env.BENCH_SENDER_DB!, poolSize: 20 });
  const { env, mailer } = workerEnvFor(database.db, Number(process.env.BENCH_SENDER_SMTP));
  const pool = startWorkerPool(env, {
    concurrency: CONCURRENCY,
    prepareConcurrency: PREPARE_CONCURRENCY,
    pollMs: 50,
  });
  const cpu0 = process.cpuUsage();
  process.stdout.write("READY\n");
  // wait for the slot, then until nothing is left to send
  while ((await unfinished(database.db)) > 0) await new Promise((r) => setTimeout(r, 200));
  await pool.stop();
  mailer.close();
  const u = process.cpuUsage(cpu0);
  process.stdout.write(
    `SENDER ${JSON.stringify({ cpu: (u.user + u.system) / 1e6, peakRss, stats: pool.stats, counts: pool.counts })}\n`,
  );
  await database.close();
  process.exit(0);
}

type SenderReport = {
  cpu: number;
  peakRss: number;
  counts: { claims: number; claimed: number; records: number; recorded: number };
} | null;

/** N sender processes against `url`; resolves once all are ready; `done` once all have finished */
async function startSenders(n: number, url: string, smtpPort: number) {
  const children = Array.from({ length: n }, () =>
    spawn(process.execPath, [...process.execArgv, ...process.argv.slice(1)], {
      env: {
        ...process.env,
        BENCH_ROLE: "sender",
        BENCH_SENDER_DB: url,
        BENCH_SENDER_SMTP: String(smtpPort),
      },
      stdio: ["ignore", "pipe", "inherit"],
    }),
  );
  const outputs = children.map((c) => {
    let out = "";
    c.stdout!.on("data", (d: Buffer) => {
      out += d;
    });
    const exited = new Promise((r) => c.once("exit", r));
    return { ready: () => out.includes("READY"), exited, result: () => /^SENDER (.*)$/m.exec(out)?.[1] };
  });
  while (!outputs.every((o) => o.ready())) await new Promise((r) => setTimeout(r, 50));
  return {
    done: async (): Promise<SenderReport[]> => {
      await Promise.all(outputs.map((o) => o.exited));
      return outputs.map((o) => JSON.parse(o.result() ?? "null") as SenderReport);
    },
  };
}

async function runOn(
  kind: "pglite" | "postgres",
  open: () => Promise<Database>,
  smtpPort: number,
  feedUrl: string,
  sinkPid: number,
  url?: string,
) {
  let database = await open();
  await database.migrate();
  let db = database.db;
  // BENCH_SQL: statements run after the migrations, before the set-up (to try a storage setting)
  for (const stmt of (process.env.BENCH_SQL ?? "").split(";").filter((x) => x.trim()))
    await db.execute(sql.raw(stmt));
  const slotMinute = new Date(Math.ceil((Date.now() + 9 * 60_000) / 60_000) * 60_000);
  const hhmm = slotMinute.toISOString().slice(11, 16);
  // N users and briefings, all due at the same minute, all drawing on the same fixture feed (fetched once)
  await db.execute(sql`insert into "user" (id, name, email, email_verified)
      select 'bench-' || g, 'bench ' || g, 'bench-' || g || '@bench.test', true from generate_series(1, ${N}) g`);
  // each with its brief stored, as saving a briefing stores it (a preparation otherwise derives and writes it)
  const topic = `quantum computing, AI and robots from ${feedUrl}`;
  const stored = briefColumns(topic, await deriveBrief(null, topic));
  await db.execute(sql`insert into briefings (user_id, name, email, frequency, times, topic, timezone, active, status, next_send_at, brief, brief_source, brief_topic_hash)
      select 'bench-' || g, 'Morning briefing', 'bench-' || g || '@bench.test', 'daily', array[${hhmm}], 
             ${topic}, 'UTC', true, 'free', ${slotMinute.toISOString()}::timestamptz,
             ${JSON.stringify(stored.brief)}::jsonb, ${stored.briefSource}, ${stored.briefTopicHash}
      from generate_series(1, ${N}) g`);
  if (kind === "pglite") {
    // The engine is measured on a database it opens, as every start but an install's very first does
    // (and that one runs initdb in a short-lived child process: server/db/client.ts, decision 016): a new
    // PGlite server process, whose memory does not hold this set-up's inserts.
    await database.close();
    database = await open();
    db = database.db;
  }
  const { env, mailer } = workerEnvFor(db, smtpPort);
  dbServerPid = database.server?.pid ?? 0;
  const startRss = process.memoryUsage().rss;
  const dbStartRss = dbServerPid ? procRss(dbServerPid) : 0;
  peakRss = startRss;
  dbServerPeakRss = dbStartRss;
  let t = performance.now();
  const tick = await schedulerTick(db, {
    prepareLeadMs: 10 * 60_000,
    graceMs: 7_200_000,
    messageIdDomain: "tidings.localhost",
    batch: 1000,
  });
  const tickMs = performance.now() - t;
  // prepare ahead of the slot
  t = performance.now();
  const poolOptions = { concurrency: CONCURRENCY, prepareConcurrency: PREPARE_CONCURRENCY, pollMs: 50 };
  let pool = startWorkerPool(env, poolOptions);
  await pool.idle();
  await pool.stop();
  const prepareS = (performance.now() - t) / 1000;
  const prepareRss = peakRss;
  const dbPrepareRss = dbServerPeakRss;
  peakRss = process.memoryUsage().rss;
  dbServerPeakRss = dbServerPid ? procRss(dbServerPid) : 0;
  const prepared = pool.stats.prepared;
  const prepareFigures = {
    db: kind,
    briefings: N,
    enqueued: tick.enqueued,
    "tick (s)": +(tickMs / 1000).toFixed(2),
    "prepare concurrency": PREPARE_CONCURRENCY ?? Math.min(CONCURRENCY, DEFAULT_PREPARE_CONCURRENCY),
    "prepared/s": +(prepared / prepareS).toFixed(0),
    "prepare (s)": +prepareS.toFixed(0),
  };
  if (PREPARE_ONLY) {
    await database.close();
    return {
      ...prepareFigures,
      "RSS at start (MB)": Math.round(startRss / 1024 / 1024),
      "peak RSS prepare (MB)": Math.round(prepareRss / 1024 / 1024),
    };
  }
  // the messages the raw nodemailer baseline sends after the engine: a sample of the prepared ones, copied
  // now (a sent row's message is cleared when it is recorded, decision 052), inside the database, so that
  // they take no room in the engine's memory meanwhile
  await db.execute(sql`create table bench_sample as
    select b.email, d.raw, h.subject, h.email_content as html, h.text_content as text, d.content->'headers' as headers
    from deliveries d join briefings b on b.id = d.briefing_id join email_history h on h.id = d.history_id
    where d.status = 'prepared' limit 200`);
  // the slot arrives (shift it to "in 2 s" instead of waiting minutes)
  const slot = new Date(Date.now() + 2000);
  await db.execute(
    sql`update deliveries set slot_at = ${slot.toISOString()}::timestamptz, run_after = ${slot.toISOString()}::timestamptz where status = 'prepared'`,
  );
  const senders = kind === "postgres" && SEND_PROCESSES > 1 && url ? SEND_PROCESSES : 1;
  const profiler = await startProfiler();
  const sendStartUs = process.hrtime.bigint() / 1000n;
  const cpuBeforeSend = cpuSnapshot(sinkPid);
  const children = senders > 1 ? await startSenders(senders, url!, smtpPort) : null;
  if (!children) pool = startWorkerPool(env, poolOptions);
  for (;;) {
    const r = (await db.execute(
      sql`select count(*)::int as n from deliveries where status in ('sent', 'failed', 'skipped')`,
    )) as unknown as { rows: Array<{ n: number }> };
    if (r.rows[0]!.n >= tick.enqueued) break;
    await new Promise((res) => setTimeout(res, 200));
  }
  const cpuAfterSend = cpuSnapshot(sinkPid);
  if (!children) await pool.stop();
  const reports = children ? await children.done() : [];
  const counts = children
    ? reports.reduce(
        (a, r) => ({
          claims: a.claims + (r?.counts.claims ?? 0),
          claimed: a.claimed + (r?.counts.claimed ?? 0),
          records: a.records + (r?.counts.records ?? 0),
          recorded: a.recorded + (r?.counts.recorded ?? 0),
        }),
        { claims: 0, claimed: 0, records: 0, recorded: 0 },
      )
    : pool.counts;
  // the senders' CPU counts as the engine's; their RSS is reported per process (the largest)
  cpuAfterSend.self += reports.reduce((a, r) => a + (r?.cpu ?? 0), 0);
  const senderRss = Math.max(0, ...reports.map((r) => r?.peakRss ?? 0));
  await profiler?.stop(`${kind}-send`);
  // the send phase on the monotonic clock V8's profiles use too: to cut the PGlite server's whole-life
  // profile (BENCH_PGLITE_ARGS=--cpu-prof) down to the send phase
  if (process.env.BENCH_CPU_PROF)
    writeFileSync(
      path.join(process.env.BENCH_CPU_PROF, `${kind}-send-window.json`),
      JSON.stringify({ startUs: Number(sendStartUs), endUs: Number(process.hrtime.bigint() / 1000n) }),
    );
  const engineRss = peakRss;
  const dbSendRss = dbServerPeakRss;
  // late: SMTP accept − slot; wait: recorded (the group commit's statement) − SMTP accept, i.e. the
  // ambiguous window of decision 012 as it was under this load
  const rows = (await db.execute(
    sql`select extract(epoch from (sent_at - slot_at)) * 1000 as late, extract(epoch from sent_at) * 1000 as at,
               extract(epoch from (updated_at - sent_at)) * 1000 as wait
        from deliveries where status = 'sent'`,
  )) as unknown as {
    rows: Array<{ late: string | number; at: string | number; wait: string | number }>;
  };
  const lateness = rows.rows.map((r) => Number(r.late));
  const recordWait = rows.rows.map((r) => Math.max(0, Number(r.wait)));
  const lastAt = Math.max(...rows.rows.map((r) => Number(r.at)));
  const firstAt = Math.min(...rows.rows.map((r) => Number(r.at)));
  const sent = rows.rows.length;
  const engineRate = sent / ((lastAt - slot.getTime()) / 1000);
  const burstRate = sent / Math.max(0.001, (lastAt - firstAt) / 1000);
  mailer.close();

  // raw pooled nodemailer against the same sink, same pool size & concurrency, the same messages (a sample of
  // the prepared ones, cycled): (1) the prepared MIME as is, which is what the engine hands to nodemailer,
  // so the ratio is the cost of the ledger alone; (2) composed by nodemailer from subject/HTML/text per send
  const sample = (await db.execute(sql`select * from bench_sample`)) as unknown as {
    rows: Array<{
      email: string;
      raw: string;
      subject: string;
      html: string;
      text: string;
      headers: Record<string, string> | string;
    }>;
  };
  for (const r of sample.rows) if (typeof r.headers === "string") r.headers = JSON.parse(r.headers);
  const rawRun = async (composed: boolean) => {
    const transport = nodemailer.createTransport({
      host: "127.0.0.1",
      port: smtpPort,
      secure: false,
      ignoreTLS: true,
      pool: true,
      maxConnections: SMTP_POOL,
      maxMessages: 1000,
    });
    const rawProfiler = composed ? null : await startProfiler();
    const c0 = cpuSnapshot(sinkPid);
    const t0 = performance.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        for (;;) {
          const i = next++;
          if (i >= sent) return;
          const m = sample.rows[i % sample.rows.length]!;
          await transport.sendMail(
            composed
              ? {
                  from: "Tidings <b@tidings.localhost>",
                  to: m.email,
                  subject: m.subject,
                  html: m.html,
                  text: m.text,
                  headers: m.headers as Record<string, string>,
                }
              : { raw: m.raw, envelope: { from: "b@tidings.localhost", to: [m.email] } },
          );
        }
      }),
    );
    const rate = sent / ((performance.now() - t0) / 1000);
    // no database in this run (and the pool's idle connections may close meanwhile): this process and the sink
    const cpu = cpuPer(c0, cpuSnapshot(sinkPid), sent, false);
    await rawProfiler?.stop(`${kind}-raw`);
    transport.close();
    return { rate, cpu };
  };
  const { rate: rawRate, cpu: rawCpu } = await rawRun(false);
  const { rate: composedRate } = await rawRun(true);
  // the housekeeping PGlite gets every hour (decision 052), after this slot: how long the database is busy
  const vacuumMs = await vacuumDatabase(db);
  await database.close();
  dbServerPid = 0;
  const avgSize = Math.round(
    sample.rows.reduce((s, r) => s + r.html.length, 0) / Math.max(1, sample.rows.length),
  );
  return {
    ...prepareFigures,
    sent,
    "deliveries/s (from slot)": +engineRate.toFixed(0),
    "deliveries/s (first→last)": +burstRate.toFixed(0),
    "raw nodemailer/s (same MIME)": +rawRate.toFixed(0),
    ratio: +(engineRate / rawRate).toFixed(2),
    "raw nodemailer/s (composing)": +composedRate.toFixed(0),
    "rows per claim / record": `${(counts.claimed / Math.max(1, counts.claims)).toFixed(1)} / ${(counts.recorded / Math.max(1, counts.records)).toFixed(1)}`,
    "CPU ms/email engine (main thread)/db/sink": cpuPer(cpuBeforeSend, cpuAfterSend, sent),
    "CPU ms/email raw (main thread)/sink": rawCpu,
    "lateness p50 (s)": +(pct(lateness, 50) / 1000).toFixed(2),
    "lateness p99 (s)": +(pct(lateness, 99) / 1000).toFixed(2),
    "record wait p50/p99 (ms)": `${Math.round(pct(recordWait, 50))} / ${Math.round(pct(recordWait, 99))}`,
    "RSS at start (MB)": Math.round(startRss / 1024 / 1024),
    "peak RSS prepare (MB)": Math.round(prepareRss / 1024 / 1024),
    "peak RSS send (MB)": Math.round((children ? senderRss : engineRss) / 1024 / 1024),
    ...(database.server
      ? {
          "PGlite process RSS start/prepare/send (MB)": [dbStartRss, dbPrepareRss, dbSendRss]
            .map((b) => Math.round(b / 1024 / 1024))
            .join(" / "),
        }
      : {}),
    "VACUUM (ANALYZE) after (s)": +(vacuumMs / 1000).toFixed(2),
    "send processes": senders,
    "avg html (KB)": +(avgSize / 1024).toFixed(1),
  };
}

// Each database runs in its own process (same NODE_OPTIONS), so one run's memory does not count in the other's
// RSS (PGlite's WebAssembly memory never shrinks).
if (!process.env.BENCH_DB) {
  const kinds = ["pglite", "postgres"];
  const all: Array<Record<string, unknown>> = [];
  for (const kind of kinds) {
    // the same command as this process: node flags (heap sizes; the tsx loader when run from the source) and
    // script (scripts/start.mjs bench/delivery: the compiled bench, as the server runs)
    const child = spawn(process.execPath, [...process.execArgv, ...process.argv.slice(1)], {
      env: { ...process.env, BENCH_DB: kind, BENCH_JSON: "1" },
      stdio: ["ignore", "pipe", "inherit"],
    });
    let out = "";
    child.stdout!.on("data", (d: Buffer) => {
      out += d;
    });
    await new Promise((r) => child.once("exit", r));
    const m = /^RESULT (.*)$/m.exec(out);
    if (m) all.push(JSON.parse(m[1]!));
    else console.log(out.trim());
  }
  console.table(all);
  process.exit(0);
}

const sink = await startSink();
const feeds = await startFixtureFeedServer();
const feedUrl = `${feeds.url}/feeds/tech.xml`;
const results: Array<Record<string, unknown>> = [];
try {
  const only = process.env.BENCH_DB;
  if (!only || only === "pglite") {
    // on disk, as `npm start` runs it (an in-memory PGlite would count the whole database as RSS)
    const dir = mkdtempSync(path.join(tmpdir(), "tidings-bench-"));
    results.push(
      await runOn(
        "pglite",
        () =>
          openDatabase({
            kind: "pglite",
            dir: path.join(dir, "db"),
            serverArgs: process.env.BENCH_PGLITE_ARGS?.split(" ").filter(Boolean),
          }),
        sink.port,
        feedUrl,
        sink.child.pid!,
      ),
    );
    rmSync(dir, { recursive: true, force: true });
  }
  if (!only || only === "postgres") {
    const target = await postgresTarget();
    if (target) {
      try {
        results.push(
          await runOn(
            "postgres",
            () => openDatabase({ kind: "postgres", url: target.url, poolSize: 20 }),
            sink.port,
            feedUrl,
            sink.child.pid!,
            target.url,
          ),
        );
      } finally {
        // BENCH_KEEP_DB=1: leave the database for a look at what the run left (its name is printed)
        if (process.env.BENCH_KEEP_DB === "1") console.error(`kept ${target.url}`);
        else await target.drop();
      }
    } else console.log("PostgreSQL not reachable: skipped (set BENCH_DATABASE_URL)");
  }
} finally {
  clearInterval(sampler);
  sink.child.kill();
  await feeds.close();
}
if (process.env.BENCH_JSON) for (const r of results) console.log(`RESULT ${JSON.stringify(r)}`);
else console.table(results);
process.exit(0);
