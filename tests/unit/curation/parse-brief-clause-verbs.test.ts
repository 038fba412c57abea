import { describe, expect, it } from "vitest";
import { parseBrief } from "../../../server/curation";

const interests = (description: string) =>
  parseBrief(description).interests.map((i) => (i.context.length ? [i.phrase, i.context] : [i.phrase]));

// Decision 149: a description asked as a question ("what X are doing about Y") has a verb in it; the verb is
// not what the reader wants to read about, what it is done to narrows the subject.
describe("the verb of a clause is not a subject", () => {
  it("drops the verb after is / are / has been, and keeps what it acts on as the subject's context", () => {
    expect(interests("what central banks are doing about interest rates")).toEqual([
      ["central banks", ["interest rates"]],
    ]);
    expect(interests("how AI is changing healthcare")).toEqual([["AI", ["healthcare"]]]);
    expect(interests("I want to know what the EU has been doing on climate")).toEqual([["EU", ["climate"]]]);
    expect(interests("what startups are quietly building with LLMs")).toEqual([["startups", ["LLMs"]]]);
  });

  it("finds the verb of a question asked the other way round", () => {
    expect(interests("How is the Tour de France route shaping up for next year?")).toEqual([
      ["Tour de France route", ["next year"]],
    ]);
    expect(interests("how are electric cars selling in Europe")).toEqual([["electric cars", ["Europe"]]]);
    expect(interests("where is road cycling heading")).toEqual([["road cycling"]]);
    expect(interests("what is the charging infrastructure like")).toEqual([["charging infrastructure"]]);
  });

  it("makes the object the subject when the verb has no subject the reader named", () => {
    expect(interests("what's happening in Formula 1")).toEqual([["Formula 1"]]);
    expect(interests("who is winning the Tour de France")).toEqual([["Tour de France"]]);
    expect(interests("tell me what's going on with the housing market")).toEqual([["housing market"]]);
    expect(interests("things happening in Berlin this weekend")).toEqual([["Berlin"]]);
    // when the reader wants it is no subject
    expect(interests("who's winning in tennis at the moment")).toEqual([["tennis"]]);
    expect(interests("what's new in quantum computing lately")).toEqual([["quantum computing"]]);
  });

  it("reads the reader's own doings as no subject", () => {
    expect(interests("I'm getting into road cycling and I'm learning Rust")).toEqual([
      ["road cycling"],
      ["Rust"],
    ]);
    expect(interests("I've been reading about quantum computing")).toEqual([["quantum computing"]]);
    expect(interests("good things coming out of biotech")).toEqual([["biotech"]]);
  });

  it("keeps a word in -ing that names the subject", () => {
    expect(interests("road cycling and charging infrastructure")).toEqual([
      ["road cycling"],
      ["charging infrastructure"],
    ]);
    expect(interests("UK electric cars and public charging")).toEqual([
      ["UK electric cars"],
      ["public charging"],
    ]);
    expect(interests("gardening")).toEqual([["gardening"]]);
  });
});

describe("what a phrase keeps", () => {
  it("keeps the function words inside a name", () => {
    expect(interests("news about the Bank of England and the ECB")).toEqual([["Bank of England"], ["ECB"]]);
    expect(interests("Tour de France")).toEqual([["Tour de France"]]);
    expect(interests("lo que hace el Banco Central Europeo y el Banco de España")).toEqual([
      ["Banco Central Europeo"],
      ["Banco de España"],
    ]);
    expect(interests("Nouvelles sur le Tour de France")).toEqual([["Tour de France"]]);
    expect(interests("Nachrichten über die Bundesliga")).toEqual([["Bundesliga"]]);
  });

  it("drops how much a reader wants it from before the subject", () => {
    expect(
      interests(
        "Could you send me the most important world news each morning? I don't care about celebrities.",
      ),
    ).toEqual([["world"]]);
    expect(interests("The most interesting long reads of the week about history and archaeology")).toEqual([
      ["history"],
      ["archaeology"],
    ]);
    expect(interests("big tech and key rates")).toEqual([["big tech"], ["key rates"]]);
  });
});
