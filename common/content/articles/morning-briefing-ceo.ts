import type { BlogArticle } from "../blog-types";

export const morningBriefingCeo: BlogArticle = {
  slug: "morning-briefing-email-for-ceo",
  title: "The Morning Briefing Email for CEOs: What to Include and What to Leave Out",
  excerpt:
    "The best executive briefings fit on one screen. What a CEO's morning email should contain, how to prioritise it, and a sample you can adapt.",
  date: "2025-01-15",
  readTime: "8 min read",
  category: "Leadership",
  metaDescription:
    "How to structure a CEO morning briefing email: the five sections that matter, prioritisation rules, a sample briefing and how to automate the research.",
  fixed: true,
  content: [
    {
      type: "p",
      text: "Chief executives receive more information than anyone in the company and have the least time to process it. The morning briefing is the tool many of them rely on to start the day oriented: a single email, prepared before they wake, that tells them what changed and what needs their attention.",
    },
    {
      type: "p",
      text: "Whether a chief of staff writes it or software assembles it, the principles are the same. The briefing is judged by one thing: does the CEO walk into the first meeting better prepared than without it?",
    },
    { type: "h2", text: "The five sections that matter" },
    {
      type: "ol",
      items: [
        "**Bottom line:** two sentences at the very top. If the CEO reads nothing else, what should they know?",
        "**Markets and competitors:** moves by competitors, major customers and partners; relevant market shifts.",
        "**Industry and regulation:** policy, legal and industry developments that could change plans.",
        "**Company in the news:** coverage of the company and its leaders, with tone noted.",
        "**Today:** the day's key meetings with one line of context each.",
      ],
    },
    { type: "h2", text: "What to leave out" },
    {
      type: "p",
      text: "The hard part of an executive briefing is restraint. Leave out general news the CEO will hear anyway, stories without a plausible link to the business, and anything already covered yesterday unless it materially changed. Above all, leave out volume for its own sake. Ten average items are worse than four important ones.",
    },
    { type: "h2", text: "Prioritise by consequence, not by noise" },
    {
      type: "p",
      text: "A story that dominates headlines may matter less to the company than a two-paragraph item in a trade publication about a key supplier. Rank items by how much they could change a decision the CEO is about to make. When in doubt, ask: would the CEO be annoyed to learn this from someone else first?",
    },
    { type: "h2", text: "A sample briefing" },
    {
      type: "example",
      title: "CEO morning briefing",
      lines: [
        "Subject: Morning briefing · Tuesday, March 4",
        "",
        "BOTTOM LINE",
        "Our main competitor cut prices 15% in the mid-market tier overnight.",
        "Sales leadership is preparing a response for today's 10:00 meeting.",
        "",
        "MARKETS & COMPETITORS",
        "- Competitor price cut (mid-market, effective immediately) · link",
        "- Largest customer announced a regional expansion into Iberia · link",
        "",
        "INDUSTRY & REGULATION",
        "- Draft data-residency rule published; consultation closes in 60 days · link",
        "",
        "COMPANY IN THE NEWS",
        "- Trade press profile of our new platform launch, positive tone · link",
        "",
        "TODAY",
        "- 10:00 Pricing review (re: competitor move)",
        "- 14:30 Board pre-read due",
      ],
    },
    { type: "h2", text: "Format for a phone, at dawn" },
    {
      type: "ul",
      items: [
        "One column, short paragraphs, bold only on headlines.",
        "Every item links to its source; the summary stands on its own.",
        "Same sections in the same order every day, even when a section is empty.",
        "Delivered at a fixed time, before the CEO's day starts in their time zone, including when travelling.",
      ],
    },
    { type: "h2", text: "Automating the research" },
    {
      type: "p",
      text: "The expensive part of a briefing is not writing the bottom line; it is reading everything to find the few items that matter. That is where AI earns its keep. With Tidings, an executive or their chief of staff describes the company, competitors, markets and regulators to watch in plain English. Each morning the relevant articles are gathered from reputable sources, ranked, deduplicated and summarised into a briefing delivered at a set local time.",
    },
    {
      type: "p",
      text: "Many executive teams use it as the first draft: the chief of staff reviews the automated briefing, adds internal context and the calendar, and forwards it. What used to take an hour every morning takes ten minutes.",
    },
    {
      type: "callout",
      title: "Tip: one briefing per question",
      text: "Create separate briefings for competitors, regulation and the company's own coverage. Each stays focused, and you can send the regulatory one weekly while the competitor one runs daily.",
    },
    {
      type: "cta",
      title: "Give your mornings a head start",
      text: "Set up an executive briefing in under two minutes. Seven days free, then $2 per month.",
      label: "Start Free Trial",
    },
  ],
};
