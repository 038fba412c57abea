import type { BlogArticle } from "../blog-types";

export const dailyBriefingEmailTemplate: BlogArticle = {
  slug: "daily-briefing-email-template",
  title: "Daily Briefing Email Template: A Proven Format You Can Copy",
  excerpt:
    "A ready-to-use daily briefing email template with subject line, opening, top stories and calendar sections, plus three variations for teams, executives and researchers.",
  date: "2025-01-13",
  readTime: "7 min read",
  category: "Templates",
  metaDescription:
    "Copy a proven daily briefing email template: subject line, summary opening, top stories, watch list and calendar, with variations for teams, executives and research.",
  fixed: true,
  content: [
    {
      type: "p",
      text: "A good template removes decisions. When the structure is fixed, writing (or generating) the briefing each day is about choosing content, not layout, and readers know exactly where to look. Below is the format we recommend, followed by three variations you can adapt.",
    },
    { type: "h2", text: "The template" },
    {
      type: "example",
      title: "Daily briefing email template",
      lines: [
        "Subject: [Briefing name] · [Weekday, Month Day]",
        "",
        "Good morning. [One or two sentences: the single most important",
        "development today and why it matters to you.]",
        "",
        "TOP STORIES",
        "1. [Headline in plain words]",
        "   [What happened. Why it matters. What to do, if anything.]",
        "   Source: [Publication] · [link]",
        "2. ...",
        "3. ...",
        "",
        "WORTH WATCHING",
        "- [Smaller item that may grow] · [link]",
        "- ...",
        "",
        "ON THE CALENDAR",
        "- [Date]: [Event, deadline or release]",
        "",
        "That's today. Reply to this email to suggest a source or topic.",
      ],
    },
    { type: "h2", text: "Why each part is there" },
    { type: "h3", text: "Subject line" },
    {
      type: "p",
      text: "A predictable subject with the briefing name and the date makes the email instantly recognisable and easy to search later. Resist the temptation to write a new clever subject every day; recognisability is worth more than curiosity here.",
    },
    { type: "h3", text: "The opening" },
    {
      type: "p",
      text: "Many readers will only read this part. Make it count: lead with the one development that matters most and say why in plain language. If nothing important happened, say so. That is useful information too.",
    },
    { type: "h3", text: "Top stories" },
    {
      type: "p",
      text: "Three to five items, ordered by importance rather than time. Each summary answers three questions: what happened, why it matters, what to do. Always include the source so readers can judge credibility and read further.",
    },
    { type: "h3", text: "Worth watching and calendar" },
    {
      type: "p",
      text: "These short sections give the briefing memory. Items that are not yet big enough for the top can be tracked here, and the calendar prevents surprises. Both are optional on quiet days.",
    },
    { type: "h2", text: "Variation: team briefing" },
    {
      type: "p",
      text: 'Replace "Worth watching" with "From the team": shipped work, decisions made and open questions. Keep external news to three items so internal updates are not crowded out.',
    },
    { type: "h2", text: "Variation: executive briefing" },
    {
      type: "p",
      text: 'Add a "Numbers" line under the opening with the three or four metrics the executive checks daily, and cut summaries to two sentences. We cover this format in depth in [the morning briefing email for CEOs](/blog/morning-briefing-email-for-ceo).',
    },
    { type: "h2", text: "Variation: research digest" },
    {
      type: "p",
      text: "Research moves more slowly, so send it weekly. Group items by theme instead of importance, and add one line per paper on method and sample size so readers can judge strength of evidence at a glance.",
    },
    { type: "h2", text: "Formatting tips" },
    {
      type: "ul",
      items: [
        "Keep line length comfortable and use a single column: most briefings are read on a phone.",
        "Bold the headline of each item, not whole sentences.",
        "Always send a plain-text version alongside the HTML; some readers and many filters prefer it.",
        'Put links on the source name, not on "click here".',
      ],
    },
    {
      type: "callout",
      title: "Skip the writing entirely",
      text: "Tidings briefings follow this structure automatically: an opening paragraph, curated top stories with summaries and source links, delivered at your local time in HTML and plain text.",
    },
    {
      type: "cta",
      title: "Get this template filled in for you every morning",
      text: "Tell Tidings what you want to read. Your first briefing can arrive tomorrow.",
      label: "Try Free for 7 Days",
    },
  ],
};
