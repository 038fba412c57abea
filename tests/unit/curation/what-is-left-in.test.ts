import { describe, expect, it } from "vitest";
import { parseBrief } from "../../../server/curation";

// Decision 202: after what a reader leaves out comes what they do want: "No politics, just sport", "Nothing about
// politics, I want sport", "Keine Politik, nur Sport". Read as one list, those were all left out, the brief had
// no interest, and /create refused the description. "Anything but politics" is the news without politics.
const brief = (d: string) => {
  const b = parseBrief(d);
  return { interests: b.interests.map((i) => i.phrase.toLowerCase()), exclusions: b.exclusions };
};

describe("what the reader leaves in after what they leave out (decision 202)", () => {
  it.each([
    ["No politics, just sport", "sport", "politics"],
    ["No politics, only sport", "sport", "politics"],
    ["Nothing about politics, I want sport", "sport", "politics"],
    ["Keine Politik, nur Sport", "sport", "politik"],
    ["Pas de politique, seulement du sport", "sport", "politique"],
    ["Nada de política, solo deportes", "deportes", "política"],
  ])("%s: the subject after 'just', 'only' or 'I want' is asked for, not left out", (d, interest, left) => {
    expect(brief(d)).toEqual({ interests: [interest], exclusions: [left] });
  });

  it("'Anything but politics' and 'Everything except politics' are the world's news without politics", () => {
    expect(brief("Anything but politics")).toEqual({ interests: ["world"], exclusions: ["politics"] });
    expect(brief("Everything except politics")).toEqual({ interests: ["world"], exclusions: ["politics"] });
  });

  it("'hold the crypto' and 'not into space stuff' leave a subject out; a 'please' in brackets is no part of it", () => {
    expect(brief("Business and markets, hold the crypto")).toEqual({
      interests: ["business", "markets"],
      exclusions: ["crypto"],
    });
    expect(brief("Science news, not into space stuff")).toEqual({
      interests: ["science"],
      exclusions: ["space"],
    });
    expect(brief("Sport (not football please)")).toEqual({ interests: ["sport"], exclusions: ["football"] });
  });

  it("a clause about the reader that asks for nothing still ends the list: 'No crypto, I'm sick of it'", () => {
    expect(brief("No crypto, I'm sick of it. Tech news")).toEqual({
      interests: ["tech"],
      exclusions: ["crypto"],
    });
  });
});
