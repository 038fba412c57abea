/**
 * What one briefing's curation (curate-items.ts) takes and gives: its options, its picks and its result. Kept apart
 * so that the pipeline, the dry-run command and the bench read them without the curation's rules.
 */
import type { Candidate } from "./candidate";
import type { Feedback } from "./apply-feedback";
import type { EmbeddingCalibration } from "./rank-items";
import type { RememberedStory, StorySignature } from "./story-memory";

export interface Picked extends Candidate {
  score: number;
  reasons: string[];
  /** the phrase of the interest it was picked for (the email groups stories by it) */
  interest: string | null;
  /** the same story from other sources, merged into this item */
  alsoIn: Array<{ sourceName: string; url: string | null }>;
  /** every item key merged into this one (all are recorded as sent) */
  keys: string[];
  /** an event sent before that has materially developed (decision 099): the line on what is new */
  update?: { whatsNew: string };
  /** what the briefing's story memory keeps of this story once it is sent (decision 098) */
  signature: StorySignature;
}

export interface CurateOptions {
  now: Date;
  /** only items published (or first seen) after this instant */
  since: Date;
  frequency: "daily" | "once-week";
  /** item keys this briefing already sent */
  alreadySent: Set<string>;
  /** the stories this briefing sent in its recent editions, by content (decision 098) */
  memory?: RememberedStory[];
  maxItems?: number;
  perSourceCap?: number;
  /** each interest's embedding (EMBEDDINGS_BASE_URL, decision 081), aligned with brief.interests */
  interestEmbeddings?: Array<number[] | null> | null;
  /** what is known of the embedding model's similarities (the built-in encoder, decision 122) */
  embeddingCalibration?: EmbeddingCalibration;
  /** per interest, the catalogue feeds routed for its subject (`routeFeeds(…).byInterest`, decision 100) */
  interestFeeds?: Array<string[]> | null;
  /** also return this many story heads in the offline order, for an LLM to rerank (decision 082) */
  shortlist?: number;
  /**
   * an order decided by an LLM over the shortlist (decision 082): picks follow it, each with its reason.
   * Only candidates curation kept can be picked: an excluded or unknown key is ignored. `same`: the other
   * reports of the pick's event, which join its story (decision 203).
   */
  order?: Array<{ key: string; reason: string; same?: string[] }>;
  /** what the reader said from inside the email: muted sources, more / less like a story (decision 096) */
  feedback?: Feedback | null;
}

export interface CurateResult {
  items: Picked[];
  candidates: number;
  merged: number;
  excluded: number;
  repeats: number;
  /** how many in-window items each exclusion removed ("no crypto": 4), for the email's footer */
  excludedBy: Array<{ concept: string; count: number }>;
  /** candidates dropped as an event already sent, not materially developed since (decision 098) */
  storiesAlreadySent: number;
  /** their keys */
  sentStoryKeys: string[];
  /** with `opts.shortlist`: the best story heads, offline order, never an excluded item */
  shortlist: Candidate[];
}
