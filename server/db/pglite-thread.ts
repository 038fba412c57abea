/**
 * PGlite on its own thread (decision 049).
 *
 * PGlite is PostgreSQL compiled to WebAssembly: in-process, every query runs on the JavaScript thread
 * that asked for it, so the database and the application (HTTP, the delivery engine) take turns on one
 * core. Here PGlite lives in a `worker_threads` Worker and this module hands Drizzle a client with the
 * part of PGlite's interface Drizzle uses — `query`, `exec`, `transaction`, `close` — forwarding each
 * call as a message. The database then works on a second core while the application thread composes,
 * sends and serves.
 *
 * Semantics are PGlite's own: one session; a transaction holds it exclusively (queries from outside the
 * transaction wait, inside PGlite, until it ends); errors arrive as Errors with PGlite's fields (`code`,
 * `detail`, `constraint`, …). Result rows are copied across threads (structured clone).
 *
 * Drizzle passes `parsers` for a few type OIDs (timestamps, dates, intervals and their arrays), all of them
 * the identity (it wants the text); functions cannot cross threads, so the OIDs cross and the thread
 * applies the identity to them. Any other parser is refused rather than silently dropped.
 */
import { Worker } from "node:worker_threads";

/** The part of PGlite's interface that Drizzle and this app use. */
export interface ThreadQueryOptions {
  rowMode?: "array" | "object";
  parsers?: Record<number, (value: string, typeId: number) => unknown>;
}
export interface ThreadResults {
  rows: unknown[];
  affectedRows?: number;
  fields: Array<{ name: string; dataTypeID: number }>;
}
export interface ThreadTransaction {
  query(sql: string, params?: unknown[], options?: ThreadQueryOptions): Promise<ThreadResults>;
  exec(sql: string): Promise<ThreadResults[]>;
}
export interface PgliteThreadClient extends ThreadTransaction {
  transaction<T>(fn: (tx: ThreadTransaction) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** The Worker's source: plain JavaScript, evaluated as a CommonJS script (no loader, no bundler). */
const threadSource = `
const { parentPort, workerData } = require("node:worker_threads");
const identity = (v) => v;
const serialise = (e) => {
  const props = {};
  if (e && typeof e === "object")
    for (const [k, v] of Object.entries(e)) {
      if (v === undefined || typeof v === "function") continue;
      if (k === "query" || k === "params") continue;
      props[k] = typeof v === "object" && v !== null ? String(v) : v;
    }
  return { name: e && e.name ? String(e.name) : "Error", message: e && e.message ? String(e.message) : String(e), props };
};
const optionsOf = (o) => {
  if (!o) return undefined;
  const out = {};
  if (o.rowMode) out.rowMode = o.rowMode;
  if (o.identityOids) out.parsers = Object.fromEntries(o.identityOids.map((k) => [k, identity]));
  return out;
};
(async () => {
  const { PGlite } = await import(workerData.pgliteUrl);
  let db;
  try {
    db = await PGlite.create(workerData.dir, workerData.options);
  } catch (e) {
    parentPort.postMessage({ id: 0, error: serialise(e) });
    return;
  }
  const txs = new Map();
  let nextTx = 1;
  const target = (m) => {
    if (!m.tx) return db;
    const t = txs.get(m.tx);
    if (!t) throw new Error("transaction " + m.tx + " is not open");
    return t.tx;
  };
  const handlers = {
    query: (m) => target(m).query(m.sql, m.params, optionsOf(m.options)),
    exec: (m) => target(m).exec(m.sql),
    begin: () =>
      new Promise((opened, failed) => {
        const id = nextTx++;
        const entry = {};
        entry.done = db
          .transaction(
            (tx) =>
              new Promise((commit, rollback) => {
                entry.tx = tx;
                entry.commit = commit;
                entry.rollback = rollback;
                txs.set(id, entry);
                opened(id);
              }),
          )
          .finally(() => txs.delete(id));
        // BEGIN itself failed: the callback never ran
        entry.done.catch((e) => { if (!txs.has(id) && !entry.tx) failed(e); });
      }),
    end: async (m) => {
      const t = txs.get(m.tx);
      if (!t) throw new Error("transaction " + m.tx + " is not open");
      if (m.commit) {
        t.commit();
        await t.done;
      } else {
        t.rollback(new Error("rollback"));
        await t.done.catch(() => {});
      }
      return null;
    },
    close: async () => {
      await db.close();
      return null;
    },
  };
  parentPort.on("message", async (m) => {
    try {
      const result = await handlers[m.op](m);
      parentPort.postMessage({ id: m.id, result });
    } catch (e) {
      parentPort.postMessage({ id: m.id, error: serialise(e) });
    }
  });
  parentPort.postMessage({ id: 0, result: null });
})().catch((e) => parentPort.postMessage({ id: 0, error: serialise(e) }));
`;

interface Reply {
  id: number;
  result?: unknown;
  error?: { name: string; message: string; props: Record<string, unknown> };
}

function toError(e: NonNullable<Reply["error"]>): Error {
  const err = new Error(e.message);
  Object.assign(err, e.props);
  err.name = e.name;
  return err;
}

/** The identity parsers Drizzle passes, as their type OIDs; anything else cannot cross the thread. */
function portable(options?: ThreadQueryOptions) {
  if (!options) return undefined;
  const identityOids: number[] = [];
  for (const [oid, parse] of Object.entries(options.parsers ?? {})) {
    if (parse("x", Number(oid)) !== "x")
      throw new Error(`PGlite thread: only identity parsers can be used (type ${oid})`);
    identityOids.push(Number(oid));
  }
  return { rowMode: options.rowMode, identityOids: identityOids.length ? identityOids : undefined };
}

/** Start PGlite on a Worker thread over `dir` (a folder, or "memory://"); resolves once it is open. */
export async function openPgliteThread(
  dir: string,
  options: { startParams?: string[] },
): Promise<PgliteThreadClient> {
  const worker = new Worker(threadSource, {
    eval: true,
    // no tsx or other loader in the database thread: it runs PGlite's own JavaScript only
    execArgv: [],
    workerData: { pgliteUrl: import.meta.resolve("@electric-sql/pglite"), dir, options },
    // the thread's own JS heap holds results on their way out; PGlite's memory is WebAssembly memory
    resourceLimits: { maxOldGenerationSizeMb: 96, maxYoungGenerationSizeMb: 16 },
  });
  const pending = new Map<number, { resolve(v: unknown): void; reject(e: Error): void }>();
  let nextId = 1;
  let dead: Error | null = null;
  // keep the process alive only while a call is outstanding (PGlite in-process holds no handle either)
  worker.unref();
  const settle = (reply: Reply) => {
    const p = pending.get(reply.id);
    if (!p) return;
    pending.delete(reply.id);
    if (pending.size === 0) worker.unref();
    if (reply.error) p.reject(toError(reply.error));
    else p.resolve(reply.result);
  };
  const fail = (err: Error) => {
    dead ??= err;
    for (const p of pending.values()) p.reject(err);
    pending.clear();
    worker.unref();
  };
  worker.on("message", settle);
  worker.on("error", (e) => fail(new Error(`PGlite thread failed: ${e.message}`)));
  worker.on("exit", (code) => fail(new Error(`PGlite thread exited (${code})`)));

  const call = <T>(message: Record<string, unknown>, id = nextId++): Promise<T> => {
    if (dead) return Promise.reject(dead);
    return new Promise<T>((resolve, reject) => {
      if (pending.size === 0) worker.ref();
      pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
      if (id !== 0) worker.postMessage({ ...message, id });
    });
  };
  // id 0 is the start-up reply
  await call<null>({}, 0);

  const session = (tx?: number): ThreadTransaction => ({
    query: async (sql, params, options) =>
      call<ThreadResults>({ op: "query", sql, params: params ?? [], options: portable(options), tx }),
    exec: (sql) => call<ThreadResults[]>({ op: "exec", sql, tx }),
  });
  let closed = false;
  return {
    ...session(),
    async transaction<T>(fn: (tx: ThreadTransaction) => Promise<T>): Promise<T> {
      const tx = await call<number>({ op: "begin" });
      let result: T;
      try {
        result = await fn(session(tx));
      } catch (err) {
        await call({ op: "end", tx, commit: false }).catch(() => {});
        throw err;
      }
      await call({ op: "end", tx, commit: true });
      return result;
    },
    async close() {
      if (closed) return;
      closed = true;
      if (!dead) await call({ op: "close" }).catch(() => {});
      await worker.terminate();
    },
  };
}
