/**
 * PGlite as a database server process (decision 051).
 *
 *   node server/db/pglite-server.mjs        (started by server/db/pglite-process.ts, over an IPC channel)
 *
 * Opens PGlite over a folder (or "memory://") and serves the PostgreSQL wire protocol on a Unix socket, so
 * the application talks to it with node-postgres exactly as it talks to PostgreSQL. Plain JavaScript,
 * loaded by node itself: no loader, no bundle, nothing of the application in this process.
 *
 * PGlite is one PostgreSQL session. Several client connections share it safely because the server hands
 * the session out in whole units:
 * - a unit is the client's messages up to and including a Sync ('S') or a simple Query ('Q'): the
 *   extended-protocol state (the unnamed statement and portal) never spans two clients;
 * - after a unit that leaves a transaction open (or that ended on Flush without a Sync), the same client
 *   keeps the session until its transaction ends; the other clients' units wait in arrival order;
 * - a client that goes away in the middle of a transaction is rolled back.
 * Units run one at a time through `execProtocolRawStream`: bytes in, bytes out, no parsing here.
 *
 * The parent sends its config on the IPC channel ({ pgliteUrl, dir, socketPath, startParams: added to
 * PGlite's defaults }); this process answers { ready: true } once it listens, or { error } if PGlite cannot
 * open. It lives as long as its parent: when the channel closes (the parent closed the database, or exited,
 * even by SIGKILL) it closes PGlite and exits, so nothing is left holding the folder. SIGINT and SIGTERM
 * reach it together with its parent (Ctrl-C in a terminal, systemd stopping the service's cgroup): it keeps
 * serving while the parent shuts down and writes its last rows, and closes when the parent lets go (after
 * a SIGTERM, at the latest 30 s later).
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import path from "node:path";

const SSL_REQUEST = 80877103;
const CANCEL_REQUEST = 80877102;
const PROTOCOL_3 = 196608;
const SYNC = 0x53; // 'S'
const QUERY = 0x51; // 'Q'
const FLUSH = 0x48; // 'H'
const TERMINATE = 0x58; // 'X'

/** Sync, then the simple query "rollback": ends whatever a departed client left unfinished. */
const RELEASE = (() => {
  const sql = Buffer.from("rollback\0");
  const query = Buffer.alloc(5 + sql.length);
  query[0] = QUERY;
  query.writeInt32BE(4 + sql.length, 1);
  sql.copy(query, 5);
  return Buffer.concat([Buffer.from([SYNC, 0, 0, 0, 4]), query]);
})();

/**
 * PGlite does not stop a second process from opening the same folder (its postmaster.pid is never checked),
 * and two would corrupt it: this file, created exclusively, says which process has it open.
 */
const LOCK_FILE = "tidings-server.pid";
/** The pid in `file` if that process is alive and a PGlite server (on Linux: a reused pid is told apart). */
function holderOf(file) {
  let holder;
  try {
    holder = Number.parseInt(readFileSync(file, "utf8"), 10);
  } catch {
    return null;
  }
  try {
    process.kill(holder, 0);
    if (holder === process.pid) return null;
    if (
      existsSync("/proc/self/cmdline") &&
      !readFileSync(`/proc/${holder}/cmdline`, "utf8").includes("pglite-server")
    )
      return null;
    return holder;
  } catch (e) {
    return e.code === "EPERM" ? holder : null;
  }
}
/**
 * Take the folder's lock. A live holder may be a server whose parent has just gone (a restart right after a
 * crash): it is closing, so wait for it up to `waitMs` before giving up.
 */
async function lock(dir, waitMs) {
  const file = path.join(dir, LOCK_FILE);
  const deadline = Date.now() + waitMs;
  for (;;) {
    try {
      writeFileSync(file, `${process.pid}\n`, { flag: "wx" });
      return file;
    } catch (e) {
      if (e.code !== "EEXIST") throw e;
    }
    const holder = holderOf(file);
    if (holder === null) {
      // left by a process that is gone (killed): take it over
      rmSync(file, { force: true });
      continue;
    }
    if (Date.now() >= deadline)
      throw new Error(
        `the database in ${dir} is open in another process (pid ${holder}): stop it first (the embedded database serves one Tidings process)`,
      );
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function main(config) {
  const lockFile = config.dir.startsWith("memory://")
    ? null
    : await lock(config.dir, config.lockWaitMs ?? 10_000);
  const { PGlite } = await import(config.pgliteUrl);
  const db = await PGlite.create(config.dir, {
    startParams: [...PGlite.defaultStartParams, ...(config.startParams ?? [])],
  });

  /** @type {Set<Connection>} */
  const connections = new Set();
  /** The connections with a unit waiting, in arrival order. */
  const ready = [];
  /** The connection that holds the session between units (open transaction or unfinished unit). */
  let owner = null;
  let running = false;

  /** Runs `bytes` through PGlite; the reply goes to `conn` (null: discarded). */
  const execute = (bytes, conn) => {
    const out = [];
    return db
      .execProtocolRawStream(bytes, {
        syncToFs: true,
        onRawData: (data) => {
          if (conn) out.push(Buffer.from(data));
        },
      })
      .then(() => {
        if (conn && !conn.closed && out.length)
          conn.socket.write(out.length === 1 ? out[0] : Buffer.concat(out));
      });
  };

  const pump = async () => {
    if (running) return;
    running = true;
    try {
      for (;;) {
        let conn;
        if (owner) {
          if (owner.units.length === 0) break;
          conn = owner;
        } else {
          conn = ready.shift();
          if (!conn) break;
          if (conn.units.length === 0) continue;
        }
        const unit = conn.units.shift();
        await execute(unit.bytes, conn);
        owner = db.isInTransaction() || !unit.synced ? conn : null;
        if (!owner && conn.units.length > 0) ready.push(conn);
        if (owner === conn && conn.closed) await release(conn);
      }
    } finally {
      running = false;
    }
  };

  /** A connection that went away while holding the session: roll back, finish its unit. */
  const release = async (conn) => {
    if (owner !== conn) return;
    owner = null;
    await execute(RELEASE, null);
  };

  class Connection {
    constructor(socket) {
      this.socket = socket;
      this.buffer = Buffer.alloc(0);
      this.started = false;
      this.pending = []; // complete messages of an unfinished unit
      this.units = [];
      this.closed = false;
      socket.setNoDelay(true);
      socket.on("data", (d) => this.receive(d));
      socket.on("error", () => {});
      socket.on("close", () => this.close());
    }

    receive(data) {
      this.buffer = this.buffer.length ? Buffer.concat([this.buffer, data]) : data;
      let queued = false;
      while (!this.closed) {
        const b = this.buffer;
        if (!this.started) {
          if (b.length < 8) break;
          const length = b.readInt32BE(0);
          if (b.length < length) break;
          const code = b.readInt32BE(4);
          this.buffer = b.subarray(length);
          if (code === SSL_REQUEST) {
            this.socket.write("N");
          } else if (code === CANCEL_REQUEST) {
            // PGlite has no backend to signal: nothing to cancel
            this.socket.end();
            return;
          } else if (code === PROTOCOL_3) {
            this.started = true;
            this.units.push({ bytes: b.subarray(0, length), synced: true });
            queued = true;
          } else {
            this.socket.destroy();
            return;
          }
          continue;
        }
        if (b.length < 5) break;
        const length = 1 + b.readInt32BE(1);
        if (b.length < length) break;
        const type = b[0];
        const message = b.subarray(0, length);
        this.buffer = b.subarray(length);
        if (type === TERMINATE) {
          this.socket.end();
          this.close();
          return;
        }
        this.pending.push(message);
        if (type === SYNC || type === QUERY || type === FLUSH) {
          const bytes = this.pending.length === 1 ? this.pending[0] : Buffer.concat(this.pending);
          this.pending = [];
          this.units.push({ bytes, synced: type !== FLUSH });
          queued = true;
        }
      }
      if (queued) {
        if (owner !== this && !ready.includes(this)) ready.push(this);
        void pump();
      }
    }

    close() {
      if (this.closed) return;
      this.closed = true;
      this.units = [];
      connections.delete(this);
      const i = ready.indexOf(this);
      if (i >= 0) ready.splice(i, 1);
      if (owner === this && !running) void release(this).then(pump);
    }
  }

  const server = net.createServer((socket) => connections.add(new Connection(socket)));
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(config.socketPath, resolve);
  });

  let closing = false;
  const shutdown = async () => {
    if (closing) return;
    closing = true;
    server.close();
    for (const c of connections) c.socket.destroy();
    while (running) await new Promise((r) => setTimeout(r, 5));
    await db.close().catch(() => {});
    // the socket's private folder (the parent removes it too, unless it was killed)
    rmSync(path.dirname(config.socketPath), { recursive: true, force: true });
    if (lockFile) rmSync(lockFile, { force: true });
    process.exit(0);
  };
  process.on("disconnect", shutdown);
  process.on("SIGINT", () => {
    /* the parent decides: it closes the channel when it is done */
  });
  process.on("SIGTERM", () => setTimeout(shutdown, 30_000).unref());
  process.send({ ready: true });
}

process.once("message", (config) => {
  main(config).catch((e) => {
    process.send?.({ error: { message: e?.message ?? String(e), stack: e?.stack } });
    setTimeout(() => process.exit(1), 50);
  });
});
