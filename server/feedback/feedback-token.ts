/**
 * The token of a feedback link: what to record (briefing, kind, target) in the link itself, signed
 * with the one signing helper (server/http/signature.ts), so the link works without logging in and without a
 * row per link. A token whose payload or signature was changed in any way does not verify.
 *   <base64url(JSON payload)>.<signature>
 */
import { z } from "zod";
import { FEEDBACK_KINDS } from "../../common/feedback";
import { isUuid } from "../../common/briefings";
import { signValue, verifySignedValue } from "../http/signature";

const PURPOSE = "feedback";
export const TARGET_MAX = 200;
export const TOKEN_MAX = 1200;

export const feedbackPayloadSchema = z.object({
  /** briefing id */
  b: z.string().refine(isUuid),
  k: z.enum(FEEDBACK_KINDS),
  /** more/less: the story's headline (what curation ranks against); mute_source: the source's host */
  t: z.string().trim().min(1).max(TARGET_MAX),
});
export type FeedbackPayload = z.infer<typeof feedbackPayloadSchema>;

const oneLine = (s: string) => s.replace(/\s+/g, " ").trim();

/** The headline, shortened to what the edit page lists ("Less: Celebrity couple splits after…"). */
export function storyLabel(title: string): string {
  const t = oneLine(title);
  if (t.length <= 48) return t;
  const cut = t.slice(0, 48).replace(/\s+\S*$/, "");
  return `${cut || t.slice(0, 48)}…`;
}

/** What the reader sees for it: the shortened headline, or the muted host (derived, so links stay short). */
export const feedbackLabel = (p: FeedbackPayload) => (p.k === "mute_source" ? p.t : storyLabel(p.t));

export function signFeedbackToken(secret: string, payload: FeedbackPayload): string {
  const body = Buffer.from(JSON.stringify(feedbackPayloadSchema.parse(payload)), "utf8").toString(
    "base64url",
  );
  return `${body}.${signValue(secret, PURPOSE, body)}`;
}

/** The payload of a genuine token, or null (malformed, too long, altered or forged). */
export function verifyFeedbackToken(secret: string, token: string): FeedbackPayload | null {
  if (typeof token !== "string" || token.length > TOKEN_MAX) return null;
  const dot = token.lastIndexOf(".");
  if (dot <= 0) return null;
  const body = token.slice(0, dot);
  if (!/^[A-Za-z0-9_-]+$/.test(body) || !verifySignedValue(secret, PURPOSE, body, token.slice(dot + 1)))
    return null;
  try {
    const parsed = feedbackPayloadSchema.safeParse(
      JSON.parse(Buffer.from(body, "base64url").toString("utf8")),
    );
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
