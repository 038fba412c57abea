/** Feedback from inside the email (issue #17, decision 096): the kinds and how each reads on the edit page. */
import { z } from "zod";

export const FEEDBACK_KINDS = ["more", "less", "mute_source"] as const;
export type FeedbackKind = (typeof FEEDBACK_KINDS)[number];

/** "Muted: example.org", "Less: celebrity news", "More: EU AI Act" */
export const FEEDBACK_PREFIX: Record<FeedbackKind, string> = {
  more: "More",
  less: "Less",
  mute_source: "Muted",
};

/** At most this many rows per briefing: the oldest go first (each click adds at most one). */
export const FEEDBACK_MAX_PER_BRIEFING = 200;

export const feedbackEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(FEEDBACK_KINDS),
  label: z.string(),
  created_at: z.string(),
});
export type FeedbackEntry = z.infer<typeof feedbackEntrySchema>;
