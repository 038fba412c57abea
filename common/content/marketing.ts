/** Copy for /, /features and /about (spec §1, §2). Figures are the spec's marketing claims. */

export const SETUP_MINUTES = 2;
export const LAUNCH_YEAR = 2024;
export const TIME_SAVED = "30-60 min";

export interface Tile {
  icon: "sparkles" | "clock" | "brain" | "inbox" | "globe" | "history" | "layers" | "shield";
  title: string;
  text: string;
}

/** The landing page's four feature tiles (spec §2). */
export const landingTiles: Tile[] = [
  {
    icon: "sparkles",
    title: "Personalised content",
    text: "Describe what you want to read in your own words. Every briefing follows its own description, including what to leave out.",
  },
  {
    icon: "clock",
    title: "Flexible scheduling",
    text: "Daily or weekly, at the minute you choose, on the weekday you choose, in your own time zone.",
  },
  {
    icon: "brain",
    title: "AI curation",
    text: "We read reputable sources for you, drop duplicates and repeats, and summarise what matters in a few clear sentences.",
  },
  {
    icon: "inbox",
    title: "Inbox delivery",
    text: "No app to install and no feed to check. Your briefing arrives by email, readable on any device.",
  },
];

export const howItWorks: { title: string; text: string }[] = [
  {
    title: "Describe it",
    text: "Name your briefing and write what you want, as you would to a well-read assistant. Add any sites you trust.",
  },
  {
    title: "Schedule it",
    text: "Pick daily or weekly, a delivery time and, for weekly briefings, the day. Your time zone is detected for you.",
  },
  {
    title: "Read it",
    text: "At that time, a curated, summarised briefing lands in your inbox. Every one is kept in your history.",
  },
];

/** The features page's eight cards (spec §2). */
export const featureCards: Tile[] = [
  {
    icon: "sparkles",
    title: "Written from your description",
    text: "No keyword lists or categories to tick. Plain English is enough, and you can say what to skip.",
  },
  {
    icon: "clock",
    title: "Daily or weekly, on your clock",
    text: "Choose the exact delivery time and weekday. Daylight-saving changes are handled, so it always arrives at your local time.",
  },
  {
    icon: "brain",
    title: "Summaries that get to the point",
    // true on every instance (decision 093): offline the summaries are extracts; with an LLM, written by it
    text: "Each story in two or three whole sentences that lead with what happened: extracts from the article itself, or written by the AI model your instance is configured with. Every email says which.",
  },
  {
    icon: "globe",
    title: "Quality sources, plus yours",
    text: "A catalogue of reputable publications by subject, plus any website or feed you name. Every item links to the original.",
  },
  {
    icon: "layers",
    title: "Unlimited briefings",
    text: "One for your industry, one for your investments, one for a hobby. Each has its own description and schedule.",
  },
  {
    icon: "history",
    title: "Full history",
    text: "Every briefing you receive is kept in the app, so you can find last Tuesday's story in seconds.",
  },
  {
    icon: "inbox",
    title: "Email-first, no app",
    text: "Works in the inbox you already use, on every device. HTML and plain text, designed to read well on a phone.",
  },
  {
    icon: "shield",
    title: "Private by default",
    text: "No tracking without your consent, no selling data, and account deletion that actually deletes.",
  },
];

export const featureStats: { value: string; label: string }[] = [
  { value: "30-60 min", label: "saved per day" },
  { value: "100%", label: "customizable" },
  { value: "$2/mo", label: "per briefing" },
  { value: "Unlimited", label: "briefings" },
];

export const faqs: { q: string; a: string }[] = [
  {
    q: "How long does it take to set up a briefing?",
    a: `Under ${SETUP_MINUTES} minutes. Sign up, verify your email, then give your briefing a name, a schedule and a description of what you want to read.`,
  },
  {
    q: "What does it cost?",
    a: "Your first briefing comes with a 7-day free trial, once per person. After that each briefing costs $2.00 USD per month. Cancel anytime; cancellation takes effect at the end of the billing period.",
  },
  {
    q: "Where does the content come from?",
    a: "From a curated catalogue of reputable public news and specialist sources, grouped by subject, plus any websites or feeds you mention in your description. Every item in a briefing links to its source.",
  },
  {
    q: "Is there a mobile app?",
    a: "No, and that is deliberate. Tidings is delivered by email, so it works in the inbox you already use on every device, with nothing to install.",
  },
  {
    q: "Can I change a briefing after creating it?",
    a: "Yes. Edit the name, schedule or description at any time, pause and resume it, send yourself a test, or read past issues in its history.",
  },
  {
    q: "What happens to my data if I leave?",
    a: "Deleting your account from the account page deletes your account, briefings and history immediately. See our privacy policy for details.",
  },
];

export const mission = {
  title: "Our mission",
  text: "Information should work for you, not the other way round. We started Tidings in 2024 because keeping up had become a second job: a dozen apps, a hundred headlines and the nagging sense of missing something anyway. We believe a short, personal briefing, delivered when you choose, is a calmer and smarter way to stay informed.",
};

export const team: { name: string; role: string; text: string }[] = [
  {
    name: "Editorial",
    role: "Sources and quality",
    text: "Curates the source catalogue and reviews how briefings read, so summaries stay faithful and sources stay reputable.",
  },
  {
    name: "Engineering",
    role: "Delivery and AI",
    text: "Builds the pipeline that gathers, ranks, summarises and delivers every briefing on time, exactly once.",
  },
  {
    name: "Support",
    role: "Here for readers",
    text: "Answers every message within 24 hours and turns readers' feedback into the next improvement.",
  },
];
