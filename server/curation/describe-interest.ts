/**
 * Whether a description says what to read: at least one interest or a source. "Please, thanks" or
 * "no sports" alone do not, and such a briefing could only ever send nothing (issue #15).
 */
import { parseBrief } from "./parse-brief";

export const NO_INTEREST_MESSAGE =
  "Email content: say what you want to read about, e.g. 'EU AI policy and road cycling' or 'tennis, no gossip'";

export function describesInterest(description: string): boolean {
  const brief = parseBrief(description);
  return brief.interests.length > 0 || brief.sources.length > 0;
}
