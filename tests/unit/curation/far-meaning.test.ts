import { describe, expect, it } from "vitest";
import { evaluationStories } from "../../support/candidates";

// Decision 192: two English reports far apart in meaning, sharing no name or figure but a place's, need
// clearer evidence to be one story than a couple of headline words.
describe("two reports far apart in meaning (decision 192)", () => {
  const { stories, at } = evaluationStories();

  it("a science story and a central banker's speech that share 'case' and 'weakening' are two stories", () => {
    expect(
      stories.same(
        at("Is dark energy weakening? New DESI data strengthens the case"),
        at("Fed's Waller Says Case for December Cut Is Weakening"),
      ),
    ).toBe(false);
  });

  it("two reports of a model's launch the word vectors cannot place are still one story: they share its name", () => {
    expect(
      stories.same(
        at("OpenAI's GPT-5.5 is here, and it wants to be your default browser too"),
        at("GPT-5.5: first impressions and the pelican benchmark"),
      ),
    ).toBe(true);
    expect(
      stories.same(
        at("OpenAI launches GPT-5.5 with cheaper API pricing"),
        at("GPT-5.5: first impressions and the pelican benchmark"),
      ),
    ).toBe(true);
  });
});
