/**
 * One briefing's curation: window → exclusions → hybrid ranking → stories → picks, each interest getting
 * its share. Pure (no I/O): the pipeline, the dry-run command and the bench call exactly this.
 */
import type { Brief } from "../../common/curation";
import { applyFeedback } from "./apply-feedback";
import type { Candidate } from "./candidate";
import { excludeItems } from "./exclude-items";
import { featuresOf, type ItemFeatures } from "./item-features";
import { interestWords, type Ranked, rankItems, SAYS_SOME } from "./rank-items";
import { outletOf, Stories } from "./group-stories";
import { judgeAgainstMemory, signatureOf } from "./story-memory";
import type { CurateOptions, CurateResult, Picked } from "./curate-types";
import { nearEvidence } from "./near-evidence";
import { ownLanguageStandout } from "./own-language-standout";
import { type Entry, pickStories, saidFirst, shownReport } from "./pick-stories";
import { buildTextIndex } from "./text-index";
import { unknownAcronym } from "./spelled-out";
import { namesCompetition, writtenAsNameIn } from "./written-as-name";
import { widelyReported } from "./widely-reported";
import { isPlace } from "./localities";
import { pickReasons } from "./pick-reasons";
import {
  MIN_SCORE,
  CLEAR_SCORE,
  MEANING_ONLY,
  EVIDENCE_AROUND,
  MEANING_ALONE_Z,
  UNSAID_TOP_UP,
  HOME_FEED,
  SAYS_IT,
  MENTIONED_Z,
  SAID_ELSEWHERE,
  NAMED_SAYS,
  STANDS_OUT,
} from "./clear-rules";

export type { CurateOptions, CurateResult, Picked } from "./curate-types";

export function curateItems(asked: Brief, candidates: Candidate[], opts: CurateOptions): CurateResult {
  // "Everything from The Verge", "Lo que publique Xataka": sources asked for alone are each an interest that
  // is everything the source publishes (`ownSourceOf`); with no interest, nothing would be picked
  const sourced: Brief =
    asked.interests.length === 0 && asked.sources.length > 0
      ? { ...asked, interests: asked.sources.map((s) => ({ phrase: s, context: [], name: true })) }
      : asked;
  const maxItems = sourced.length ?? opts.maxItems ?? 10;
  // one source fills at most half the email: a feed that carries the whole subject (a tennis site for
  // "tennis") is not held to a third of it, and a chatty one still cannot crowd out the rest
  const perSourceCap = opts.perSourceCap ?? Math.ceil(maxItems / 2);
  const now = opts.now.getTime();
  const since = opts.since.getTime();
  let repeats = 0;
  const seen = new Set<string>();
  const pool: Candidate[] = [];
  for (const c of candidates) {
    if (seen.has(c.key) || !c.title) continue;
    seen.add(c.key);
    const when = (c.publishedAt ?? c.firstSeenAt).getTime();
    // in the window: published since the last send, or first seen since then (feeds that publish late or
    // backdate) as long as it is not older than a week before the window; future dates are bogus
    const fresh = when >= since || (c.firstSeenAt.getTime() >= since && when >= since - 7 * 86_400_000);
    if (!fresh || when > now + 3_600_000) continue;
    if (opts.alreadySent.has(c.key)) {
      repeats++;
      continue;
    }
    pool.push(c);
  }
  // an event already sent goes, unless it has developed: then it stays, as an update (decisions 098, 099)
  let features = pool.map(featuresOf);
  const verdicts = judgeAgainstMemory(pool, features, opts.memory ?? []);
  const sentStoryKeys = pool.filter((_, i) => verdicts[i]!.kind === "sent").map((c) => c.key);
  const updates = new Map<string, { whatsNew: string; chainFacts: string[] }>();
  if (sentStoryKeys.length > 0 || verdicts.some((v) => v.kind === "update")) {
    const kept = verdicts.flatMap((v, i) => (v.kind === "sent" ? [] : [i]));
    for (const i of kept) {
      const v = verdicts[i]!;
      if (v.kind === "update") updates.set(pool[i]!.key, { whatsNew: v.whatsNew, chainFacts: v.chainFacts });
    }
    const keptPool = kept.map((i) => pool[i]!);
    features = kept.map((i) => features[i]!);
    pool.length = 0;
    pool.push(...keptPool);
  }
  // a word the reader wrote alone at the start ("Arsenal") is a name when the English stories write it only
  // as one (decision 255)
  const brief = namesInStories(sourced, pool, features);
  const stories = new Stories(
    features,
    pool.map(outletOf),
    pool.map((c) => c.embedding),
    pool.map((c) => c.publishedAt ?? c.firstSeenAt),
    brief.interests.flatMap(interestWords),
  );
  if (opts.order?.some((o) => o.same)) {
    const atKey = new Map(pool.map((c, i) => [c.key, i]));
    for (const o of opts.order) {
      const i = atKey.get(o.key);
      for (const j of (o.same ?? []).map((k) => atKey.get(k)))
        if (i !== undefined && j !== undefined) stories.tell(i, j);
    }
  }
  const excludedAt = new Set<number>();
  const excludedBy: CurateResult["excludedBy"] = [];
  for (const e of excludeItems(brief, pool, features, (i, j) => stories.same(i, j))) {
    // an item two exclusions remove counts for the first only, so the footer's counts add up
    let count = 0;
    for (const i of e.removed.keys()) {
      if (excludedAt.has(i)) continue;
      excludedAt.add(i);
      count++;
    }
    if (count) excludedBy.push({ concept: e.concept, count });
  }
  const fb = opts.feedback ? applyFeedback(pool, features, opts.feedback) : null;
  // a muted source's items leave the pool like excluded ones (not counted under an exclusion)
  for (const i of fb?.muted ?? []) excludedAt.add(i);
  const index = buildTextIndex(pool);
  const freshMs = opts.frequency === "daily" ? 48 * 3_600_000 : 7 * 86_400_000;
  const ranked = rankItems(brief, pool, features, index, {
    now: opts.now,
    freshMs,
    interestEmbeddings: opts.interestEmbeddings,
    embeddingCalibration: opts.embeddingCalibration,
    interestFeeds: opts.interestFeeds,
  });

  // a development of a story the reader was sent is about what they asked for (that story was picked for
  // it), even when its new wording ranks low ("Liverpool appoint…" after "Liverpool sack…"): it stays in
  // the list of the interest it scores best for, after the stories that clear the bar (decision 099)
  const developmentOf = new Map<number, number>();
  pool.forEach((c, i) => {
    if (!updates.has(c.key)) return;
    const p = ranked[i]!.perInterest;
    developmentOf.set(i, p.indexOf(Math.max(...p)));
  });
  // an acronym no part of curation knows ("WSL") is read as a name: its meaning is as unknown (decision 188)
  // …and so is the only part of a subject the reader wants: the rest of it is near in meaning and on the
  // same desks ("Space, but only the astronauts": the space desk's launches; decision 256)
  const named = brief.interests.map((x) => !!x.name || !!x.only || unknownAcronym(x.phrase));
  // "Anything from Simon Willison or Import AI": an interest that is a source the reader named is what that
  // source publishes, all of it, whatever its meaning (decision 219)
  const ownSourceOf = brief.interests.map((x) =>
    brief.sources.some((s) => s.toLowerCase() === x.phrase.toLowerCase()) ? x.phrase.toLowerCase() : null,
  );
  const fromOwnSource = (k: number, r: Ranked) =>
    !!ownSourceOf[k] && r.namedSource && r.c.sourceName.toLowerCase().includes(ownSourceOf[k]);
  // each interest's own ranking; picks alternate between interests so that each gets its share
  const widelyAt = new Set<number>();
  const lists: Entry[][] = brief.interests.map((_, k) => {
    const every = ranked
      .map((r, i) => ({ r, i, k, s: r.perInterest[k]! * r.factor * (fb?.factor[i] ?? 1) }))
      .sort((a, b) => b.s - a.s);
    const scored = every.filter((x) => !excludedAt.has(x.i) && x.s > 0);
    // an interest the candidates serve poorly still gets its best few, as long as they show some
    // evidence of being about it (its words or related terms, or a clearly close meaning); see STANDS_OUT
    const top = scored[0]?.s ?? 0;
    const bar = Math.min(MIN_SCORE, 0.6 * top, Math.max(STANDS_OUT * top, MIN_SCORE / 2));
    // a name's meaning is its namesake's (decision 127): meaning alone never clears for it
    const alone = opts.interestEmbeddings?.[k] ? MEANING_ALONE_Z : Number.NEGATIVE_INFINITY;
    const meaningBar = named[k] ? Number.POSITIVE_INFINITY : alone;
    // the feed most about this interest (and any close to it) speaks for its items (HOME_FEED), and so does
    // a source the reader named: they chose it for this (decision 130); a name has none but a competition's
    const topPrior = Math.max(...scored.map((x) => x.r.parts[k]![2]));
    const homeless = named[k] && !namesCompetition(brief.interests[k]!.phrase);
    const homeBar = (share: number) =>
      Math.max(HOME_FEED.prior, Math.min(HOME_FEED.clearly, share * topPrior));
    // a feed speaks for an interest only where some of its stories say it (or its name does)
    const saying = new Set(every.filter((x) => x.r.parts[k]![0] >= 0.5).map((x) => x.r.c.feedUrl));
    const fromHome = (x: Entry) =>
      brief.language === "en" &&
      (x.r.namedSource ||
        (!homeless &&
          saying.has(x.r.c.feedUrl) &&
          x.r.parts[k]![2] >= homeBar(x.r.parts[k]![0] >= SAYS_SOME ? HOME_FEED.nearly : HOME_FEED.share) &&
          x.s >= HOME_FEED.ofTop * top)) &&
      x.r.parts[k]![1] >= HOME_FEED.z;
    // in German, French or Spanish the English-trained meaning says an item's language more than its
    // subject: every El País story sat at z 3 for "Trabajo y sueldos en España". Meaning alone clears there
    // only for an item that stands out among its own language's stories (OWN_LANGUAGE_Z)
    const standsOut = ownLanguageStandout(scored, k, brief.language);
    const clear = (x: Entry) =>
      fromOwnSource(k, x.r) ||
      (x.r.namedSource &&
        x.s >= NAMED_SAYS.bar * bar &&
        x.r.parts[k]![1] >= NAMED_SAYS.z &&
        x.r.parts[k]![6] > 0) ||
      (x.s >= bar &&
        ((x.s >= CLEAR_SCORE && x.r.parts[k]![1] >= meaningBar && standsOut(x)) ||
          x.r.parts[k]![0] >= 0.5 ||
          fromHome(x))) ||
      (x.s >= Math.max(SAYS_IT.floor, SAYS_IT.bar * bar) &&
        x.r.parts[k]![6] >= SAYS_IT.evidence &&
        x.r.f.language === brief.language) ||
      (x.s >= bar &&
        x.r.parts[k]![0] >= SAYS_SOME &&
        ((x.r.parts[k]![7] === 1 && x.r.parts[k]![1] >= MENTIONED_Z) ||
          x.r.parts[k]![1] >= Math.max(meaningBar, MEANING_ALONE_Z)));
    // a clearly close meaning alone tops an interest up to a few items, no further (MEANING_ONLY), and
    // only among the interest's own stories once there are some to be among (EVIDENCE_AROUND)
    // a name's meaning is its namesake's ("Gemini": NASA's spacewalks): no top-up on meaning alone for it
    // the stories an exclusion took are still the interest's own ("Cycling other than the Tour de France"):
    // they count towards its few, so a motor race does not top it up on meaning alone, and what sits among
    // them in meaning is still of the subject
    // …but they never take all of it: an interest whose every clear story an exclusion took still gets one
    // ("Electric cars in the UK - no Tesla news": the week's EV stories all named Tesla; decision 240)
    const clearing = every.filter(clear);
    const cleared = new Set(clearing);
    const leftClear = clearing.some((x) => !excludedAt.has(x.i) && x.s > 0);
    // (a name's too, when it was said and an exclusion took it: "Man United - no transfer rumours" on a day
    // of United rumours gets the league's story, not an empty email; a name nothing says gets none; decision 254)
    const takenAll = clearing.length > 0 && !leftClear;
    let room = named[k] ? (takenAll ? 1 : 0) : Math.max(leftClear ? 0 : 1, MEANING_ONLY - clearing.length);
    // with an encoder, an interest no story of the pool says a word of is topped up once, not up to
    // MEANING_ONLY times: its nearest stories are near only as the pool goes (decision 253)
    const encoded = !!opts.interestEmbeddings?.[k];
    if (encoded && !clearing.length && !scored.some((x) => x.r.parts[k]![0] > 0)) room = Math.min(room, 1);
    const said = new Set(every.filter((x) => x.s >= bar && x.r.parts[k]![0] >= 0.5).map((x) => x.i));
    // a German, French or Spanish interest no item in its language says: the English-trained meaning tells
    // an item's language more than its subject (every German story is "close" to it), so its closest one
    // stands in, no more; a French report that says "Política internacional" made MARCA's football close
    // enough to top the interest up three times (decision 215)
    // …and where some stories say something of it, the one that stands in is one of them: "Noticias de la
    // Unión Europea" was MARCA's Davis Cup beside English reports that say "EU" (decision 239)
    let standIn: ((x: Entry) => boolean) | null = null;
    if (
      brief.language !== "en" &&
      !scored.some((x) => x.r.parts[k]![0] >= 0.5 && x.r.f.language === brief.language)
    ) {
      room = Math.min(room, 1);
      const saysSome = (x: Entry) => x.s >= bar && x.r.parts[k]![0] >= SAYS_SOME;
      if (scored.some(saysSome)) standIn = saysSome;
    }
    const amongOwn = (x: Entry) =>
      said.size < EVIDENCE_AROUND || nearEvidence(x.i, said, pool, (j) => stories.same(x.i, j));
    // when no story says the interest at all, what a sentence encoder's meaning alone tops it up with is
    // still held to MIN_SCORE: "scooters" in a pool with none was topped up with a Formula 1 practice at
    // 0.11, and "ECB" with a transfer rumour at 0.14. The word vectors' scores run lower: there, two briefs
    // of the evaluation were left empty (decision 194)
    const topUpBar = said.size || !opts.interestEmbeddings?.[k] ? bar : Math.max(bar, MIN_SCORE);
    // with an encoder's meaning, a top-up whose words say nothing of the interest needs UNSAID_TOP_UP; an
    // interest nothing clears for keeps its best top-up whatever it says. (The word vectors' standard scores
    // run otherwise: their top-ups are as they were.)
    let unsaidHeld = encoded && leftClear;
    // what clears, then what only tops the interest up (its list in that order: decision 250)
    const topUps: Entry[] = [];
    for (const x of scored) {
      if (room <= 0) break;
      if (cleared.has(x)) continue;
      const tops = standIn
        ? standIn(x)
        : x.s >= topUpBar &&
          x.r.parts[k]![1] >= (unsaidHeld && x.r.parts[k]![0] === 0 ? UNSAID_TOP_UP : 1.0) &&
          amongOwn(x);
      if (!tops) continue;
      topUps.push(x);
      room--;
      unsaidHeld = encoded;
    }
    // an interest nothing clears for, whose words some headlines say in another language than the reader's
    // ("Formule 1" with every Grand Prix story in English): those stories, not an empty email (SAID_ELSEWHERE)
    const clearedHere = scored.filter((x) => cleared.has(x));
    if (clearedHere.length === 0 && topUps.length === 0 && brief.language !== "en")
      for (const x of scored
        .filter((x) => x.r.parts[k]![6] >= SAYS_IT.evidence && x.r.f.language !== brief.language)
        .slice(0, SAID_ELSEWHERE))
        topUps.push(x);
    const kept = [...clearedHere, ...topUps];
    const keptAt = new Set(kept);
    const clears = (x: Entry) => keptAt.has(x);
    // the news itself: after the world's, the day's widely reported stories of any desk (decision 210)
    const wide = brief.interests[k]!.general
      ? widelyReported(
          scored.filter((x) => !clears(x)),
          pool,
          features,
          {
            stories,
            excluded: excludedAt,
            language: brief.language,
          },
        )
      : [];
    for (const w of wide) widelyAt.add(w.i);
    // what clears comes before what only tops the interest up: more than half the top-ups were off-topic
    // on the evaluation, a tenth of the rest (decision 250)
    return [...kept, ...wide, ...scored.filter((x) => !clears(x) && developmentOf.get(x.i) === k)];
  });
  const picking = { size: pool.length, excluded: excludedAt, stories };
  // an LLM's order (decision 082) replaces the interests' lists; only what they hold can be picked, so an
  // excluded item, or one that is not about anything asked for, never comes back
  const llmReason = new Map<number, string>();
  const ordered: Entry[] = [];
  if (opts.order?.length) {
    // each candidate once, for the interest it serves best
    const allowed = new Map<number, Entry>();
    for (const x of lists.flat()) if ((allowed.get(x.i)?.s ?? -1) < x.s) allowed.set(x.i, x);
    const atKey = new Map(pool.map((c, i) => [c.key, i]));
    for (const o of opts.order) {
      const i = atKey.get(o.key);
      const best = i === undefined ? undefined : allowed.get(i);
      if (i === undefined || !best || excludedAt.has(i) || llmReason.has(i)) continue;
      llmReason.set(i, o.reason);
      ordered.push(best);
    }
  }
  const shortlist = opts.shortlist
    ? pickStories(lists, opts.shortlist, perSourceCap * 2, picking).heads.map((h) => pool[h.i]!)
    : [];
  const picked = pickStories(ordered.length ? [ordered] : lists, maxItems, perSourceCap, picking);
  const merged = picked.merged;
  // an LLM's order stands as it is
  const heads = ordered.length ? picked.heads : saidFirst(picked.heads, ranked);

  const cleared = lists.map((l) => new Set(l.map((x) => x.i)));
  const items: Picked[] = heads.map((h) => {
    const own = shownReport(h, ranked, brief.language, cleared[h.k]!);
    const head = own ?? h.i;
    const members = own === undefined ? h.members : [h.i, ...h.members.filter((m) => m !== own)];
    const r = ranked[head]!;
    const interest = brief.interests[h.k]!;
    const alsoIn = members.map((m) => ({ sourceName: pool[m]!.sourceName, url: pool[m]!.url }));
    const keys = [r.c.key, ...members.map((m) => pool[m]!.key)];
    // a development merged under today's head still makes the story an update: the head may be a report
    // the memory did not match (worded apart from what was sent), its member the one that did
    const update = updates.get(r.c.key) ?? members.map((m) => updates.get(pool[m]!.key)).find(Boolean);
    const ownSource = fromOwnSource(h.k, r);
    const reasons = pickReasons({
      interest: interest.phrase,
      llm: llmReason.get(h.i),
      widely: widelyAt.has(h.i),
      namedSource: brief.sources.length && r.namedSource ? r.c.sourceName : null,
      ownSource,
      like: fb?.because[h.i] ?? undefined,
      ageMs: r.ageMs,
      alsoIn: alsoIn.map((a) => a.sourceName),
      update: !!update,
    });
    return {
      ...r.c,
      score: Math.round(h.s * 1000) / 1000,
      reasons,
      // a source read whole is the outlet as it names itself ("2 new stories on The Verge"), its desks one
      interest: ownSource ? r.c.sourceName.split(/\s+[–-]\s+/)[0]! : interest.phrase,
      alsoIn,
      keys,
      ...(update ? { update: { whatsNew: update.whatsNew } } : {}),
      signature: signatureOf(
        r.c,
        features[head]!,
        members.map((m) => pool[m]!),
        keys,
        update?.chainFacts,
      ),
    };
  });
  return {
    items,
    candidates: candidates.length,
    merged,
    excluded: excludedAt.size,
    repeats,
    excludedBy,
    storiesAlreadySent: sentStoryKeys.length,
    sentStoryKeys,
    shortlist,
  };
}

/**
 * The brief with each one-word English interest that the pool's English stories write only as a name marked
 * as one (`writtenAsNameIn`); a place keeps its own reading.
 */
function namesInStories(brief: Brief, pool: Candidate[], features: ItemFeatures[]): Brief {
  if (brief.language !== "en" || brief.interests.every((x) => x.name || x.phrase.includes(" "))) return brief;
  const texts = pool.flatMap((c, i) => (features[i]!.language === "en" ? [c.title, c.summary] : []));
  return {
    ...brief,
    interests: brief.interests.map((x) =>
      x.name || isPlace(x.phrase) || !writtenAsNameIn(x.phrase, texts) ? x : { ...x, name: true },
    ),
  };
}
