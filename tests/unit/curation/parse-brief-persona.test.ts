import { describe, expect, it } from "vitest";
import { parseBrief } from "../../../server/curation";

// Decision 214: a heading that says who the reader is, and the words that say the form or the time of what
// they read, found on the fourth fresh batch ("backend dev: linux, rust…" became one interest "backend dev";
// "Long weekend reads: science features…" became "Long weekend").
const phrases = (d: string) => parseBrief(d).interests.map((i) => i.phrase);

describe("a heading that says who the reader is", () => {
  it("takes the list after it as the subjects", () => {
    expect(phrases("backend dev: linux, rust, databases, security patches")).toEqual([
      "linux",
      "rust",
      "databases",
      "security patches",
    ]);
    expect(phrases("Sysadmin: patches and zero-days")).toEqual(["patches", "zero-days"]);
  });

  it("leaves a subject heading and a name heading as they were", () => {
    expect(phrases("Cycling as transport: bike lanes, commuting")).toHaveLength(1);
    expect(phrases("Arsenal: match reports and injuries")).toEqual(["Arsenal"]);
    expect(phrases("I'm a software engineer - keep me posted on what matters for my job")).toEqual([
      "software engineer",
    ]);
  });
});

describe("the form and the time of what the reader reads", () => {
  it("is no subject", () => {
    expect(phrases("Long weekend reads: science features from Quanta, New Scientist and Wired")).toEqual([
      "science",
    ]);
    expect(parseBrief("Tech news, skip the AI hype pls").exclusions).toEqual(["ai"]);
    expect(phrases("Nvidia and the AI chip race")).toEqual(["Nvidia", "AI chip"]);
  });
});
