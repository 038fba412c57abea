import { describe, expect, it } from "vitest";
import { expansionsOf } from "../../../server/curation/expansions";

// Decision 214: a German compound no entry is written for names what it is by its last word ("Deutsche
// Innenpolitik" had no term of politics, and the coalition's quarrels were missed).
describe("a compound's related terms", () => {
  it("are its head's", () => {
    expect(expansionsOf("Verkehrspolitik")).toContain("bundesregierung");
    // …unless it has an entry of its own: "Außenpolitik" is the world's news (decision 237)
    expect(expansionsOf("Außenpolitik")).toContain("peace talks");
    expect(expansionsOf("Deutsche Innenpolitik")).toContain("koalition");
    expect(expansionsOf("Weltwirtschaft")).toContain("konjunktur");
  });

  it("not for a word of its own that ends like a subject", () => {
    expect(expansionsOf("transport")).not.toContain("football");
    expect(expansionsOf("passport")).toEqual([]);
  });
});
