import type { BlogArticle } from "../blog-types";

export const top5Tools: BlogArticle = {
  slug: "top-5-tools-for-creating-personalized-daily-briefing",
  title: "Top 5 Tools for Creating a Personalized Daily Briefing",
  excerpt:
    "From feed readers to AI briefing services: five kinds of tools for building your own morning digest, with honest trade-offs for each.",
  date: "2024-12-18",
  readTime: "8 min read",
  category: "Tools",
  metaDescription:
    "Five ways to build a personalised daily briefing compared: AI briefing services, feed readers, newsletter aggregators, read-later apps and DIY automation.",
  fixed: false,
  content: [
    {
      type: "p",
      text: "There is no shortage of ways to assemble a daily briefing. The right one depends on how much time you want to spend maintaining it and how personal the result needs to be. Below are five categories of tools, what each is good at, and where each falls short. We make one of them, so we will be upfront about that too.",
    },
    { type: "h2", text: "1. AI briefing services" },
    {
      type: "p",
      text: "These services take a description of your interests, gather articles from many sources, pick the relevant ones and write summaries for you. The output is a finished briefing delivered by email at a time you choose.",
    },
    {
      type: "ul",
      items: [
        "**Best for:** busy professionals who want the result, not the workflow.",
        "**Strengths:** very little setup, genuinely personal, summaries instead of headlines, consistent schedule.",
        "**Trade-offs:** you trust the service's selection; check that it links to original sources so you can verify.",
      ],
    },
    {
      type: "p",
      text: "[Tidings](/features) is in this category: plain-English descriptions, daily or weekly delivery at your local time, a history of every briefing, and $2 per month per briefing after a 7-day free trial.",
    },
    { type: "h2", text: "2. Feed readers" },
    {
      type: "p",
      text: "RSS and Atom readers are the classic power-user tool. You subscribe to the feeds of the sites you trust and read everything in one place, in order.",
    },
    {
      type: "ul",
      items: [
        "**Best for:** people who enjoy curating and have time to skim a lot.",
        "**Strengths:** complete control, no algorithm, often free or cheap.",
        "**Trade-offs:** no summarisation and little filtering; busy feeds pile up quickly and it becomes a second inbox.",
      ],
    },
    { type: "h2", text: "3. Newsletter aggregators" },
    {
      type: "p",
      text: "Aggregators give newsletters their own inbox, away from your work email, often with a reading-app interface.",
    },
    {
      type: "ul",
      items: [
        "**Best for:** readers who already subscribe to many newsletters they like.",
        "**Strengths:** declutters your inbox, keeps writers you trust in one place.",
        "**Trade-offs:** you still read each newsletter in full; coverage is limited to what those writers choose to cover.",
      ],
    },
    { type: "h2", text: "4. Read-later apps" },
    {
      type: "p",
      text: "Save articles as you find them during the day and read them at a calmer moment, often with a clean, distraction-free view.",
    },
    {
      type: "ul",
      items: [
        "**Best for:** deep reading of long articles you discover yourself.",
        "**Strengths:** great reading experience, offline access, highlights.",
        "**Trade-offs:** it only contains what you found, so it does not help you discover; queues tend to grow faster than they shrink.",
      ],
    },
    { type: "h2", text: "5. Do-it-yourself automation" },
    {
      type: "p",
      text: "With workflow tools, a few feeds and an AI API key you can wire up your own pipeline: fetch, filter, summarise, email.",
    },
    {
      type: "ul",
      items: [
        "**Best for:** tinkerers and teams with very specific internal sources.",
        "**Strengths:** total flexibility; can include private data.",
        "**Trade-offs:** you maintain it. Feeds break, rate limits bite, duplicates slip through, and the email template is yours to debug. Usage-based API costs can exceed a subscription.",
      ],
    },
    { type: "h2", text: "How to choose" },
    {
      type: "p",
      text: "Ask two questions. First: do I want to curate, or do I want to be curated for? If you enjoy the process, a feed reader or DIY pipeline will reward you. If you want the result, an AI briefing service saves the most time. Second: how personal does it need to be? Newsletters and general news apps are written for an audience; a briefing built from your own description is written for you.",
    },
    {
      type: "p",
      text: "Many people end up combining two: a read-later app for long pieces they stumble on, and a scheduled briefing that covers the daily ground. If you want a deeper comparison, see our [review of email summary services](/blog/email-summary-service-review).",
    },
    {
      type: "cta",
      title: "See what a briefing written for you looks like",
      text: "Set one up in under two minutes. Seven days free, then $2 a month, cancel anytime.",
      label: "Try Free for 7 Days",
    },
  ],
};
