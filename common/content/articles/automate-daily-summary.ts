import type { BlogArticle } from "../blog-types";

export const automateDailySummary: BlogArticle = {
  slug: "how-to-automate-your-daily-email-summary-with-ai",
  title: "How to Automate Your Daily Email Summary with AI",
  excerpt:
    "A step-by-step guide to turning scattered sources into one AI-written summary that arrives in your inbox at the same time every day.",
  date: "2024-12-03",
  readTime: "7 min read",
  category: "Guides",
  metaDescription:
    "Step-by-step: define your topics, pick sources, write a good description and schedule an AI-generated daily email summary that you will actually read.",
  fixed: false,
  content: [
    {
      type: "p",
      text: "An automated daily summary is one of the highest-leverage habits you can set up in an afternoon. Done well, it replaces a dozen tabs and newsletters with a single email you can read over coffee. Done badly, it becomes one more thing you archive unread. This guide walks through the decisions that make the difference.",
    },
    { type: "h2", text: "Step 1: Decide what the summary is for" },
    {
      type: "p",
      text: "Start with the job, not the sources. Ask yourself what you want to be able to do after reading it. Some common answers:",
    },
    {
      type: "ul",
      items: [
        "Walk into the morning meeting knowing what changed in my market overnight.",
        "Keep up with new research in my field without reading every journal alert.",
        "Track a handful of competitors, suppliers or customers.",
        "Stay generally informed about the world in ten minutes, not sixty.",
      ],
    },
    {
      type: "p",
      text: "If you have two very different jobs, create two summaries. A weekly research digest and a daily market brief will each be sharper than one summary that tries to do both.",
    },
    { type: "h2", text: "Step 2: Write a description an AI can act on" },
    {
      type: "p",
      text: "Modern tools let you describe your interests in plain English instead of maintaining keyword lists. The quality of that description is the single biggest factor in the quality of your summary. Be specific about subjects, angle and exclusions:",
    },
    {
      type: "example",
      title: "A description that works",
      lines: [
        "Developments in European battery manufacturing and grid storage:",
        "new plants, funding rounds, policy changes and major supply deals.",
        "Prefer trade press and business news over opinion pieces.",
        "Skip consumer EV reviews and stock price commentary.",
        "Also include anything new from https://www.energy-storage.news",
      ],
    },
    {
      type: "p",
      text: 'Notice what this does: it names the topic, the kinds of events that matter, preferred source types, explicit exclusions and one specific site. Compare that with a single word like "batteries", which would return everything from phone reviews to chemistry explainers.',
    },
    { type: "h2", text: "Step 3: Choose sources, or let the tool choose" },
    {
      type: "p",
      text: "A good service starts from a catalogue of reputable publications grouped by subject, and lets you add your own. In Tidings you can simply paste a website or feed address into your description; the feed is discovered and fetched alongside the built-in sources. Everything is deduplicated, so the same story covered by five outlets appears once.",
    },
    { type: "h2", text: "Step 4: Pick a time you will actually read it" },
    {
      type: "p",
      text: "Delivery time matters more than people expect. A summary that arrives at 6:00 and gets buried under overnight email is wasted. Pick the moment you usually reach for your phone for news: before the commute, at your desk with the first coffee, or at lunch. For slower topics, a weekly delivery on Monday morning or Friday afternoon often works better than daily.",
    },
    {
      type: "callout",
      title: "Time zones are handled for you",
      text: "Tidings detects your time zone from your browser and delivers at your local time, including across daylight-saving changes.",
    },
    { type: "h2", text: "Step 5: Review after a week and refine" },
    {
      type: "p",
      text: "Read your first five or six summaries with a critical eye. Which items did you skip? Which story did you hear about elsewhere first? Adjust the description: tighten the areas that are noisy and add sources where you were late. Because every sent briefing is kept in your history, you can compare before and after.",
    },
    { type: "h2", text: "What good automation looks like" },
    {
      type: "ol",
      items: [
        "Five to ten items, each with a two or three sentence summary and a link to the original.",
        "A short opening paragraph that tells you the shape of the day in one glance.",
        "No item you already received in an earlier briefing.",
        "Clean HTML that reads well on a phone, plus a plain-text version.",
      ],
    },
    {
      type: "p",
      text: "If your current setup does not meet that bar, it is costing you attention instead of saving it. Setting up a better one takes less time than reading this article did.",
    },
    {
      type: "cta",
      title: "Automate your summary today",
      text: "Write a description, pick a time, and your first AI-curated briefing is on its way.",
      label: "Start Free Trial",
    },
  ],
};
