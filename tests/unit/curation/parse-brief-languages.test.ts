import { describe, expect, it } from "vitest";
import { parseBrief } from "../../../server/curation";

// German, French and Spanish descriptions (issue #16): the brief a reader of each language would expect
const phrases = (d: string) => parseBrief(d).interests.map((i) => i.phrase.toLowerCase());

describe("parseBrief in German, French and Spanish", () => {
  it("keeps multi-word subjects whole and drops the words around them", () => {
    expect(phrases("Künstliche Intelligenz und Open Source")).toEqual([
      "künstliche intelligenz",
      "open source",
    ]);
    expect(phrases("Inteligencia artificial y modelos de lenguaje")).toEqual([
      "inteligencia artificial",
      "modelos lenguaje",
    ]);
    // both are politics (decision 146)
    expect(phrases("Politique française et européenne")).toEqual([
      "politique française",
      "politique européenne",
    ]);
    // "was jetzt im Garten zu tun ist": function words gone, the subject stays as context
    const garten = parseBrief("Garten: Pflanzen, Gemüse und was jetzt im Garten zu tun ist");
    expect(garten.language).toBe("de");
    expect(garten.interests[0]).toMatchObject({ phrase: "Garten" });
    expect(garten.interests[0]!.context).not.toContain("jetzt");
  });

  it("reads who the reader is in French, German and Spanish before what they ask for (decision 175)", () => {
    expect(phrases("Soy periodista deportivo: fútbol, baloncesto y tenis")).toEqual([
      "fútbol",
      "baloncesto",
      "tenis",
    ]);
    expect(phrases("Ich bin Lehrer: Bildungspolitik und Schulen")).toEqual(["bildungspolitik", "schulen"]);
    expect(phrases("En tant que médecin, la santé publique et les hôpitaux")).toEqual([
      "santé publique",
      "hôpitaux",
    ]);
    // one who is interested in a subject, or a fan of it, asks for it
    expect(phrases("Je suis intéressé par la politique. Et le sport.")).toEqual(["politique", "sport"]);
    expect(phrases("Soy aficionado del Real Madrid. También tenis.")).toEqual(["real madrid", "tenis"]);
  });

  it("drops the words for the latest on a topic (decision 177)", () => {
    expect(phrases("Lo último en ciencia y salud")).toEqual(["ciencia", "salud"]);
    expect(phrases("Das Neueste über Tesla")).toEqual(["tesla"]);
    expect(phrases("Alles zum Thema Wohnungsmarkt")).toEqual(["wohnungsmarkt"]);
  });

  it("tells a terse brief's language by its word for news (decision 173)", () => {
    const language = (d: string) => parseBrief(d).language;
    expect(language("Noticias internacionales")).toBe("es");
    expect(language("Internationale Nachrichten")).toBe("de");
    expect(language("Actualité internationale")).toBe("fr");
    expect(language("International news")).toBe("en");
    // a function word still outweighs it: this is an English brief about a Spanish league
    expect(language("News about la liga")).toBe("en");
    // "aus aller Welt": the world's news, not a subject called "aller Welt"
    expect(phrases("Nachrichten aus aller Welt")).toEqual(["welt"]);
  });

  it("reads German exclusions: kein/keine, ohne, nicht, nichts über", () => {
    expect(parseBrief("Wirtschaft und Börse, aber nichts über Kryptowährungen")).toMatchObject({
      language: "de",
      exclusions: ["kryptowährungen"],
    });
    expect(parseBrief("Nachrichten aus Hamburg ohne Fußball").exclusions).toEqual(["fußball"]);
    expect(parseBrief("Technik-News, bitte keine Gerüchte über Apple").exclusions).toEqual([
      "gerüchte apple",
    ]);
    const b = parseBrief("Politik, aber nicht die AfD");
    expect(b.exclusions).toEqual(["afd"]);
    expect(b.interests.map((i) => i.phrase)).toEqual(["Politik"]);
  });

  it("reads French exclusions: pas de, sans, rien sur", () => {
    const b = parseBrief("Politique française et européenne, mais rien sur la guerre en Ukraine");
    expect(b).toMatchObject({ language: "fr", exclusions: ["guerre ukraine"] });
    expect(parseBrief("Le cyclisme sans le dopage").exclusions).toEqual(["dopage"]);
    expect(parseBrief("L'économie, mais pas de bourse").exclusions).toEqual(["bourse"]);
  });

  it("reads Spanish exclusions: sin, no, nada de", () => {
    const b = parseBrief("Deportes: fútbol, tenis y Fórmula 1, pero nada de rumores de fichajes");
    expect(b).toMatchObject({ language: "es", exclusions: ["rumores fichajes"] });
    expect(b.interests.map((i) => i.phrase)).toEqual(["Deportes"]);
    expect(parseBrief("Noticias de Madrid, sin política").exclusions).toEqual(["política"]);
    expect(parseBrief("Tecnología, pero no quiero nada de criptomonedas").exclusions).toContain(
      "criptomonedas",
    );
  });

  it("a local-news description names the place, not the word 'local'", () => {
    expect(phrases("local news in Berlin")).toEqual(["berlin"]);
    expect(phrases("Lokalnachrichten aus München")).toEqual(["münchen"]);
  });

  // decision 183: a subject and the place after its preposition, as "restaurants in London" in English
  it("reads a place after a subject's preposition as where, not as part of the subject", () => {
    const where = (d: string) => parseBrief(d).interests.map((i) => [i.phrase, ...i.context]);
    expect(where("Restaurantkritiken aus Hamburg")).toEqual([["Restaurantkritiken", "Hamburg"]]);
    expect(where("Kultur in Köln und Düsseldorf")).toEqual([["Kultur", "Köln", "Düsseldorf"]]);
    expect(where("Les restaurants à Paris")).toEqual([["restaurants", "Paris"]]);
    expect(where("Noticias de restaurantes en Sevilla")).toEqual([["restaurantes", "Sevilla"]]);
    // a name with a function word inside stays whole
    expect(phrases("Nachrichten zum Tour de France")).toEqual(["tour de france"]);
    expect(phrases("Tout sur le Tour de France et le cyclisme sur route")).toEqual([
      "tour de france",
      "cyclisme route",
    ]);
    expect(phrases("Noticias del Banco de España")).toEqual(["banco de españa"]);
  });

  // decision 186: a German compound of a subject and "news" is the subject; what it is about narrows it
  it("reads a subject's news compound and what the subject is about", () => {
    const about = (d: string) => parseBrief(d).interests.map((i) => [i.phrase, ...i.context]);
    expect(about("Sportnachrichten über Tennis")).toEqual([["Sport", "Tennis"]]);
    expect(about("Bitte nur Wirtschaftsnachrichten zu Autoindustrie und Zöllen")).toEqual([
      ["Wirtschaft", "Autoindustrie"],
      ["Zöllen", "Autoindustrie"],
    ]);
    expect(about("L'actualité économique sur les tarifs douaniers")).toEqual([
      ["économique", "tarifs douaniers"],
    ]);
    expect(about("Noticias de economía sobre los aranceles")).toEqual([["economía", "aranceles"]]);
    // without an article the preposition is part of the subject
    expect(about("Le cyclisme sur route")).toEqual([["cyclisme route"]]);
  });
  it("a numeral is part of the name it follows ('Formel 1', 'Ligue 1')", () => {
    expect(phrases("Bundesliga und Formel 1")).toEqual(["bundesliga", "formel 1"]);
    expect(parseBrief("Sport : cyclisme et Ligue 1").interests[0]!.context).toContain("Ligue 1");
  });
});
