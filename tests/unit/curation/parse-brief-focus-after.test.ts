import { describe, expect, it } from "vitest";
import { parseBrief } from "../../../server/curation";

// Decision 195: a word of focus after the last piece of a clause ("…, England mostly") narrows the subjects
// before it, as one before it does ("…, mostly England"); "England" was read as a third subject, and the
// email held England's peat ban and its mental health waiting lists.
const read = (d: string) => parseBrief(d).interests;

describe("a focus word after what it narrows (decision 195)", () => {
  it("narrows the subjects before it, as written before it does", () => {
    expect(read("Rugby union and cricket, England mostly")).toEqual(
      read("Rugby union and cricket, mostly England"),
    );
    expect(read("Rugby union and cricket, England mostly")).toEqual([
      { phrase: "Rugby union", context: ["England"] },
      { phrase: "cricket", context: ["England"] },
    ]);
    expect(read("Football, Arsenal in particular")).toEqual([{ phrase: "Football", context: ["Arsenal"] }]);
    expect(read("Fußball, Bayern vor allem")).toEqual([{ phrase: "Fußball", context: ["Bayern"] }]);
  });

  it("keeps what follows in another sentence", () => {
    const b = parseBrief("Rugby union and cricket, England mostly. No football");
    expect(b.interests.map((i) => i.phrase)).toEqual(["Rugby union", "cricket"]);
    expect(b.exclusions).toEqual(["football"]);
  });
});
