/**
 * The blog's local data (spec §2, §3). Eight articles: five served by the generic /blog/:slug route
 * and three fixed posts with their own route modules, which take priority over the generic route.
 * The spec says "7 articles" on /blog but names 8 slugs: see docs/decisions/030-blog-article-count.md.
 */
import { automateDailySummary } from "./articles/automate-daily-summary";
import { createDailyBriefingEmail } from "./articles/create-daily-briefing-email";
import { dailyBriefingEmailTemplate } from "./articles/daily-briefing-email-template";
import { digestVsNewsletter } from "./articles/digest-vs-newsletter";
import { emailSummaryServiceReview } from "./articles/email-summary-service-review";
import { morningBriefingCeo } from "./articles/morning-briefing-ceo";
import { top5Tools } from "./articles/top-5-tools";
import { whyDailyBriefings } from "./articles/why-daily-briefings";
import type { BlogArticle } from "./blog-types";
import { shuffle } from "./shuffle";

export type { BlogArticle, Block } from "./blog-types";

/** Newest first. */
export const articles: BlogArticle[] = [
  emailSummaryServiceReview,
  morningBriefingCeo,
  dailyBriefingEmailTemplate,
  digestVsNewsletter,
  createDailyBriefingEmail,
  top5Tools,
  automateDailySummary,
  whyDailyBriefings,
];

/** The slugs of the three fixed posts (own route modules). */
export const FIXED_POST_SLUGS = [
  "daily-briefing-email-template",
  "morning-briefing-email-for-ceo",
  "email-summary-service-review",
] as const;

/** The article shown as "featured" above the list of the other seven (decision 030). */
export const FEATURED_SLUG = "email-summary-service-review";

export const RELATED_COUNT = 3;

export function getArticle(slug: string | undefined): BlogArticle | undefined {
  return articles.find((a) => a.slug === slug);
}

/** Articles the generic /blog/:slug route serves (local data, not fixed posts). */
export function isLocalDataSlug(slug: string | undefined): boolean {
  const a = getArticle(slug);
  return !!a && !a.fixed;
}

export function articlePath(slug: string): string {
  return `/blog/${slug}`;
}

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** "2025-01-17" → "January 17, 2025" (fixed, no time zone involved). */
export function formatArticleDate(iso: string): string {
  const [y, m, d] = iso.split("-").map(Number);
  return `${MONTHS[(m ?? 1) - 1]} ${d}, ${y}`;
}

export interface RelatedPost {
  id: string;
  title: string;
  excerpt: string;
  href: string;
}

/** Every article other than `slug`, newest first, as related-post cards. */
export function otherArticles(slug: string): RelatedPost[] {
  return articles
    .filter((a) => a.slug !== slug)
    .map((a) => ({ id: a.slug, title: a.title, excerpt: a.excerpt, href: articlePath(a.slug) }));
}

/**
 * Three related articles other than `slug`. `random` in [0,1) picks them (Math.random in the browser);
 * without it the pick is the three newest others, which is what prerendered HTML shows.
 */
export function relatedArticles(slug: string, random?: () => number): RelatedPost[] {
  const others = otherArticles(slug);
  return (random ? shuffle(others, random) : others).slice(0, RELATED_COUNT);
}
