import type { BlogArticle } from "../blog-types";

export const whyDailyBriefings: BlogArticle = {
  slug: "why-daily-briefings-are-the-future-of-productivity",
  title: "Why Daily Briefings Are the Future of Productivity",
  excerpt:
    "Endless feeds reward checking, not knowing. A short, scheduled briefing flips that: you decide when information arrives and what is worth your attention.",
  date: "2024-11-12",
  readTime: "6 min read",
  category: "Productivity",
  metaDescription:
    "Why a scheduled, personalised daily briefing beats endless feeds: less context switching, fewer missed stories and 30-60 minutes back every day.",
  fixed: false,
  content: [
    {
      type: "p",
      text: "Most of us start the day the same way: a phone in one hand, a dozen apps competing for the other. News sites, industry newsletters, social feeds, team chat, a few blogs we promised ourselves we would keep up with. By the time the first meeting starts we have read a lot and learned surprisingly little.",
    },
    {
      type: "p",
      text: "The problem is not a lack of information. It is that information arrives on someone else's schedule, in someone else's order, tuned to keep us scrolling. A daily briefing turns that around. It is one message, at a time you choose, that contains only what you asked for.",
    },
    { type: "h2", text: "The hidden cost of checking" },
    {
      type: "p",
      text: "Every time you open a feed to see whether something important happened, you pay twice: once for the minutes spent reading, and again for the focus it takes to get back to what you were doing. Research on task switching has long shown that the second cost is the bigger one. Ten quick checks a day can quietly eat an hour.",
    },
    {
      type: "p",
      text: "Feeds are also built to be endless. There is always one more item, so there is never a natural moment to stop. A briefing has an end. When you reach the last summary you are done, and you know you have not missed anything you care about.",
    },
    { type: "h2", text: "What makes a briefing work" },
    {
      type: "p",
      text: "Good briefings share a few traits, whether a chief of staff writes them for a CEO or software assembles them for you:",
    },
    {
      type: "ul",
      items: [
        "**They are scheduled.** The same time every day (or every week) turns reading into a routine instead of an interruption.",
        "**They are personal.** A product manager in fintech and a nurse researcher need completely different mornings.",
        "**They are short.** Five to ten items, each summarised in a few sentences, with a link when you want the whole story.",
        "**They are selective.** What is left out matters as much as what is included. Duplicates, clickbait and yesterday's news do not make the cut.",
      ],
    },
    { type: "h2", text: "Why now: AI made personal curation affordable" },
    {
      type: "p",
      text: "Until recently a truly personal briefing was a luxury. Someone had to read everything, decide what mattered to you and write it up. Language models changed the economics. They can read hundreds of articles, match them against a plain-English description of your interests and write a faithful summary in seconds.",
    },
    {
      type: "p",
      text: "That is the idea behind [Tidings](/features): you describe what you want in your own words, pick a delivery time, and a curated summary lands in your inbox on schedule. No app to install, no feed to maintain.",
    },
    {
      type: "quote",
      text: "The goal is not to read more. It is to need to check less.",
    },
    { type: "h2", text: "Email is the right place for it" },
    {
      type: "p",
      text: "New reading apps come and go, but your inbox is already the place where you process things and decide what to act on. A briefing that arrives by email fits into a habit you already have, works on every device, and can be archived, searched or forwarded to a colleague like any other message.",
    },
    { type: "h2", text: "How to start a briefing habit" },
    {
      type: "ol",
      items: [
        "Pick one topic you currently check several times a day: your industry, a market, a competitor, a research field.",
        "Describe it the way you would to a smart assistant, including what you do not want to see.",
        "Choose a delivery time just before you usually start work, so the briefing replaces the morning scroll.",
        "Give it a week. Then refine the description: narrow what is noisy, add what you missed.",
      ],
    },
    {
      type: "p",
      text: "People who make this switch typically report getting 30 to 60 minutes a day back. More importantly, they stop feeling behind. The future of productivity is not a faster feed; it is fewer, better moments of being informed.",
    },
    {
      type: "cta",
      title: "Your first briefing takes under two minutes",
      text: "Describe what you want to read, choose a time and let Tidings do the reading for you.",
      label: "Try Free for 7 Days",
    },
  ],
};
