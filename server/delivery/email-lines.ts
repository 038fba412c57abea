/**
 * The lines of a briefing email that are worked out from the curation's result, not written by it: why a
 * story was picked, why an edition is quiet, how a story's title and summary read, its feedback links.
 */
import { feedbackLinks } from "../feedback";

/** Why nothing new matched, in numbers: "38 items checked from 6 sources, 5 already sent, 4 left out by “no crypto”". */
export function quietReason(
  c: {
    candidates: number;
    repeats: number;
    storiesAlreadySent: number;
    excludedBy: Array<{ concept: string; count: number }>;
  },
  coverage: { checked: number; failed: number },
): string {
  const parts = [
    `${c.candidates} ${c.candidates === 1 ? "item" : "items"} checked from ${coverage.checked} ${coverage.checked === 1 ? "source" : "sources"}`,
  ];
  const sent = c.repeats + c.storiesAlreadySent;
  if (sent) parts.push(`${sent} already sent`);
  for (const e of c.excludedBy) parts.push(`${e.count} left out by “no ${e.concept}”`);
  if (coverage.failed)
    parts.push(`${coverage.failed} ${coverage.failed === 1 ? "source" : "sources"} unreachable`);
  return parts.join(", ");
}

/** The story's reason in a few words: "matches “EU AI Act” · from Euractiv" (the LLM's own when it ranked). */
export function whyPicked(i: {
  reasons: string[];
  interest: string | null;
  sourceName: string;
  named?: boolean;
}) {
  const first = i.reasons[0] ?? "";
  // (a story of a source read whole says only where it is from: `from` below)
  const why = first.startsWith("from a source you named")
    ? ""
    : i.interest && first.startsWith("about “")
      ? `matches “${i.interest}”`
      : first;
  const from = i.named ? `from ${i.sourceName}, a source you named` : `from ${i.sourceName}`;
  // what the reader's own feedback did to it (decision 096), in a few words
  const said = i.reasons.find(
    (r) => r.endsWith("which you wanted more of") || r.endsWith("which you wanted less of"),
  );
  const steer = said
    ? said.endsWith("more of")
      ? " · like a story you wanted more of"
      : " · ranked lower: like a story you wanted less of"
    : "";
  return `${why ? `${why} · ${from}` : from}${steer}`;
}

/** An unreachable feed by the name a reader knows: its title when it was ever fetched, else its host. */
export function sourceLabel(s: { url: string; title: string | null }): string {
  if (s.title) return s.title;
  try {
    return new URL(s.url).host;
  } catch {
    return s.url;
  }
}

/** The feedback links under one story (the email's per-story action row). */
export function storyActions(
  env: { appUrl: string; secret: string },
  briefingId: string,
  story: { title: string; feedUrl: string },
) {
  const l = feedbackLinks(env, briefingId, story);
  return l
    ? [
        { label: "More like this", href: l.more },
        { label: "Less like this", href: l.less },
        { label: "Mute this source", href: l.mute },
      ]
    : [];
}

/** An event sent before that has developed is marked as such (decision 099). */
export function titleOf(i: { title: string; update?: { whatsNew: string } }): string {
  return i.update ? `Update: ${i.title}` : i.title;
}

/** A summary opening with the "What's new" sentence says it once, under "What's new". */
export function withoutLead(summary: string, lead: string | undefined): string {
  if (!lead || !summary.startsWith(lead)) return summary;
  return summary.slice(lead.length).trim() || summary;
}

/** The domain of the From address ("Tidings <b@example.com>" → example.com): the List-Id namespace. */
export function mailDomain(from: string): string {
  return /@([A-Za-z0-9.-]+)/.exec(from)?.[1] ?? "tidings.localhost";
}
