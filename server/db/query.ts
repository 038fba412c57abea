import type { SQL } from "drizzle-orm";
import type { Db } from "./client";

/** Rows of a raw query, whichever driver (PGlite or node-postgres) is behind the Drizzle instance. */
export async function query<T = Record<string, unknown>>(db: Db, q: SQL): Promise<T[]> {
  const res = (await db.execute(q)) as unknown as { rows?: T[] };
  return res.rows ?? [];
}
