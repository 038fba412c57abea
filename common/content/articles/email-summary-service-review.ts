import type { BlogArticle } from "../blog-types";

/**
 * The review article (spec §2): its own route module renders the structured parts below
 * (criteria, review cards, comparison table, which-to-choose, recommendation, conclusion, tags).
 * `content` holds the introduction that precedes them.
 */
export const emailSummaryServiceReview: BlogArticle = {
  slug: "email-summary-service-review",
  title: "Best Email Summary Services 2025: Comprehensive Review & Comparison",
  excerpt:
    "We compared four ways to get a daily summary in your inbox on six criteria, from personalisation to value for money. Here is what we found and which to choose.",
  date: "2025-01-17",
  readTime: "12 min read",
  category: "Reviews",
  metaDescription:
    "The best email summary services of 2025 compared on personalization, sources, AI summaries, scheduling, ease of use and value, with ratings and a table.",
  fixed: true,
  content: [
    {
      type: "p",
      text: "An email summary service promises something simple: fewer tabs, fewer newsletters, and one message that tells you what you need to know. In practice the options range from hand-written newsletters to feed readers that email you a list of headlines, and the experience varies enormously.",
    },
    {
      type: "p",
      text: "We looked at the four approaches people most often use to get a regular summary by email, and rated each on the six criteria that matter most to a busy reader. Full disclosure: we make Tidings, one of the services reviewed. We have tried to be fair, to explain every score, and to say clearly when another option is the better fit.",
    },
  ],
};

export interface ReviewCriterion {
  name: string;
  question: string;
  description: string;
}

export const reviewCriteria: ReviewCriterion[] = [
  {
    name: "Personalization",
    question: "Is the summary built for you, or for an audience?",
    description:
      "We checked how precisely you can describe what you want, including exclusions, and whether two readers with different interests get genuinely different emails.",
  },
  {
    name: "Source quality",
    question: "Where does the information come from?",
    description:
      "Reputable, varied sources with links back to the original, plus the ability to add sources of your own.",
  },
  {
    name: "AI summarization",
    question: "Do you get the point without clicking?",
    description:
      "Faithful, concise summaries of each item and an overview of the day, rather than a list of headlines.",
  },
  {
    name: "Schedule flexibility",
    question: "Does it arrive when you want it?",
    description:
      "Choice of daily or weekly delivery, delivery time and weekday, respected in your own time zone.",
  },
  {
    name: "Ease of use",
    question: "How long from sign-up to the first useful email?",
    description: "Setup time, ongoing maintenance, and how easy it is to adjust once running.",
  },
  {
    name: "Value for money",
    question: "What does it cost for what you get?",
    description: "Price against time saved, including hidden costs such as the hours spent curating.",
  },
];

export interface ReviewCard {
  name: string;
  kind: string;
  rating: number;
  summary: string;
  pros: string[];
  cons: string[];
  bestFor: string;
  price: string;
}

export const reviewCards: ReviewCard[] = [
  {
    name: "Tidings",
    kind: "AI briefing service",
    rating: 5.0,
    summary:
      "Describe what you want in plain English, pick daily or weekly and a delivery time, and Tidings gathers articles from a catalogue of reputable sources plus any sites you name, ranks them against your description, removes duplicates and repeats, and emails a summarised briefing at your local time. Every sent briefing is kept in your history.",
    pros: [
      "Genuinely personal: each briefing follows its own description, including what to skip",
      "Summaries plus an opening overview; every item links to its source",
      "Daily or weekly, any time, any weekday, in your time zone",
      "Set up in under two minutes; unlimited briefings",
    ],
    cons: [
      "Email only: there is no mobile app (by design)",
      "You rely on its selection, although sources are always linked",
    ],
    bestFor: "Professionals who want a finished, personal briefing with no upkeep",
    price: "7-day free trial, then $2 per month per briefing",
  },
  {
    name: "A newsletter platform",
    kind: "Curated newsletters",
    rating: 3.5,
    summary:
      "Platforms that host independent writers offer excellent newsletters on almost any subject. Subscribing to a few good ones is a classic way to keep up, and the best writers add analysis no summary can match.",
    pros: [
      "Expert voices and original analysis",
      "Large choice of writers and subjects",
      "Many issues are free",
    ],
    cons: [
      "Same issue for every reader; coverage is the writer's choice",
      "Arrives on the writer's schedule, not yours",
      "Several subscriptions mean overlap and a crowded inbox",
    ],
    bestFor: "Readers who want perspective from specific writers",
    price: "Free to around $5-15 per newsletter per month",
  },
  {
    name: "Newsletter aggregators",
    kind: "Reading inboxes",
    rating: 3.0,
    summary:
      "Aggregators move your newsletters out of your work inbox into a dedicated reader, sometimes with a daily roundup of what arrived. They tidy things up but do not reduce how much you have to read.",
    pros: [
      "Declutters your main inbox",
      "Pleasant reading interface",
      "Keeps all subscriptions in one place",
    ],
    cons: [
      "Limited to the newsletters you already receive",
      "Little or no summarisation across issues",
      "Another app to check",
    ],
    bestFor: "Heavy newsletter readers who want order, not less reading",
    price: "Free tiers; paid plans vary",
  },
  {
    name: "Feed readers",
    kind: "RSS / Atom readers",
    rating: 2.5,
    summary:
      "Feed readers collect every new item from the sites you follow; some can email a digest of headlines. They give complete control, but the work of filtering and understanding is all yours.",
    pros: ["Full control over sources", "No algorithm deciding for you", "Often free"],
    cons: [
      "Headlines and snippets, not summaries",
      "Busy feeds pile up into a second inbox",
      "Curation and upkeep take real time each week",
    ],
    bestFor: "Power users who enjoy curating their own sources",
    price: "Free to a few dollars per month",
  },
];

/** Comparison table rows: criterion, then one cell per review card in the order above. */
export const comparisonRows: { label: string; cells: string[] }[] = [
  {
    label: "Personalization",
    cells: [
      "Plain-English description per briefing",
      "None (same for all readers)",
      "Choice of newsletters",
      "Choice of feeds",
    ],
  },
  {
    label: "Source quality",
    cells: [
      "Curated catalogue + your own sites, linked",
      "Depends on the writer",
      "Depends on your subscriptions",
      "Whatever you subscribe to",
    ],
  },
  {
    label: "AI summarization",
    cells: ["Per-item summaries + daily overview", "Written by hand", "Rare", "No"],
  },
  {
    label: "Schedule",
    cells: ["Daily or weekly, your time and weekday", "Writer's schedule", "As issues arrive", "Continuous"],
  },
  {
    label: "Setup time",
    cells: ["Under 2 minutes", "Minutes per newsletter", "About 15 minutes", "An hour or more"],
  },
  {
    label: "Price",
    cells: [
      "$2/month per briefing after 7-day trial",
      "Free to $15/month each",
      "Free to paid tiers",
      "Free to a few $/month",
    ],
  },
  { label: "Rating", cells: ["5.0", "3.5", "3.0", "2.5"] },
];

export const whichToChoose: { title: string; text: string }[] = [
  {
    title: "Choose Tidings if...",
    text: "you want to stay on top of a subject without spending time curating, you need different briefings for different parts of your work, or you want delivery at a precise local time.",
  },
  {
    title: "Choose a newsletter platform if...",
    text: "you value a particular writer's analysis and voice more than complete coverage. Keep two or three favourites alongside a personal briefing.",
  },
  {
    title: "Choose a newsletter aggregator if...",
    text: "you already read many newsletters in full and mainly want them out of your work inbox.",
  },
  {
    title: "Choose a feed reader if...",
    text: "you enjoy curating, want to see every single item from a set of sites, and have time to skim each day.",
  },
];

export const recommendation = {
  title: "Our recommendation",
  text: "For most busy professionals, an AI briefing service gives the best return on attention: it covers more sources than any single newsletter, reads them for you, and arrives when you want it. Start with one briefing for the subject you check most often, and keep the one or two newsletters you truly enjoy.",
};

export const conclusion: string[] = [
  "Every approach here has a place. Newsletters bring perspective, aggregators bring order, and feed readers bring control. But if the goal is to be well informed in as little time as possible, the deciding criteria are personalization and summarization, and that is where an AI briefing service pulls ahead.",
  "Tidings scored highest because it combines all six criteria in one email: written from your description, drawn from quality sources you can check, summarised, delivered on your schedule, set up in two minutes, and priced at $2 a month per briefing. Try it for seven days and compare it with your current morning routine.",
];

export const reviewTags = ["Email summaries", "AI tools", "Productivity", "Newsletters", "Reviews"];
