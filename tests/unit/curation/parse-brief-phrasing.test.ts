import { describe, expect, it } from "vitest";
import { parseBrief } from "../../../server/curation";

// Decision 163: ways readers write a brief that the parser misread.
const interests = (description: string) =>
  parseBrief(description).interests.map((i) =>
    i.context.length ? `${i.phrase} ⟨${i.context.join(", ")}⟩` : i.phrase,
  );

describe("reading how readers write", () => {
  it("keeps a law's or a product's name whole when its last word reads as a verb", () => {
    expect(interests("News on the AI Act")).toEqual(["AI Act"]);
    expect(interests("The Digital Markets Act and the Clean Air Act")).toEqual([
      "Digital Markets Act",
      "Clean Air Act",
    ]);
    expect(interests("EU regulation of big tech (DMA, DSA, AI Act)")[0]).toContain("AI Act");
  });

  it("reads “like” before names as examples of the subject, and “I like” as liking", () => {
    expect(interests("Open source software releases like Linux, Rust, Python")).toEqual([
      "Open source software releases ⟨Linux, Rust, Python⟩",
    ]);
    expect(interests("I like Formula 1 and tennis")).toEqual(["Formula 1", "tennis"]);
  });

  it("ends an exclusion where the reader asks for more of something", () => {
    const b = parseBrief("Climate change news but not doom, more solutions");
    expect(b.exclusions).toEqual(["doom"]);
    expect(b.interests).toEqual([{ phrase: "Climate change", context: ["solutions"] }]);
    const c = parseBrief("Skip sports, more politics");
    expect(c.exclusions).toEqual(["sports"]);
    expect(c.interests.map((i) => i.phrase)).toEqual(["politics"]);
    // "no more" is still a "no"
    expect(parseBrief("AI, but no more crypto please").exclusions).toEqual(["crypto"]);
  });

  it("does not take how long the email should be for a subject", () => {
    const b = parseBrief("Short daily digest: top 5 AI stories");
    expect(b.interests.map((i) => i.phrase)).toEqual(["AI"]);
    expect(b.length).toBe(5);
  });

  it("reads a short English brief with a contraction as English", () => {
    const b = parseBrief("I'd like news about Arsenal");
    expect(b.language).toBe("en");
    expect(b.interests.map((i) => i.phrase)).toEqual(["Arsenal"]);
    // a French elided article is still French
    expect(parseBrief("Les nouvelles d'Europe et l'économie").language).toBe("fr");
  });
});

// Decision 164: a second batch of ways of writing.
describe("reading how readers write, continued", () => {
  it("reads what a name owns as narrowing it, and a place's subject as the subject there", () => {
    expect(parseBrief("Everything about Taylor Swift's tour").interests).toEqual([
      { phrase: "Taylor Swift", context: ["tour"], name: true },
    ]);
    expect(interests("Apple's AI plans")).toEqual(["Apple ⟨AI plans⟩"]);
    expect(interests("the UK's economy")).toEqual(["UK economy"]);
  });

  it("does not cut an excluded word that starts like “the”", () => {
    expect(parseBrief("Tech, but no theatre reviews").exclusions).toEqual(["theatre reviews"]);
    expect(parseBrief("Big tech companies, not their stock prices").exclusions).toEqual(["stock prices"]);
  });

  it("reads a list of outlets with commas as outlets when it ends in “and”", () => {
    const b = parseBrief("AI safety and alignment research, from Anthropic, OpenAI and DeepMind blogs");
    expect(b.sources).toEqual(["Anthropic", "OpenAI", "DeepMind"]);
    expect(b.interests.map((i) => i.phrase)).toEqual(["AI safety", "alignment research"]);
    // without "and", the comma ends the list: what follows is a subject
    const c = parseBrief("Tech news from The Verge, AI especially");
    expect(c.sources).toEqual(["Verge"]);
    expect(c.interests.map((i) => i.phrase)).toContain("AI");
  });
});

// Decision 165: how readers write what they do not want.
describe("reading exclusions as readers write them", () => {
  it("takes each of a list that repeats its “no” as one more exclusion", () => {
    expect(parseBrief("Travel, no cruises and no all-inclusive resorts").exclusions).toEqual([
      "cruises",
      "all-inclusive resorts",
    ]);
  });

  it("reads “other than” as an exclusion", () => {
    const b = parseBrief("Cycling other than the Tour de France");
    expect(b.interests.map((i) => i.phrase)).toEqual(["Cycling"]);
    expect(b.exclusions).toEqual(["tour de france"]);
  });

  it("excludes nothing for “nothing else”", () => {
    expect(parseBrief("F1 only, nothing else").exclusions).toEqual([]);
  });

  it("knows “menos” and “salvo” in Spanish, “hormis” in French", () => {
    const es = parseBrief("Deportes menos el fútbol");
    expect(es.interests.map((i) => i.phrase)).toEqual(["Deportes"]);
    expect(es.exclusions).toEqual(["fútbol"]);
    expect(parseBrief("Deportes, salvo el golf").exclusions).toEqual(["golf"]);
    expect(parseBrief("Le sport, hormis le rugby").exclusions).toEqual(["rugby"]);
  });
});

// Decision 168: who the reader is, whose coverage they want, and what only separates subjects.
describe("reading the reader, the outlet and the separators", () => {
  it("reads an outlet's possessive as the source and what it owns as the subject", () => {
    const b = parseBrief("The Guardian's football coverage");
    expect(b.sources).toEqual(["Guardian"]);
    expect(b.interests.map((i) => i.phrase)).toEqual(["football"]);
  });

  it("reads who the reader is as a subject only when nothing else is asked for", () => {
    const b = parseBrief(
      "Hi! I'm a PhD student in ecology. I'd love a weekly digest of conservation science and anything about beavers.",
    );
    expect(b.interests.map((i) => i.phrase)).toEqual(["conservation science", "beavers"]);
    expect(interests("I'm a software engineer - keep me posted on what matters for my job")[0]).toContain(
      "software engineer",
    );
    expect(interests("Stuff my dad would like: golf, gardening")).toEqual(["golf", "gardening"]);
  });

  it("reads emoji between subjects as separators", () => {
    expect(interests("🚀 space 🌍 climate")).toEqual(["space", "climate"]);
  });

  it("keeps reading a clause after “from the” and a lower-case word", () => {
    expect(
      interests("Can you send me the main football results from the weekend, especially Arsenal?"),
    ).toEqual(["football results ⟨Arsenal⟩"]);
    expect(parseBrief("Keep it short: 3 stories max on world news").interests.map((i) => i.phrase)).toEqual([
      "world",
    ]);
  });
});

describe("reading the reader's own verbs in German, French and Spanish", () => {
  it("leaves “ich interessiere mich”, “je suis”, “sigo” out of the subject", () => {
    expect(interests("Ich interessiere mich für Raumfahrt und Astronomie")).toEqual([
      "Raumfahrt",
      "Astronomie",
    ]);
    expect(interests("Je suis le rugby")).toEqual(["rugby"]);
    expect(interests("Sigo la Fórmula 1")).toEqual(["Fórmula 1"]);
  });
});

// Decision 175: who the reader is, and what they ask for after it in the same sentence.
describe("who the reader is, then what they ask for", () => {
  const phrases = (d: string) => parseBrief(d).interests.map((i) => i.phrase);

  it("reads the subjects after a role and a comma, a dash or “I'd like”, not the role", () => {
    expect(phrases("I run a small bakery - food industry news and small business tips")).toEqual([
      "food industry",
      "small business",
    ]);
    expect(phrases("As a nurse, I want NHS news and health policy")).toEqual(["NHS", "health policy"]);
    expect(phrases("As a software engineer I'd like programming and cloud news")).toEqual([
      "programming",
      "cloud",
    ]);
    expect(phrases("I work as a lawyer - legal news and court rulings")).toEqual(["legal", "court rulings"]);
    expect(phrases("I am a student interested in economics and philosophy")).toEqual([
      "economics",
      "philosophy",
    ]);
    expect(phrases("I'm a mum of three, looking for parenting tips and school news")).toEqual([
      "parenting",
      "school",
    ]);
    // "as a result" says nothing of the reader
    expect(phrases("As a result of the budget, mortgages and pensions")).toContain("mortgages");
  });

  // decision 184: what the reader teaches or studies says who they are
  it("reads what the reader teaches or studies as who they are, then what they ask for", () => {
    expect(phrases("I teach chemistry - science education news and chemistry discoveries")).toEqual([
      "science education",
      "chemistry",
    ]);
    expect(phrases("I study law; legal news and UK Supreme Court rulings")).toEqual([
      "legal",
      "UK Supreme Court rulings",
    ]);
    expect(phrases("J'enseigne l'histoire : actualité de l'archéologie et des musées")).toEqual([
      "archéologie",
      "musées",
    ]);
    expect(phrases("Estudio medicina, noticias de salud")).toEqual(["salud"]);
    // with nothing else asked, it is the subject
    expect(phrases("I teach maths")).toEqual(["maths"]);
  });

  it("keeps the role when the rest only points back at it, and a followed subject whatever else is asked", () => {
    expect(phrases("I'm a software engineer - keep me posted on what matters for my job")).toEqual([
      "software engineer",
    ]);
    expect(phrases("I'm an Arsenal fan. Also tennis.")).toEqual(["Arsenal", "tennis"]);
    expect(phrases("I'm a huge fan of F1")).toEqual(["F1"]);
    expect(phrases("Huge Liverpool fan here - match news please")).toEqual(["Liverpool"]);
  });
});

// Decision 177: the reader's children, and how little of a subject they want, are not the subject.
describe("the words around a subject that say who reads it and how much", () => {
  const phrases = (d: string) => parseBrief(d).interests.map((i) => i.phrase);

  it("drops the reader's children and a size word before the subject", () => {
    expect(phrases("my kids are into dinosaurs and space, something we can read together")).toEqual([
      "dinosaurs",
      "space",
    ]);
    expect(phrases("Something for my two children: science and nature")).toEqual(["science", "nature"]);
    expect(phrases("Premier League results and the odd bit of cricket")).toEqual([
      "Premier League results",
      "cricket",
    ]);
    // a subject about children stays one
    expect(phrases("Child poverty and our family finances")).toEqual(["Child poverty", "family finances"]);
    expect(phrases("Morning digest: markets, tech, and a little sport")).toEqual([
      "markets",
      "tech",
      "sport",
    ]);
    expect(phrases("I want to understand the housing crisis better")).toEqual(["housing crisis"]);
    // a size word the description's first capital falls on; not the first word of a name
    expect(phrases("Interesting science, nature, and animals")).toEqual(["science", "nature", "animals"]);
    expect(phrases("Great Barrier Reef news")).toEqual(["Great Barrier Reef"]);
    expect(phrases("I like reading about old buildings, architecture and urban planning")).toEqual([
      "old buildings",
      "architecture",
      "urban planning",
    ]);
    // the club, not "reading about": its suffix marks it a name (decision 198)
    expect(parseBrief("Reading FC news").interests).toEqual([{ phrase: "Reading", context: [], name: true }]);
    expect(phrases("Give me a heads-up on anything Apple announces")).toEqual(["Apple"]);
    expect(phrases("What's going on in UK politics right now?")).toEqual(["UK politics"]);
    expect(phrases("Updates about my local area: Brighton and Hove")).toEqual(["Brighton", "Hove"]);
    expect(phrases("I want both tennis and F1 news, equal amounts")).toEqual(["tennis", "F1"]);
    // "but only" names what the reader wants of the subject: those are the subjects (decision 215)
    expect(parseBrief("Sports, but only tennis and golf").interests).toEqual([
      { phrase: "tennis", context: ["Sports"], only: true },
      { phrase: "golf", context: ["Sports"], only: true },
    ]);
    expect(phrases("Keep an eye on OpenAI, Anthropic and Google DeepMind for me")).toEqual([
      "OpenAI",
      "Anthropic",
      "Google DeepMind",
    ]);
  });

  it("reads “max 3” as the length, and a German ordinal as part of the name", () => {
    const b = parseBrief("Short briefing: just the biggest tech stories, max 3");
    expect([b.interests.map((i) => i.phrase), b.length]).toEqual([["tech"], 3]);
    expect(parseBrief("Up to 5 stories on rugby").length).toBe(5);
    expect(parseBrief("Inflation up to 4%").length).toBeNull();
    const bullets = parseBrief(
      "Please send me the most important business news of the day in 5 bullet points",
    );
    expect([bullets.interests.map((i) => i.phrase), bullets.length]).toEqual([["business"], 5]);
    // how much of a subject is not a subject to leave out: "much" excluded every story saying it
    const some = parseBrief("Tech, science, and a bit of politics but not too much");
    expect([some.interests.map((i) => i.phrase), some.exclusions]).toEqual([
      ["Tech", "science", "politics"],
      [],
    ]);
    expect(parseBrief("Football but not too many transfer stories").exclusions).toEqual(["transfer"]);
    // breaking news is the news itself
    expect(phrases("Breaking news only")).toEqual(["world"]);
    expect(phrases("Bundesliga, 2. Bundesliga und DFB-Pokal")).toEqual([
      "Bundesliga",
      "2 Bundesliga",
      "DFB-Pokal",
    ]);
  });

  // decision 181: who is talking about a subject is not the subject; who is finding things out about it is
  it("reads what people say about a subject as the subject, and findings as the researchers'", () => {
    expect(phrases("what experts are saying about AI")).toEqual(["AI"]);
    expect(phrases("tell me what economists think about inflation")).toEqual(["inflation"]);
    expect(phrases("What people are saying about the new iPhone")).toEqual(["iPhone"]);
    expect(phrases("I want to know what analysts think of the oil market, no crypto")).toEqual([
      "oil market",
    ]);
    expect(phrases("what the critics make of new films")).toEqual(["films"]);
    expect(parseBrief("what scientists are finding out about space").interests).toEqual([
      { phrase: "scientists", context: ["space"] },
    ]);
    // a name says where the news comes from: it stays
    expect(parseBrief("Global health: what the WHO says about outbreaks").interests[0]!.context).toContain(
      "WHO",
    );
    expect(phrases("Was Experten über KI sagen")).toEqual(["KI"]);
    expect(phrases("Ce que disent les experts sur l'IA")).toEqual(["IA"]);
    const es = parseBrief("Lo que dicen los expertos sobre la IA");
    expect([es.interests.map((i) => i.phrase), es.language]).toEqual([["IA"], "es"]);
  });

  // decision 185: "spurs" is also a verb; listed after a name, "Spurs" is a club
  it("reads a capitalised word alone in a list as a name, whatever else it can be", () => {
    expect(phrases("Arsenal and Spurs")).toEqual(["Arsenal", "Spurs"]);
    // after "but only" they are the subjects (decision 215)
    expect(parseBrief("premier league but only Arsenal and Spurs").interests.map((i) => i.phrase)).toEqual([
      "Arsenal",
      "Spurs",
    ]);
    expect(phrases("Man City and Spurs news")).toEqual(["Man City", "Spurs"]);
    // a word that says "news" or "read" is still none
    expect(phrases("Tennis, and Read")).toEqual(["Tennis"]);
    expect(phrases("Travel ideas and deals for Europe, especially train trips")).toEqual(["Travel"]);
    // when the news happened is not a subject; New York's boroughs are places
    expect(
      phrases("Morning! I'd love a roundup of what happened overnight in US politics, from the NYT"),
    ).toEqual(["US politics"]);
    expect(parseBrief("new restaurant openings in NYC and Brooklyn").interests).toEqual([
      { phrase: "restaurant openings", context: ["NYC", "Brooklyn"] },
    ]);
  });

  // decision 187
  it("reads a verb's form before a noun as the noun's kind, and declined outlets by their stories", () => {
    expect(phrases("transfer news")).toEqual(["transfer"]);
    const b = parseBrief("Football transfer news, mainly Liverpool, but no Sun or Daily Mail stories");
    expect([b.interests, b.exclusions, b.excludedSources]).toEqual([
      [{ phrase: "Football transfer", context: ["Liverpool"] }],
      [],
      ["Sun", "Daily Mail"],
    ]);
    // a club's stories are a subject to leave out, not an outlet
    expect(parseBrief("Football, no Chelsea stories").exclusions).toEqual(["chelsea"]);
    // the reader's own verbs are no kind of news
    expect(phrases("Send tech news")).toEqual(["tech"]);
  });
});
