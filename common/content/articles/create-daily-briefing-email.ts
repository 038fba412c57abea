import type { BlogArticle } from "../blog-types";

export const createDailyBriefingEmail: BlogArticle = {
  slug: "create-daily-briefing-email",
  title: "How to Create a Daily Briefing Email People Actually Read",
  excerpt:
    "Structure, length, timing and tone: the practical rules for a daily briefing email that gets opened every morning instead of archived.",
  date: "2025-01-06",
  readTime: "6 min read",
  category: "Guides",
  metaDescription:
    "A practical guide to creating a daily briefing email: choosing scope, structuring sections, writing summaries, picking a send time and measuring if it works.",
  fixed: false,
  content: [
    {
      type: "p",
      text: "Whether you are writing a briefing for your team, your leadership or yourself, the same rules apply. A daily briefing competes with everything else in the inbox, every single day. It earns its place by being predictable, short and useful. Here is how to build one.",
    },
    { type: "h2", text: "Define the scope in one sentence" },
    {
      type: "p",
      text: 'Before writing anything, finish this sentence: "After reading this, the reader will know ...". For example: "... what moved in the logistics market overnight and which of it affects our customers." If you cannot finish it in one sentence, the briefing is trying to do too much. Split it, or drop the weakest part.',
    },
    { type: "h2", text: "Use a fixed structure" },
    {
      type: "p",
      text: "Readers build a habit around structure. When the sections are always in the same place, they can jump straight to what they need. A reliable pattern:",
    },
    {
      type: "ol",
      items: [
        "**The headline of the day:** one or two sentences on the most important development.",
        "**Top stories:** three to five items, each with a bold headline, a two-sentence summary and a source link.",
        "**Worth watching:** smaller items that may grow into stories.",
        "**On the calendar:** dates, deadlines or events coming up.",
      ],
    },
    {
      type: "p",
      text: "Our [daily briefing email template](/blog/daily-briefing-email-template) has this structure ready to copy.",
    },
    { type: "h2", text: "Write summaries, not teasers" },
    {
      type: "p",
      text: "Headlines written for clicks make poor briefings. Each summary should answer what happened, why it matters, and what (if anything) the reader should do about it. The link is there for people who want more detail, not as the only way to get the point.",
    },
    {
      type: "example",
      title: "Teaser vs summary",
      lines: [
        "Teaser:  You won't believe what the regulator just did to shipping rates",
        "",
        "Summary: The regulator capped container surcharges at 8% from March 1.",
        "         Carriers that serve our three largest customers are affected;",
        "         expect revised quotes within two weeks.",
      ],
    },
    { type: "h2", text: "Keep it to a five-minute read" },
    {
      type: "p",
      text: "Aim for 400 to 700 words. If a day is genuinely busy, keep the length and raise the bar for what gets in. A briefing that is sometimes twice as long teaches readers that they cannot finish it.",
    },
    { type: "h2", text: "Send at the same time every day" },
    {
      type: "p",
      text: "Consistency beats cleverness. Choose a time just before your readers start their day in their own time zone, and never move it without warning. A subject line that follows a pattern, such as the briefing name and the date, makes it easy to find later.",
    },
    { type: "h2", text: "Check whether it works" },
    {
      type: "ul",
      items: [
        "Are people replying, forwarding or mentioning items in meetings?",
        'Do readers still ask "did you see ...?" about things that should have been in it?',
        "Is it still being written on the busy days? If not, it is too expensive to produce.",
      ],
    },
    {
      type: "p",
      text: "That last question is where automation helps. A service like Tidings can gather, select and summarise the sources for you every day, so a personal briefing costs a couple of minutes to set up instead of an hour a morning to write.",
    },
    {
      type: "cta",
      title: "Let Tidings write your daily briefing",
      text: "Describe your topic in plain English and choose a delivery time. We handle the rest.",
      label: "Start Free Trial",
    },
  ],
};
