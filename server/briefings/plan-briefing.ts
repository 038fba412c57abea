/**
 * What Tidings understood of a description, before anything is sent (issue #17, decision 097): the
 * interests, exclusions and language the parser reads, and the sources a send would draw from, each with
 * whether the shared feed cache reached it last time (nothing is fetched: this answers while typing). For
 * a briefing being edited, its saved description shows the brief stored with it (decision 123).
 * Lightly limited per person (the shared counters): it is read-only and cheap, but called on every pause.
 */
import { and, eq } from "drizzle-orm";
import { type Plan, type PlanInput, PLAN_LANGUAGES } from "../../common/plan";
import type { AppContext } from "../context";
import { parseBrief } from "../curation";
import { briefings } from "../db/schema";
import { defaultSourcesFile, loadCatalogue, planFeeds, searchFeedTemplate, storedBrief } from "../delivery";
import { AppError } from "../http/errors";
import { consumeRateLimit } from "../http/rate-limit";

export const PLANS_PER_MINUTE = 120;

export async function planBriefing(ctx: AppContext, userId: string, input: PlanInput): Promise<Plan> {
  const limit = await consumeRateLimit(ctx, `plan:${userId}`, { max: PLANS_PER_MINUTE, windowSeconds: 60 });
  if (!limit.allowed)
    throw new AppError(429, "Too many requests for the plan. Wait a minute and type on.", "rate_limited");
  // an edited briefing's saved description reads as the brief stored with it (decision 123); anything typed
  // is parsed offline (cheap, on every pause): it is derived properly when saved
  const saved = input.briefing_id
    ? await savedBrief(ctx, userId, input.briefing_id, input.description)
    : null;
  const brief = saved?.brief ?? parseBrief(input.description);
  const catalogue = loadCatalogue(ctx.config.SOURCES_FILE ?? defaultSourcesFile);
  const sources = input.description.trim()
    ? await planFeeds(ctx.db, catalogue, brief, searchFeedTemplate(ctx.config))
    : [];
  const language = input.language ?? brief.language;
  return {
    interests: brief.interests.map((i) => i.phrase),
    exclusions: brief.exclusions,
    sources,
    excluded_sources: brief.excludedSources ?? [],
    language: PLAN_LANGUAGES.includes(language) ? language : "en",
    read_by: saved?.source ?? "offline",
  };
}

/** The brief stored with the person's own briefing, when it was derived from this description. */
async function savedBrief(ctx: AppContext, userId: string, id: string, description: string) {
  const [row] = await ctx.db
    .select({
      topic: briefings.topic,
      brief: briefings.brief,
      briefSource: briefings.briefSource,
      briefTopicHash: briefings.briefTopicHash,
    })
    .from(briefings)
    .where(and(eq(briefings.id, id), eq(briefings.userId, userId)))
    .limit(1);
  return row ? storedBrief(row, description) : null;
}
