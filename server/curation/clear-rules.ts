/**
 * What clears an interest's bar and what only tops it up (curate-items.ts): the thresholds, each with the
 * measure that set it. One place, so that a newcomer finds why an item was or was not picked.
 */
/** Below this, an item is not about anything the reader asked for. */
export const MIN_SCORE = 0.2;
/** Above this an item needs no further evidence; below it, its words or a clearly close meaning. */
export const CLEAR_SCORE = 0.35;
/**
 * Items whose only evidence is a clearly close meaning (no word of the interest, no stand-in, no feed
 * named for it, a score under CLEAR_SCORE) fill an interest up to this many items, no further: on the
 * evaluation, half of such picks were off-topic against one in eight of those with words (decision 121).
 */
export const MEANING_ONLY = 4; // (none for an interest written as a name, decision 127: its meaning is its namesake's)
/**
 * With at least this many items that say an interest's words, an item picked for its meaning alone must
 * have one of them among its nearest neighbours in meaning (near-evidence.ts): on the evaluation, the
 * meaning-only picks without were a neighbouring subject's (cycling for "tennis", deals for "GPT-5";
 * decision 125).
 */
export const EVIDENCE_AROUND = 2;
/**
 * With a sentence encoder's embeddings (decision 122) a score above CLEAR_SCORE comes from meaning alone far
 * more often than with the word vectors, and half of those picks were off-topic: there, meaning alone
 * clears only for the few items that stand out in the pool (a standard score of 3).
 */
export const MEANING_ALONE_Z = 3;
/**
 * A top-up whose words say nothing of the interest needs this standard score of meaning (decision 251): on the
 * evaluation, such top-ups between 1 and 2 were four in five off-topic, those that say some of it one in three.
 */
export const UNSAID_TOP_UP = 2;
/**
 * An item of the feed most about an interest (by its feed prior: how close the feed's items are to it on
 * average), or of one nearly as much about it, needs no word of the interest: a cycling site's "Van der
 * Poel to ride eight cyclocross races" is cycling. Its meaning must still lean towards the interest (a
 * standard score of 1), and the feed must be clearly about it (a prior of 1.5). Not for a German, French or
 * Spanish brief: there, the English-trained meaning says more of an item's language than of its subject,
 * and the feed that is most "about" a German interest is any German one. On the evaluation it lifted
 * nDCG@10 in both folds and lowered the off-topic share (decision 124). The feed speaks only for its
 * stories that rank in the upper half of the interest (half its best score, `ofTop`): lower down, what only
 * the feed says is often another subject of the feed's (a technology magazine's robots factory under
 * "quantum computing"); such a story that says the interest still clears by its words, and a source the
 * reader named speaks for all its stories (decision 145). A feed with a prior of 2.5 is clearly about the
 * interest whatever the top one's: a space-news site beside NASA's own feed (prior 2.76 against 3.12) speaks
 * for its "New Glenn lands booster" too (decision 147). Never for an interest written as a name: the feed
 * most about "Real Madrid" by meaning is a football feed, and its other clubs' stories are not it (decision
 * 150; a name's stories say it, decision 127). A feed three quarters as much about it as the top one speaks
 * for its stories that say the interest, or a term of it, somewhere in their text (SAYS_SOME: a
 * club of the Premier League named in a second football desk's "Postecoglou's Forest return to winning
 * ways"); its stories that say nothing of it still need their own evidence (decision 178).
 */
export const HOME_FEED = {
  prior: 1.5,
  share: 0.9,
  nearly: 0.75,
  clearly: 2.5,
  z: 1,
  ofTop: 0.5,
} as const;
/**
 * An item whose own words say the interest (word evidence 0.6: the phrase, or a related term such as a
 * model's name for "AI", in its headline; not its feed's name, which every story of the feed has) clears at
 * half the bar, never under 0.15, when it is in the reader's language.
 * The bar is a score, and a general site's low feed prior (most of a technology site's stories are not "AI")
 * pulled such stories under it — "What GPT-5 still can't do" (WIRED), "Claude can now control your Chrome
 * browser" (The Verge) — while a dedicated feed filled the email. In another language an item already
 * weighs 0.55 of its score, and below 0.15 the few extra picks were off-topic (decision 144).
 */
export const SAYS_IT = { evidence: 0.6, bar: 0.5, floor: 0.15 } as const;
/**
 * An item that says the interest, or a term of it, somewhere in its text (SAYS_SOME: in its body, or a context
 * word in its headline) and whose meaning clearly leans towards it (a standard score of 2) clears the bar
 * (decision 232): "Nvidia stock falls after earnings…" for "Chips", whose body names the chips. Such items were
 * left out while the email held four stories; among those above the bar, 82 % were labelled relevant, as many as
 * among the picks. At 1.5 the off-topic share rose by 1.5 points; at 2.5 half the gain was lost.
 */
export const MENTIONED_Z = 2;

/**
 * How many stories in another language whose headlines say a German, French or Spanish interest it gets when
 * nothing else clears for it: their language weighs their score under any bar the pool's own-language
 * stories set, and "Actualités de la Formule 1" was left empty beside three English Grand Prix reports.
 */
export const SAID_ELSEWHERE = 3;

/**
 * A story of a source the reader named (decision 130) that says a word of the interest or of what the reader
 * said of it ("European politics: Brussels, the Parliament, Commission decisions. Mostly from Politico
 * Europe"), and whose meaning leans towards it (a standard score of 0.5), clears at half the bar: the reader
 * chose the source for this subject, and its "Commission fines Meta €900M for breaching the Digital Markets
 * Act" was left out while the email held four stories. Without such a word, a named general outlet's other
 * subjects stay out (BBC Sport's Grand Prix for "Football, ideally from BBC Sport"; decision 172).
 */
export const NAMED_SAYS = { bar: 0.5, z: 0.5 } as const;
/**
 * The bar of an interest whose best item is middling is this share of that best (never under half the
 * bar): scores are not calibrated across interests ("European politics" tops out far lower than "tennis"),
 * and at 0.6 such an interest kept one or two picks while relevant items sat just below. An interest served
 * poorly (best under 1/6) keeps 0.6 of its best: there a third of the best is noise. The evidence below is
 * required either way, so once the good items are sent, what is left does not stand out by default.
 */
export const STANDS_OUT = 0.3;
