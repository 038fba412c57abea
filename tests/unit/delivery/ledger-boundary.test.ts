import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(__dirname, "../../..");
const sources = (dir: string): string[] =>
  readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? sources(path.join(dir, e.name))
      : e.name.endsWith(".ts")
        ? [path.join(dir, e.name)]
        : [],
  );

/** SQL or Drizzle on the ledger's two tables: the table names in a statement, or their schema objects. */
const touchesLedgerTables = (code: string) =>
  /\b(from|into|update|join)\s+(deliveries|email_history)\b/i.test(code) ||
  /import\s*\{[^}]*\b(deliveries|emailHistory)\b[^}]*\}\s*from\s*"[^"]*db\/schema"/.test(code);

describe("the delivery ledger (decision 060)", () => {
  it("is the only code that reads or writes deliveries and email_history", () => {
    const ledger = path.join("server", "delivery", "ledger");
    const offending = sources("server")
      .filter((f) => !f.startsWith(ledger) && f !== path.join("server", "db", "schema.ts"))
      .filter((f) => touchesLedgerTables(readFileSync(path.join(root, f), "utf8")));
    expect(offending).toEqual([]);
  });

  it("the check recognises a query on those tables", () => {
    expect(touchesLedgerTables("sql`select 1 from deliveries where id = $1`")).toBe(true);
    expect(touchesLedgerTables('import { briefings, emailHistory } from "../db/schema";')).toBe(true);
    expect(touchesLedgerTables("// scheduler enqueued deliveries")).toBe(false);
  });
});
