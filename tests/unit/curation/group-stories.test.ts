import { describe, expect, it } from "vitest";
import { fileItemsAt, storiesOf } from "../../support/candidates";

// Stories (decision 118): reports of one event are one story however their headlines are worded, and two
// events that only share a country in their headlines stay two stories, in a pool like a briefing's.
const now = new Date("2026-03-10T07:00:00Z");
const item = fileItemsAt(now);

const pool = [
  item(
    "copper",
    "wire",
    "Copper hits a record as Chile mine flood halts output",
    "Flooding at the Escondida pit stopped production on Monday, and copper futures in London rose 4% to $11,900 a tonne.",
  ),
  item(
    "metals",
    "markets",
    "Metal prices surge after Escondida shutdown",
    "BHP said its Escondida operation in northern Chile will stay closed for at least a week after floods, sending copper up 4% to $11,900.",
    9,
  ),
  item(
    "chips",
    "tech",
    "Chip maker's shares sink after a profit warning",
    "Lumentra said third-quarter revenue would be about $4.2bn, short of what analysts expected, and its stock fell 14% in New York.",
  ),
  item(
    "forecast",
    "business",
    "Lumentra cuts its sales outlook and the stock tumbles",
    "The semiconductor company now expects $4.2 billion in quarterly revenue; investors sent its shares down 14%.",
    6,
  ),
  item(
    "football",
    "sport",
    "Chile beat Peru in World Cup qualifier",
    "Two late goals in Santiago lifted Chile to fourth place in the South American table.",
  ),
  item(
    "rhine",
    "news",
    "Germany pledges more climate money as the summit enters its final day",
    "Berlin offered an extra €2bn for flood defences in poorer countries as negotiators worked through the night.",
  ),
  item(
    "tennis",
    "tennisnews",
    "Final day of the group stage: Germany face Spain for a semi-final place",
    "Alexander Zverev leads the German team in Malaga on the last day of the group stage.",
  ),
  item(
    "rates",
    "money",
    "Bank holds interest rates at 3.75%",
    "Policymakers voted 6-3 to keep borrowing costs unchanged.",
  ),
  item(
    "gold",
    "wire",
    "Gold tops $5,000 an ounce for the first time",
    "Bullion extended its rally as investors sought safety after a weak jobs report.",
  ),
  item(
    "bullion",
    "markets",
    "Gold breaks through $5K as haven demand soars",
    "The precious metal has gained more than a third this year.",
    3,
  ),
  item(
    "typhoon",
    "asiadesk",
    "Typhoon Kalmaegi leaves dozens dead in central Vietnam",
    "Rescuers reached flooded villages as the storm moved inland.",
    5,
  ),
  {
    ...item(
      "typhon",
      "lemonde",
      "Typhon au Vietnam : au moins 40 morts",
      "Les secours tentent d'atteindre les villages inondés.",
      3,
    ),
    language: "fr",
  },
  item(
    "madrid",
    "transfers",
    "Transfer Talk: Real Madrid monitor Wharton ahead of January",
    "The midfielder has impressed scouts this season.",
    6,
  ),
  {
    ...item(
      "derbi",
      "marca",
      "El Real Madrid recupera a Mbappé para el derbi",
      "El delantero ya entrena con el grupo.",
      4,
    ),
    language: "es",
  },
  item(
    "phone",
    "tech",
    "A foldable phone that finally feels finished",
    "The hinge is quieter and the crease all but gone.",
  ),
  item(
    "garden",
    "garden",
    "Sow sweet peas now for early summer flowers",
    "Use deep pots and pinch out the tips.",
  ),
  item(
    "film",
    "film",
    "A quiet drama wins the festival's top prize",
    "The jury praised its restraint and its cast.",
  ),
  item(
    "rail",
    "transport",
    "Night trains return to the Alps this winter",
    "Sleeper services link Zurich and Vienna again.",
  ),
];
const { stories, at } = storiesOf(pool, now);

describe("stories by content (decision 118)", () => {
  it("two reports of one event with different headline words are one story", () => {
    expect(stories.same(at("copper"), at("metals"))).toBe(true);
    // the same figures however they are written ("$4.2bn", "$4.2 billion") and the company's name
    expect(stories.same(at("chips"), at("forecast"))).toBe(true);
  });

  it("a headline's figure is one fact however it is written ('$5,000', '$5K')", () => {
    expect(stories.same(at("gold"), at("bullion"))).toBe(true);
    expect(stories.same(at("gold"), at("copper"))).toBe(false);
  });

  it("one event in two languages is one story by the cognates its headlines share", () => {
    // "Typhoon … Vietnam" and "Typhon au Vietnam": no word in common, two cognates apart
    expect(stories.same(at("typhoon"), at("typhon"))).toBe(true);
    // one name's two words ("Real Madrid") are one cognate, and one is not enough
    expect(stories.same(at("madrid"), at("derbi"))).toBe(false);
  });

  it("two events whose headlines share only a country are two stories", () => {
    expect(stories.same(at("copper"), at("football"))).toBe(false);
    expect(stories.same(at("metals"), at("football"))).toBe(false);
    expect(stories.same(at("rhine"), at("tennis"))).toBe(false);
    expect(stories.same(at("chips"), at("copper"))).toBe(false);
  });

  it("the same two reports published a fortnight apart are not one event", () => {
    const { stories: late } = storiesOf(
      [
        pool[at("copper")]!,
        { ...pool[at("metals")]!, published: "2026-02-24T07:00:00.000Z" },
        ...pool.slice(2),
      ],
      now,
    );
    expect(late.same(0, 1)).toBe(false);
  });
});
