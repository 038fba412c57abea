/**
 * The feedback links of one story in a briefing email: "More like this", "Less like this" (target: the
 * headline) and "Mute this source" (target: the feed's host). The compose step calls this per story.
 */
import { signFeedbackToken, TARGET_MAX } from "./feedback-token";

export interface FeedbackLinks {
  more: string;
  less: string;
  mute: string;
}

/** "www.example.org" → "example.org": the source as a reader names it, and as muting matches it. */
export function sourceHost(feedUrl: string): string | null {
  try {
    return new URL(feedUrl).hostname.toLowerCase().replace(/^www\./, "") || null;
  } catch {
    return null;
  }
}

const oneLine = (s: string) => s.replace(/\s+/g, " ").trim();

export const feedbackUrl = (appUrl: string, token: string) => `${appUrl}/api/feedback/${token}`;

export function feedbackLinks(
  env: { appUrl: string; secret: string },
  briefingId: string,
  story: { title: string; feedUrl: string },
): FeedbackLinks | null {
  const headline = oneLine(story.title).slice(0, TARGET_MAX);
  const host = sourceHost(story.feedUrl);
  if (!headline || !host) return null;
  const link = (k: "more" | "less" | "mute_source", t: string) =>
    feedbackUrl(env.appUrl, signFeedbackToken(env.secret, { b: briefingId, k, t }));
  return {
    more: link("more", headline),
    less: link("less", headline),
    mute: link("mute_source", host),
  };
}
