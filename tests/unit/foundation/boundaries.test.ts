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
const importsOf = (file: string) =>
  [...readFileSync(path.join(root, file), "utf8").matchAll(/from "([^"]+)"/g)].map((m) => m[1]!);

describe("area boundaries (decision 065)", () => {
  it("billing imports nothing from the briefings area", () => {
    const offending = sources("server/billing").filter((f) =>
      importsOf(f).some((i) => i.includes("briefings/")),
    );
    expect(offending).toEqual([]);
  });

  it("other areas reach billing only through its public surface", () => {
    const offending = sources("server")
      .filter((f) => !f.startsWith(path.join("server", "billing")))
      .filter((f) => importsOf(f).some((i) => /\/billing\/./.test(i)));
    expect(offending).toEqual([]);
  });

  it("one HTML escaping function: server/http/html-page.ts", () => {
    const escaping = sources("server").filter((f) =>
      readFileSync(path.join(root, f), "utf8").includes("&amp;"),
    );
    expect(escaping).toEqual([path.join("server", "http", "html-page.ts")]);
  });
});
