/**
 * The blog's slugs and dates only, for the route table's prerender list and sitemap.xml, without
 * pulling article bodies into bundles that do not need them. tests/unit/public checks it matches
 * common/content/blog.ts.
 */
export const blogIndex: { slug: string; date: string }[] = [
  { slug: "email-summary-service-review", date: "2025-01-17" },
  { slug: "morning-briefing-email-for-ceo", date: "2025-01-15" },
  { slug: "daily-briefing-email-template", date: "2025-01-13" },
  { slug: "email-digest-vs-newsletter", date: "2025-01-10" },
  { slug: "create-daily-briefing-email", date: "2025-01-06" },
  { slug: "top-5-tools-for-creating-personalized-daily-briefing", date: "2024-12-18" },
  { slug: "how-to-automate-your-daily-email-summary-with-ai", date: "2024-12-03" },
  { slug: "why-daily-briefings-are-the-future-of-productivity", date: "2024-11-12" },
];
