/**
 * The words and patterns the offline parser (parse-brief.ts) reads a description by: exclusion cues per
 * language, the words that say "news" or "please" rather than a subject, the form an item comes in, how much
 * the reader wants it, elaborations, how sources, a length and addresses are written, and a language asked
 * for by name.
 */
import type { Language } from "./detect-language";

export const EXCLUDE_CUES: Record<Language, RegExp> = {
  en: /\b(?:(?:(?:i've|i have|ive|we've|we have) )?(?:heard|had|seen|read) (?:enough|plenty|too much) (?:about|of|on)|enough (?:about|of|with)|(?:i'm |im |i am )?done with|had it with|not (?:bothered|fussed) (?:about|by|with)|(?:couldn't|could not|couldnt) care less (?:about|for)|no more|(?:that |which )?(?:isn't|is not|isnt|aren't|are not|arent) (?:about|on|related to)|no|other than|not(?: interested in| into)?|nothing(?: (?:about|on|to do with))?|without|except(?: for)?|excluding|exclude|skip|avoid|minus|never|leave out|ignore|hold the|anything but|everything but|(?:do not|don't|dont) (?:want|need|send|include|care about)(?: any)?(?: (?:about|on))?|none of|spare me|hates?|(?:can't|cannot|cant) stand|(?:sick|tired|bored) of(?!\s+(?:it|that|this|them|those)\b)|fed up with|bored with)\b(?:\s+(?:any|more|the|their|its|his|her|about)\b)*/gi,
  de: /\b(?:keine Lust (?:mehr )?auf|(?:(?:ich )?(?:habe|hab) )?genug (?:von|vom)|kein|keine|keinen|keiner|keinerlei|ohne|nicht(?: über)?|außer|nichts (?:über|zu))\b/gi,
  // "pas" before an article too: "…, mais pas la guerre", "Sport, pas le foot"
  fr: /\b(?:(?:j['’]en ai )?marre (?:de|du|des|d')|j['’]en ai assez (?:de|du|des|d')|ras[- ]le[- ]bol (?:de|du|des)|pas de|pas d'|pas (?:le|la|les|du|des)|pas l'|sans|sauf|hormis|excepté|aucun|aucune|rien sur|ni)\b/gi,
  es: /\b(?:(?:estoy )?(?:hart[oa]s?|cansad[oa]s?) (?:de|del)|(?:ya )?basta de|sin|nada de|nada sobre|ningún|ninguna|excepto|salvo|menos|no)\b/gi,
};
// words that end an exclusion's scope inside a clause: the sentence turns positive again
// and a piece that asks for more of something ("No doom, more solutions"; decision 163)
// and what the reader wants only ("No politics, just sport"; decision 202)
export const TURN =
  /\b(?:but|though|however|instead|plus|also|aber|sondern|mais|pero|sino)\b|(?:,|\s[-–—])\s*(?:more|rather|just|only|nur|seulement|uniquement|juste|solo|sólo|solamente)\b/i;
// a clause that talks about the reader, not about a subject ("I'm sick of it", "I get enough of that")
export const ABOUT_READER = /^\s*(?:i|i'm|im|i've|we|it|that|this|ich|je|yo)\b/i;
// such a clause that turns to what the reader does want ("Nothing about politics, I want sport")
export const READER_ASKS =
  /^\s*(?:(?:i|we)(?:'d| would)?(?: only| just| really| mostly)? (?:want|like|love|prefer|need|enjoy|care about)|i'm into|(?:give|send|show) me|ich (?:will|möchte|mag)|je (?:veux|voudrais|préfère)|yo? (?:quiero|prefiero))\b/i;
// an exclusion of all but something: "Anything but politics" is the news without politics
export const ALL_BUT = /^\s*(?:anything|everything|all) (?:but|except)\b/i;
const FORM_WORDS =
  "ideas tips deals offers guides reviews analysis insights opinion opinions commentary developments trends discoveries breakthroughs pieces facts " +
  // "long weekend reads: science features", "skip the AI hype": the form, not the subject (decision 214)
  "features explainers longreads long-reads hype buzz " +
  // "Something light please: food, travel, nice science stories": the tone, not the subject (decision 219)
  "light lighthearted light-hearted uplifting upbeat feel-good heartwarming wholesome cheerful nice " +
  "tipps ideen ratschläge conseils astuces idées consejos trucos " +
  // a club's "Football Club": its stories say the name ("Chelsea FC" is Chelsea)
  "fc afc cf";
export const FORM = new Set(FORM_WORDS.split(" "));
/**
 * The preposition of a country a subject happens in ("politics in Germany", "Startup news from Germany"): the
 * parser keeps such a phrase whole, and word evidence asks it as "German politics" (decision 191)
 */
export const PLACE_PREPOSITION = /\s(?:in|from|across|throughout|inside|within)\s/i;
// meta words: they say "news" or "please", not what the news is about
export const META = new Set(
  (
    "news stuff things thing updates update stories story coverage articles article items anything everything " +
    "something please pls plz thanks thank thx hey hi hello read reads briefing morning evening daily weekly week day quick " +
    "short else max maximum dad mum mom " +
    // what the reader names sources as ("from Anthropic, OpenAI and DeepMind blogs")
    "blog blogs sites websites " +
    "latest new what's whats what they can do if possible possible ideally mostly mainly especially particularly " +
    "lot lots bit kind sort type that i'm trying keep up with like love want need would really interested " +
    // what goes on, not what it is about: "things happening in Berlin", "what's going on with housing"
    "happening going doing getting coming looking hoping " +
    // when, not what: "who's winning in tennis at the moment"
    "moment currently lately recently nowadays today tonight overnight yesterday weekend weekends already anymore " +
    // "keep me posted on what matters for my job": the reader, not the subject
    "posted informed abreast matters better heads-up lowdown rundown breaking " +
    // "de préférence via Les Échos", "idealerweise von …": how much the reader prefers a source
    "préférence idéalement preferiblemente preferentemente idealmente vorzugsweise idealerweise " +
    // "I'm a big fan of F1", "as an Arsenal supporter": who follows the subject, not the subject
    "fan fans supporter supporters follower followers anhänger aficionado aficionada aficionados hincha " +
    "fanatique passionné passionnée apasionado apasionada " +
    // "match reports", "match previews": the form football news takes
    "match " +
    "headlines roundup round-up digest overview summary summaries recap recaps schlagzeilen titulares " +
    // the form the reader wants it in, not the subject: "travel ideas and deals" is travel
    `${FORM_WORDS} journals similar related ` +
    "nachrichten neuigkeiten aktuelles infos actualité actualités nouvelles noticias novedades información " +
    // "Alles zum Thema …", "Lo último en …", "das Neueste über …": the latest on a topic, not the topic
    "thema themen neueste neuesten último última últimos últimas " +
    // headlines, and what a reader calls "stuff" in German, French and Spanish ("Cosas de economía")
    "titres sachen trucs choses cosas " +
    // "My interests: …", "Topics: …", "Two hobbies: …": the list that follows is the subject
    "interests topics hobbies hobby passions pastimes hobbys leidenschaften loisirs aficiones pasatiempos " +
    // "a mix of science and culture", "keep me in the loop on…", "stuff my teenage son would like: …"
    "mix selection variety loop son sons daughter daughters wife husband teenage teenager portfolio watchlist " +
    // "local news in Berlin": the place says it; "local" alone would be searched for
    "local lokal lokale lokales lokalnachrichten locale locales"
  ).split(" "),
);
/**
 * A subject narrowed to what follows "only" ("Tennis, but only the Davis Cup and the ATP Finals", "Fußball,
 * aber nur die Bundesliga"): the subject before it, and what the reader asked for of it (decision 215).
 */
export const ONLY_NARROWS =
  /^(.*\p{L}.*?)[,;]?\s+(?:but|aber|mais|pero)\s+(?:only|just|nur|seulement|uniquement|solo|sólo|solamente)\s+(?:the\s+|die\s+|der\s+|das\s+|le\s+|la\s+|les\s+|el\s+|los\s+|las\s+)?(\p{L}.*)$/iu;
/**
 * Rules and what they govern: "EU rules for crypto and stablecoins" is crypto and stablecoins, as the EU rules
 * them; "rules" alone brought the AI Act's (decision 220). Plural "rules" and "laws" only: "the rule of law"
 * is its own subject.
 */
export const RULES_FOR =
  /^(.*?)\b(rules|regulations?|laws|legislation|polic(?:y|ies)|guidelines|crackdowns?|bans?|regelns?|gesetze|règles|réglementation|normas|reglas|regulación)\s+(?:for|on|of|around|governing|covering|für|zu|pour|sur|des|para|sobre|de)\s+(?:the\s+)?(\p{L}.*)$/iu;
/** "Tesla as a company and a stock": a subject, then what it is taken as (not "such as a") */
export const TAKEN_AS = /^(.*\p{L}.*?)(?<!\bsuch)\s+as\s+an?\s+(\p{L}[^()]*)$/iu;
/**
 * A figure of speech a subject ends in ("the AI chip race", "the AI bubble", "the AI hype"): what it is
 * about is the words before it, and cycling's races are not the chip makers' (decision 214).
 */
export const FIGURATIVE_HEAD =
  /^(.*\p{L}.*?)\s+(?:race|boom|bubble|frenzy|craze|hype|buzz|front|scene|landscape)$/iu;
// the form the news takes, not a word its stories say ("match reports"; phrase-roles.ts `NEWS_FORM`)
export const REPORT_FORMS = ["results", "scores", "reports", "previews", "highlights"];
// the reports of events: no subject alone ("Results from the Davis Cup", "Match reports", "launches and
// reviews", decision 214), kept in a phrase ("tennis results", "space launches")
export const REPORTS = new Set([...REPORT_FORMS, "launches", "releases", "announcements"]);
// sizes, ranks and praise that are no subject alone ("the big discoveries", "good things"), kept in a phrase
// ("Big Tech")
export const SIZE = new Set(
  (
    "big biggest major important key top huge good great interesting best long main essential essentials basics " +
    // what the reader enjoys in it, no subject alone ("fun facts about space", "Cool ideas for the garden")
    "fun cool weird wonderful quirky fascinating amazing surprising " +
    // "…but not too much": how much, never a subject to leave out
    "much many too " +
    // "What's hot in AI": what is new or talked about, of the subject after it
    "hot trending latest " +
    // "General news", "News in general", "Noticias generales": the news as a whole, never a subject
    // "Three things: …": a count alone, of the list that follows
    "two three four five six seven eight nine ten couple few several " +
    "general generally generell allgemein allgemeine allgemeines allgemeinen général générale générales generales " +
    "wichtigsten wichtigste wichtigen wichtige größten große großen grands grandes gros principaux principales importants importantes"
  ).split(" "),
);
// dropped before the rest of a phrase, in lower case only: "big tech", "key rates", "top scorers" keep theirs
export const LEADING_SIZE = new Set(
  (
    "most important major huge biggest good great interesting best main odd occasional little much many more too " +
    // "…and other antitrust fights": the rest of a kind, as the one named before
    "other " +
    // what the reader enjoys in it ("Fun science and space stuff", "weird and wonderful science")
    "fun cool weird wonderful quirky fascinating amazing surprising " +
    "wichtigsten wichtigste wichtigen größten grands grandes gros principaux principales"
  ).split(" "),
);
// "big" says how much too ("Big science stories this week"), except in the names it makes (decision 224)
export const BIG_NAMES = new Set(
  "tech pharma oil data bang ben brother banks tobacco money business".split(" "),
);
// a sentence that says who the reader is ("I'm a PhD student in ecology", "I run a small bakery", "As a
// nurse, …")
export const SELF = new RegExp(
  [
    String.raw`(?:i['’]?m|i am)\s+(?:a|an)`,
    // a state of life needs no article ("I'm retired - state pension, savings rates"; decision 217)
    String.raw`(?:i['’]?m|i am)(?=\s+(?:(?:semi-)?retired|self-employed|freelance|unemployed|pregnant|expecting)(?!\p{L}))`,
    String.raw`i\s+(?:run|own|manage)\s+(?:a|an|my)`,
    String.raw`i\s+work\s+as\s+(?:a|an)`,
    // what the reader teaches or studies is who they are ("I teach chemistry - science education news")
    String.raw`i\s+(?:teach|study|lecture\s+in)`,
    "j['’]enseigne",
    String.raw`ich\s+(?:unterrichte|studiere)`,
    "(?:enseño|estudio)",
    String.raw`as\s+(?:a|an)(?!\s+(?:result|rule|whole|bonus|treat|priority|minimum|start)\b)`,
    // in French, German and Spanish a trade needs no article ("je suis prof", "ich bin Lehrer", "soy
    // periodista"); one who is interested in or fond of a subject is a follower (FOLLOWER)
    String.raw`je\s+suis`,
    String.raw`en\s+tant\s+que`,
    String.raw`ich\s+bin`,
    String.raw`ich\s+arbeite\s+als`,
    String.raw`als(?:\s+ein\w*)?(?=\s+\p{Lu})`,
    "soy",
    String.raw`como(?:\s+(?:un|una))?`,
  ]
    .map((p) => String.raw`^\s*${p}\s`)
    .join("|"),
  "iu",
);
export const SELF_END =
  /\s*(?:[,:]|\s[-–—]\s)\s*|\s+(?=i(?:['’]d|\s+(?:want|would|like|love|need|read|follow))\b|interested\s+in\b)/i;
// who follows a subject ("an Arsenal fan"): the subject is what they ask for
export const FOLLOWER =
  /(?<!\p{L})(?:fan|supporter|follower|anhänger|intéressée?|passionnée?|curieux|curieuse|fanatique|interesad[oa]|aficionad[oa]|apasionad[oa]|hincha|interessiert|begeistert|neugierig)s?(?!\p{L})/iu;
/**
 * A question that asks what is going on in a place, followed by a list of subjects ("Was ist los in
 * Frankreich? Politik und Streiks"): the subjects are asked in that place, as "Politik und Streiks in
 * Frankreich" would ask them; the place is no subject of its own beside them (decision 250). Groups: the place,
 * then the list.
 */
export const PLACE_THEN_LIST =
  /^\s*¿?\s*(?:what(?:['’]s|\s+is)\s+(?:going\s+on|happening|new)|was\s+(?:ist\s+los|passiert|gibt(?:['’]s|\s+es)\s+neues)|que\s+se\s+passe-t-il|quoi\s+de\s+neuf|qu[ée]\s+(?:pasa|está\s+pasando|hay\s+de\s+nuevo))\s+(?:in|en|au|aux|à)\s+((?:the\s+)?\p{Lu}[\p{L}'’ -]*?)\s*\?\s*([^?.!]+?)\s*[.!]?\s*$/iu;

/** The preposition a subject's place takes in each language ("Politik in Frankreich", "la politique en France"). */
export const PLACE_WORD: Record<Language, string> = { en: "in", de: "in", fr: "en", es: "en" };

/**
 * What a description says around its subjects that is none of them, taken out before it is read (decisions
 * 175, 177): how much the reader follows a subject ("a huge fan of F1"), who reads ("my kids are into
 * dinosaurs"), how they take the news in ("I like reading about …", "keep an eye on OpenAI"), when and how
 * much ("right now", "in equal amounts"), and where they live as they say it ("my local area: Brighton and
 * Hove" names the place after it).
 */
export const ASIDES: RegExp[] = [
  /\b(?:big|huge|massive|great|keen|avid|die-hard|diehard|lifelong)\s+(?=(?:[\p{L}\d-]+\s+){0,2}(?:fan|supporter|follower)s?\b)/giu,
  /\b(?:my|our)\s+(?:[\p{L}\d]+\s+)?(?:kids?|children|child)\b/giu,
  // …and the others the reader has in mind, as they would read it ("Stuff my grandad would like: …"); "our
  // family finances" keeps its family
  /\b(?:my|our)\s+(?:[\p{L}\d]+\s+)?(?:grandad|grandpa|grandma|granny|nan|grandparents|parents|mum|mom|dad|family|partner|wife|husband)(?=\s+(?:would|will|might|could|can|likes?|loves?|enjoys?|reads?|wants?|needs?|is|are|about)\b|\s*[,.:;!?)]|\s*$)/giu,
  // "anything affecting first-time buyers": who is affected is the subject; "…affecting people renting": what
  // they do
  /\b(?:anything|everything|stuff|things|news)\s+(?:affecting|concerning|involving)(?:\s+(?:people|anyone|those|folks)(?=\s+\p{Ll}+ing\b))?/giu,
  /\b(?:reading|hearing|learning)\s+(?=about\b)/gi,
  /\b(?:keep(?:ing)?\s+(?:an\s+eye|tabs)\s+(?:on|out\s+for)|stay(?:ing)?\s+on\s+top\s+of)\b/gi,
  /\b(?:right now|these days|(?:in\s+)?equal amounts|equally|on the side(?!\s+of\b))\b/gi,
  // how often, not what: "Politics, just not Trump all day"
  /\ball\s+(?:day(?:\s+long)?|week|the\s+time)\b|\bnon-?stop\b/gi,
  // the form of the pieces, not what about: "Deep dives on chips", "In-depth analysis of", "Bits and bobs about space"
  /\b(?:deep[- ]dives?|hot takes?|in-depth|big[- ]picture|bits and bobs|heads[- ]up)\b/gi,
  // how the reader wants it told, not what about: "the weirder the better", "keep it simple", "in five minutes"
  /\bthe\s+\p{L}+(?:er|ier)\s+the\s+better\b|(?<!\p{L})lo\s+más\s+\p{L}+\s+posible(?!\p{L})|\bkeep\s+it\s+(?:simple|light|easy|readable|jargon-free)\b|\bin\s+(?:\d+|one|two|three|five|ten|fifteen)\s+minutes?\b/giu,
  // "Llama, Qwen, Mistral and friends": the rest of a list's kind, not a subject of its own; "from the WHO
  // and elsewhere": the rest of the sources, which a named source never shuts out anyway
  /\s(?:and|or|&)\s+(?:friends|co\.?|the like|so on|so forth|others|elsewhere|beyond|wherever|(?:any|every)(?:where|place)\s+else|(?:any|all|some)?\s*other\s+(?:sites|sources|places|outlets|feeds|blogs|papers|publications|websites))(?!\p{L})/giu,
  // "what's new" asked in French or Spanish ("Quoi de neuf dans le cyclisme ?")
  /(?<!\p{L})(?:quoi\s+de\s+neuf|(?:qu[ée]\s+)?hay\s+de\s+nuevo)(?!\p{L})/giu,
  // when the reader reads it ("…I can tell my kids about at breakfast", "to read over coffee"), not what about;
  // "ideas for lunch" keeps its lunch
  /\b(?:(?:at|over|during|with|on|before|after)\s+(?:my\s+|our\s+|the\s+|a\s+)?(?:morning\s+|daily\s+|first\s+)?(?:breakfast|coffee|tea|cuppa|commute|lunch(?:\s*break|time)?|dinner|the (?:train|bus|tube) to work|school run)|for\s+(?:my|the)\s+commute)\b(?=\s*(?:[,.!?;:)\-–—]|$|about\b|on\b))/gi,
  /\b(?:my|our)\s+(?:local\s+)?(?:area|neighbou?rhood|town|city|region)\b/gi,
  // "what experts are saying about AI" is AI; "what the WHO says about outbreaks" keeps the WHO, a name
  /\b[Ww]hat\s+(?:(?:are|is|do|does)\s+)?(?:[Tt]he\s+)?\p{Ll}[\p{L}-]*\s+(?:(?:are|is|have been|has been)\s+)?(?:saying|say|says|said|think|thinks|thinking|writing|write|writes|make|makes|making)\s+(?:of|about|on)\b/gu,
  /(?<!\p{L})[Ww]as\s+(?:die\s+)?(?![\p{Lu}\d]{2,}(?!\p{L}))[\p{L}-]+\s+(?=(?:über|zu|zur|zum)\s[^.!?]*?(?:sagen|sagt|denken|denkt|meinen|meint|schreiben|schreibt)(?!\p{L}))|(?<!\p{L})(?:sagen|sagt|denken|denkt|meinen|meint|schreiben|schreibt)(?=\s*(?:[.!?]|$))/gu,
  /(?<!\p{L})ce\s+que\s+(?:disent|pensent|écrivent|racontent)\s+(?:les\s+|la\s+|le\s+|l['’])?[\p{L}-]+\s+(?:sur|de|du|des|à\s+propos\s+de)(?!\p{L})/giu,
  /(?<!\p{L})(?:lo\s+)?qu[eé]\s+(?:dicen|opinan|piensan|escriben|cuentan)\s+(?:los\s+|las\s+|el\s+|la\s+)?[\p{L}-]+\s+(?:sobre|de|del|acerca\s+de)(?!\p{L})/giu,
];
/**
 * What separates the items of a list of subjects, in the four languages: a word only as a whole word, so that
 * "météo" is not "mét" or "o" ("o" is Spanish "or"). An exclusion's list also ends at "nor"/"ni" ("sans le
 * sport ni la météo"); a list of interests also at ";", "&" and "+".
 */
const listOf = (words: string, marks: string) =>
  new RegExp(String.raw`\s*(?:[${marks}]|(?<![\p{L}\p{N}])(?:${words})(?![\p{L}\p{N}]))\s*`, "iu");
export const LIST_SEPARATOR = listOf("and|or|und|oder|et|ou|y|o", ",;/&+");
export const EXCLUSION_LIST_SEPARATOR = listOf("and|or|nor|und|oder|et|ou|ni|y|o", ",/");
// what a reader's ask calls who they are ("what matters for my job"): no subject of its own
export const ROLE_WORDS = /^(?:job|work|field|industry|career|profession|role|trade)$/i;
/**
 * Who the reader is, written as a heading before what they want ("backend dev: linux, rust, databases"): the
 * heading's last word. Not a subject: what follows the colon is (decision 214).
 */
export const PERSONA =
  /^(?:devs?|developers?|engineers?|sysadmins?|admins?|programmers?|coders?|designers?|teachers?|nurses?|doctors?|students?|parents?|investors?|traders?|founders?|researchers?|journalists?|lawyers?|farmers?|commuters?|expats?|retirees?|freelancers?|entwickler(?:in)?|développeu(?:r|se)|desarrollador(?:a)?)$/i;

// "like" before a name gives examples ("releases like Linux, Rust, Python"), unless the reader likes it
export const ELABORATE =
  /\b(?:especially|particularly|mainly|mostly|ideally|above all|in particular|such as|(?:but|and) only|vor allem|besonders|surtout|notamment|sobre todo|especialmente)\b|(?<!\b(?:i|you|we|they|would|really|also|do|don't|dont)\s|['’]d\s)\blike(?=\s+\p{Lu})/iu;
/** "Tennis and also golf", "tennis but sometimes golf", "tennis as well as golf": the list goes on (decision 222) */
export const LIST_GOES_ON =
  /(?:\s*,\s*|\s+)(?:and|but|or)\s+(?:also|sometimes|occasionally|maybe|perhaps|possibly|even)\s+(?=\p{L})|,?\s+as well as\s+/giu;
/** The wish for a short email ("short and sweet", "kurz und knapp"): it sets the length to BRIEF_LENGTH. */
export const BREVITY =
  /(?<!\p{L})(?:short and sweet|brief and to the point|keep it (?:short|brief)|kurz und (?:knapp|bündig)|(?:court|bref) et concis|corto y conciso|breve y conciso)(?!\p{L})/iu;
export const BRIEF_LENGTH = 5;
// global: parse-brief.ts reads each match in turn, to pass over a name's number
export const LENGTH =
  /\b(\d{1,2})\s+(?:items|stories|links|articles|headlines|things|bullet points|bullets|pieces|picks|reads)\b|\btop\s+(\d{1,2})\b|\b(?:max(?:imum)?|at most|no more than|up to)\s+(?:of\s+)?(\d{1,2})\b(?!\s*%)|\b(\d{1,2})\s+(?:max|maximum|at most)\b|\b(\d{1,2}|three|four|five|six|seven|eight|nine|ten)(?=\s+(?:[\p{L}-]+\s+){1,3}(?:items|stories|links|articles|headlines|things|pieces|picks|reads)\b)/giu;
/** A count written as a word, for LENGTH's last form ("Three big world stories"). */
export const COUNT_WORDS: Record<string, number> = {
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
};

export const URL_RE =
  /\bhttps?:\/\/[^\s<>"'()]+|\b(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+(?:com|org|net|io|co|uk|de|fr|es|eu|news|ai|dev|app|blog|info|tech|fm|tv)(?:\/[^\s<>"'()]*)?/gi;

// "I support Arsenal. Match news and anything about the club": "the club" is Arsenal again, not a subject
const BACK_REFERENCE =
  /^(?:club|team|side|squad|company|firm|band|show|series|game|city|town|party|league)$/i;
/** Whether a phrase is "the club" written after the name it refers back to (`earlier`: interests before it). */
export const refersBack = (text: string, phrase: string, earlier: number) =>
  earlier > 0 && BACK_REFERENCE.test(phrase) && new RegExp(`\\bthe ${phrase}\\b`, "i").test(text);

/**
 * A language named as the wanted one ("in French", "en español", "auf Deutsch", "German-language") sets the
 * language and is no subject. Without its preposition the name is an adjective of the subject: "German
 * politics", "English football", "le rugby français" keep it, and the language stays the description's.
 */
const languageName = (names: string) =>
  new RegExp(`(?<!\\p{L})(?:(?:in|auf|en)\\s+(?:${names})|(?:${names})[- ]language)(?!\\p{L})`, "giu");
export const LANGUAGE_NAMES: Array<[RegExp, Language]> = [
  [languageName("english|englisch|anglais|inglés"), "en"],
  [languageName("german|deutsch|allemand|alemán"), "de"],
  [languageName("french|französisch|français|francés"), "fr"],
  [languageName("spanish|spanisch|espagnol|español|castellano"), "es"],
];

/** Aspects a reader names before "of" and the subject: "the science of sleep". */
export const ASPECT_OF = new Set([
  // what a subject does to others ("the impact of AI on jobs": AI, there)
  "impact",
  "impacts",
  "effect",
  "effects",
  "influence",
  // how much of it ("the gist of world news", "a dose of science")
  "gist",
  "dose",
  // where it happens ("the world of motorsport")
  "world",
  "science",
  "psychology",
  "history",
  "future",
]);

/**
 * Aspects before "of" that make another subject with it: "the business of sport" is sport's business (club
 * finances, broadcast rights), not its matches; "the politics of climate" is climate politics (decision 252).
 */
export const SUBJECT_OF = new Set(["business", "economics", "politics", "finances"]);

/**
 * The pursuit of a subject, before "for" or "against": "the hunt for new antibiotics" is new antibiotics, "the
 * fight against cancer" cancer; alone, "hunt" is no subject (decision 252).
 */
export const PURSUIT_FOR = new Set(
  "hunt search quest race push fight battle scramble rush drive struggle".split(" "),
);

/** "ich kann Transfergerüchte nicht mehr hören": what the reader cannot hear any more, as "kein …" says it. */
export const CANNOT_HEAR_DE = /\bkann\s+(\p{L}[\p{L}\s-]{0,40}?)\s+nicht\s+mehr\s+(?:hören|sehen|lesen)\b/giu;
/**
 * What the reader says does not interest them, after it: "Restaurant news doesn't interest me", "celebrity stuff
 * isn't for me", "football bores me" — as "no …" says it (decision 241). From the start of a clause only.
 */
export const DISLIKED_AFTER =
  /(?<=^|[.,;:!?–—]\s*|\s-\s|\bbut\s+)(?!(?:but|and|or|though|although)\b)((?:[\p{L}\d][\p{L}\d'’-]*\s+){0,3}?[\p{L}\d][\p{L}\d'’-]*)\s+(?:(?:doesn['’]?t|does not|don['’]?t|do not)\s+interest\s+me|(?:isn['’]?t|is not|aren['’]?t|are not)\s+(?:for me|(?:really\s+)?my thing)|bores?\s+me|(?:is|are)\s+(?:boring|dull))(?!\p{L})/giu;
/** "keep the crypto out of it", "leave politics out": what is kept out, as "no …" says it. */
export const KEEP_OUT =
  /\b(?:keep|leave)\s+(?!(?:an?\s+)?(?:eye|ear|look|lookout)\b)((?:the\s+)?[\p{L}\d][\p{L}\d'’-]*(?:\s+[\p{L}\d][\p{L}\d'’-]*){0,3}?)\s+out(?:\s+of\s+(?:it|this|that|them|there|my\s+\p{L}+))?(?!\p{L})/giu;

/** The place a part ends in, with its preposition: "in the UK", "from Germany". */
export const PLACE_PREPOSITION_AT = new RegExp(`${PLACE_PREPOSITION.source}.*$`, "i");
/** A subject of common words (its first capital a sentence's at most), not a name: "Inflation", "house prices". */
export const COMMON_SUBJECT = /^\p{L}[\p{Ll}-]*(?:\s[\p{Ll}-]+)*$/u;

/** A part that ends in a subject's target: "attacks on hospitals", "tariffs against China", "strikes at airports". */
export const TARGET_AFTER =
  /\s(?:on|against|targeting|at|changing|affecting|transforming|reshaping|disrupting)\s+(?:the\s+)?\p{L}[\p{L}-]*\s*$/iu;

/** A German compound of a subject and "news" or "tips": its subject (decisions 186, 193) */
export const NEWS_COMPOUND = /^(\p{L}{3,}?)s?(?:nachrichten|news|meldungen|tipps|ideen)$/iu;

/** What a reader asks with, before the news they want ("send tech news", "give me…"): no kind of it. */
export const ASKING = new Set(
  "send give show keep tell find get bring make let help want need like love read follow track cover include".split(
    " ",
  ),
);

/** A part's subject and the place after its preposition, in German, French and Spanish. */
export const PLACE_AFTER: Partial<Record<Language, RegExp>> = {
  de: /^(.*?\S)\s+(?:aus|in|im|für|von|vom|bei|beim|rund um|durch)\s+(?:(?:dem|den|der|die|das)\s+)?(\p{Lu}.*)$/u,
  fr: /^(.*?\S)\s+(?:à|au|aux|en|dans|de|du|d['’]|autour de|à travers)\s*(\p{Lu}.*)$/u,
  es: /^(.*?\S)\s+(?:en|de|del|desde|por)\s+(\p{Lu}.*)$/u,
};

/** A part's subject and what it is about after a preposition, in German, French and Spanish. */
export const TOPIC_AFTER: Partial<Record<Language, RegExp>> = {
  de: /^(.*?\S)\s+(?:über|zu|zum|zur|rund um)\s+(.+)$/iu,
  // with an article: "cyclisme sur route", "patinaje sobre hielo" are one subject
  fr: /^(.*?\S)\s+(?:sur|concernant|à propos de)\s+((?:le|la|les|l['’]|des|du|un|une)\b.+)$/iu,
  es: /^(.*?\S)\s+(?:sobre|acerca de)\s+((?:el|la|los|las|un|una|lo)\s.+)$/iu,
};
