/**
 * Feedback from inside the email (issue #17, decision 096). Other areas import only from here.
 *   feedbackLinks(env, briefingId, story)   the signed More / Less / Mute links of one story (compose)
 *   feedbackForCuration(db, briefingId)     the headlines to boost or demote and the muted hosts (prepare)
 *   listFeedback / removeFeedback           the edit page's "Your feedback" (owner checked by the caller)
 *   exportFeedbackOf(db, briefingIds)       the account's data export
 *   feedbackRoutes(ctx)                     GET|POST /feedback/:token, mounted under /api
 */
export { type FeedbackLinks, feedbackLinks, sourceHost } from "./feedback-links";
export { type CurationFeedback, exportFeedbackOf, feedbackForCuration, listFeedback } from "./read-feedback";
export { removeFeedback } from "./remove-feedback";
export { feedbackRoutes } from "./routes";
