import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isUniqueViolation } from "../../../server/briefings/dto";
import { type Database, openDatabase } from "../../../server/db/client";
import { startPgliteProcess } from "../../../server/db/pglite-process";
import { user } from "../../../server/db/schema";
import { projectPath } from "../../../server/paths";
import { waitFor } from "../../support/wait-for";

const rows = async <T>(d: Database, q: ReturnType<typeof sql>) =>
  ((await d.db.execute(q)) as unknown as { rows: T[] }).rows;

/** A migrated database in `dir` holding one user, "kept". */
async function openWithUser(dir: string) {
  const d = await openDatabase({ kind: "pglite", dir });
  await d.migrate();
  await d.db.insert(user).values({ id: "kept", name: "Kept", email: "kept@example.test" });
  return d;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

// PGlite served by its own process over the PostgreSQL wire protocol (decision 051): one PGlite session
// shared by a pool of connections, as PostgreSQL would serve them.
describe.skipIf(process.env.TEST_DB_KIND === "postgres")("PGlite's server process", () => {
  let d: Database;
  beforeAll(async () => {
    d = await openDatabase({ kind: "pglite", dir: "memory://" });
    await d.migrate();
  });
  afterAll(() => d.close());

  it("answers through node-postgres with Drizzle's types, as PostgreSQL does", async () => {
    const [r] = await rows<{ at: string; j: { a: number[] }; n: number; v: string }>(
      d,
      sql`select '2026-11-22 03:00:00+00'::timestamptz as at, '{"a":[1,2]}'::jsonb as j, 41 + 1 as n, version() as v`,
    );
    expect(r).toMatchObject({ at: "2026-11-22 03:00:00+00", j: { a: [1, 2] }, n: 42 });
    expect(r!.v).toContain("PGlite");
    await d.db.insert(user).values({ id: "u1", name: "Ada", email: "ada@example.test" });
    const [u] = await d.db.select().from(user);
    expect(u!.email).toBe("ada@example.test");
    expect(u!.createdAt).toBeInstanceOf(Date);
  });

  it("passes PostgreSQL's errors through with their code, and the session stays usable", async () => {
    const err = await d.db
      .insert(user)
      .values({ id: "u2", name: "Ada again", email: "ada@example.test" })
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(isUniqueViolation(err)).toBe(true);
    await expect(d.db.execute(sql`select * from no_such_table`)).rejects.toThrow(/no_such_table/);
    expect(await rows<{ one: number }>(d, sql`select 1 as one`)).toEqual([{ one: 1 }]);
  });

  it("commits a transaction, and rolls one back when its callback throws", async () => {
    await d.db.transaction(async (tx) => {
      await tx.insert(user).values({ id: "t1", name: "Kept", email: "kept@example.test" });
    });
    await expect(
      d.db.transaction(async (tx) => {
        await tx.insert(user).values({ id: "t2", name: "Gone", email: "gone@example.test" });
        throw new Error("changed my mind");
      }),
    ).rejects.toThrow("changed my mind");
    const ids = (await d.db.select({ id: user.id }).from(user)).map((u) => u.id).sort();
    expect(ids).toEqual(["t1", "u1"]);
  });

  it("another connection's query waits for an open transaction and sees only its committed result", async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => {
      release = r;
    });
    const tx = d.db.transaction(async (t) => {
      await t.insert(user).values({ id: "t3", name: "Later", email: "later@example.test" });
      await gate;
    });
    await new Promise((r) => setTimeout(r, 50));
    let seen: number | null = null;
    const outside = rows<{ n: number }>(d, sql`select count(*)::int as n from "user" where id = 't3'`).then(
      (r) => {
        seen = r[0]!.n;
      },
    );
    await new Promise((r) => setTimeout(r, 100));
    expect(seen).toBeNull();
    release();
    await tx;
    await outside;
    expect(seen).toBe(1);
  });

  it("keeps many connections' parameterised statements apart (the extended protocol is never interleaved)", async () => {
    // ten connections, each with statements of different shapes and sizes in flight at once
    const got = await Promise.all(
      Array.from({ length: 300 }, (_, i) =>
        rows<{ i: number; s: string }>(
          d,
          i % 3 === 0
            ? sql`select ${i}::int as i, repeat('x', ${i * 37}::int) as s`
            : i % 3 === 1
              ? sql`select ${i}::int + 0 as i, ${"y".repeat(i * 101)}::text as s from "user" limit 1`
              : sql`select i, s from (values (${i}::int, ${String(i)}::text)) v(i, s)`,
        ).then((r) => r[0]!),
      ),
    );
    got.forEach((r, i) => {
      expect(r.i).toBe(i);
      expect(r.s).toBe(i % 3 === 0 ? "x".repeat(i * 37) : i % 3 === 1 ? "y".repeat(i * 101) : String(i));
    });
  });

  it("carries values of several megabytes both ways", async () => {
    const big = Array.from({ length: 60_000 }, (_, i) => `line ${i} ünïcode ✓`).join("\n");
    const [r] = await rows<{ n: number; back: string }>(
      d,
      sql`select length(${big}::text)::int as n, ${big}::text as back`,
    );
    expect(r!.n).toBe(big.length);
    expect(r!.back).toBe(big);
  });

  it("rolls back a client that disconnects inside a transaction, and serves the others on", async () => {
    const p = await startPgliteProcess("memory://", {});
    const connect = async () => {
      const c = new pg.Client({ host: p.host, port: p.port, user: "postgres", database: "postgres" });
      c.on("error", () => {});
      await c.connect();
      return c;
    };
    const a = await connect();
    const b = await connect();
    try {
      await a.query("create table t (id int primary key)");
      await a.query("begin");
      await a.query("insert into t values (1)");
      // b's statement waits behind a's open transaction…
      const waiting = b.query("insert into t values (2) returning id");
      await new Promise((r) => setTimeout(r, 50));
      // …and a goes away without committing
      (a as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
      expect((await waiting).rows).toEqual([{ id: 2 }]);
      expect((await b.query("select id from t order by id")).rows).toEqual([{ id: 2 }]);
    } finally {
      await b.end();
      await p.close();
    }
    expect(existsSync(p.host)).toBe(false);
  });

  it("after close, queries fail with an error instead of hanging", async () => {
    const other = await openDatabase({ kind: "pglite", dir: "memory://" });
    expect(await rows<{ two: number }>(other, sql`select 2 as two`)).toEqual([{ two: 2 }]);
    await other.close();
    await expect(other.db.execute(sql`select 1`)).rejects.toThrow();
    expect(await other.server!.exited).toBe(0);
  });

  it("takes over the lock of a server that was killed (kill -9) itself", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "tidings-pgs-"));
    try {
      const first = await openWithUser(path.join(dir, "db"));
      process.kill(first.server!.pid, "SIGKILL");
      await first.server!.exited;
      await first.close();
      expect(existsSync(path.join(dir, "db", "tidings-server.pid"))).toBe(true);
      const again = await openDatabase({ kind: "pglite", dir: path.join(dir, "db") });
      try {
        expect((await again.db.select({ id: user.id }).from(user)).map((u) => u.id)).toEqual(["kept"]);
      } finally {
        await again.close();
      }
      expect(existsSync(path.join(dir, "db", "tidings-server.pid"))).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("exits when the process that started it is killed (kill -9), and the folder opens again with its data", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "tidings-pgs-"));
    try {
      await (await openWithUser(path.join(dir, "db"))).close();
      // a parent process that starts the server, writes a row, reports the server's pid and is then killed
      const script = `
        import { spawn } from "node:child_process";
        import { mkdirSync } from "node:fs";
        import path from "node:path";
        const host = ${JSON.stringify(path.join(dir, "s"))};
        mkdirSync(host);
        const child = spawn(process.execPath, [${JSON.stringify(projectPath("server/db/pglite-server.mjs"))}], { stdio: ["ignore", "inherit", "inherit", "ipc"] });
        child.on("message", async (m) => {
          if (!m.ready) return;
          const { default: pg } = await import(${JSON.stringify(import.meta.resolve("pg"))});
          const c = new pg.Client({ host, port: 5432, user: "postgres", database: "postgres" });
          await c.connect();
          await c.query("insert into \\"user\\" (id, name, email) values ('written', 'W', 'w@example.test')");
          await c.query("begin");
          await c.query("insert into \\"user\\" (id, name, email) values ('uncommitted', 'U', 'u@example.test')");
          process.stdout.write("PID " + child.pid + "\\n");
        });
        child.send({ pgliteUrl: ${JSON.stringify(import.meta.resolve("@electric-sql/pglite"))}, dir: ${JSON.stringify(path.join(dir, "db"))}, socketPath: path.join(host, ".s.PGSQL.5432"), startParams: [] });
      `;
      const parent = spawn(process.execPath, ["--input-type=module", "-e", script], {
        stdio: ["ignore", "pipe", "inherit"],
        env: { ...process.env, NODE_OPTIONS: "" },
      });
      const serverPid = await new Promise<number>((resolve, reject) => {
        let out = "";
        parent.stdout!.on("data", (b: Buffer) => {
          out += b;
          const m = /PID (\d+)/.exec(out);
          if (m) resolve(Number(m[1]));
        });
        parent.once("exit", (code) => reject(new Error(`parent exited (${code}): ${out}`)));
      });
      expect(alive(serverPid)).toBe(true);
      parent.kill("SIGKILL");
      expect(await waitFor(async () => !alive(serverPid), 10_000)).toBe(true);
      const again = await openDatabase({ kind: "pglite", dir: path.join(dir, "db") });
      try {
        // one process at a time: a second open of the folder is refused while this one has it
        await expect(
          openDatabase({ kind: "pglite", dir: path.join(dir, "db"), lockWaitMs: 300 }),
        ).rejects.toThrow(/is open in another process \(pid \d+\)/);
        const ids = (await again.db.select({ id: user.id }).from(user)).map((u) => u.id).sort();
        expect(ids).toEqual(["kept", "written"]);
      } finally {
        await again.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
