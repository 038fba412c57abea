// Shared by the parser (server/curation/parse-brief.ts) and the plan's write-back (common/plan.ts), which must
// find the clause again to take its exclusion out (decision 242).

// how often or how much, between the "don't" and the verb; never the verb itself ("I don't really mind …")
const ADVERBS = "really|much|ever|particularly|usually|often|always|normally|generally|typically";
// verbs that say nothing of a subject the reader leaves out
const NO_SUBJECT =
  "want|need|send|include|care|mind|know|have|get|think|understand|see|believe|expect|mean|feel|say|wish|miss|" +
  "worry|bother|wait|afford|help|stop|remember|imagine|tell|find|seem";
/**
 * What the reader says they do not do: "I don't fly", "I never watch football", "I don't eat meat" — as "no
 * flying", "no football", "no meat" say it. The object when there is one, else the doing. Not the asks the
 * exclusion cues read ("I don't want …", "don't care about …"), nor what says nothing of a subject ("I don't
 * mind", "I don't know much about …", "I don't have time for …"). From the start of a clause only.
 */
export const SELF_AVOIDS = new RegExp(
  String.raw`(?<=^|[.,;:!?–—]\s*|\s-\s|\b(?:and|but|as|since|because)\s+)(?:i|we)\s+(?:don['’]?t|do not|never|no longer|won['’]?t|can['’]?t|cannot)\s+(?:(?:${ADVERBS})\s+)?(?!(?:${NO_SUBJECT}|${ADVERBS})\b)(\p{Ll}+)\b([^.,;:!?()]*)`,
  "giu",
);
/** "fly" → "flying", "drive" → "driving", "bet" → "betting": the doing a verb names. */
export const doing = (verb: string): string =>
  /[^e]e$/.test(verb)
    ? `${verb.slice(0, -1)}ing`
    : /^[^aeiou]*[aeiou][bdgmnprt]$/.test(verb)
      ? `${verb}${verb.at(-1)}ing`
      : `${verb}ing`;
