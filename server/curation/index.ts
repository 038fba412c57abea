/**
 * Curation's public surface (issue #15, decisions 070-074). Other areas import only from here.
 *   parseBrief(description)                 free text → structured brief (offline)
 *   writtenAsName(description, phrase)      whether an interest is written as a name (the LLM brief's too)
 *   describesInterest(description)          false when the text names no interest and no source
 *   curateItems(brief, candidates, opts)    one briefing's ranked, de-duplicated picks with reasons
 *   routeFeeds(brief, catalogue)            the feeds a briefing draws from
 *   Feedback                                curateItems' `feedback` option: muted hosts, more / less like a headline
 *   itemKey / Candidate / Picked            the item vocabulary shared with the feed cache
 *   tokenize                                words as curation compares them (search feed queries)
 *   readItemsFile / candidatesFromItems     the dry-run command's items file
 */
export type { Brief } from "../../common/curation";
export { briefSchema } from "../../common/curation";
export { type Candidate, itemKey } from "./candidate";
export { type CurateOptions, type CurateResult, curateItems, type Picked } from "./curate-items";
export type { EmbeddingCalibration } from "./rank-items";
export type { RememberedStory, StorySignature } from "./story-memory";
export { describesInterest, NO_INTEREST_MESSAGE } from "./describe-interest";
export { parseBrief } from "./parse-brief";
export { writtenAsName } from "./written-as-name";
export type { Feedback } from "./apply-feedback";
export { type CatalogueView, isUnwantedFeed, type Routed, routeFeeds } from "./route-feeds";
export { tokenize } from "./tokens";
export { candidatesFromItems, type ItemsFile, itemsFileSchema, readItemsFile } from "./read-items-file";
