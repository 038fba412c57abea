import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Loader2, ThumbsDown, ThumbsUp, VolumeX, X } from "lucide-react";
import { toast } from "sonner";
import { FEEDBACK_PREFIX, type FeedbackKind } from "../../../common/feedback";
import { briefingKeys, briefingsApi } from "./briefings-api";

const ICON: Record<FeedbackKind, typeof ThumbsUp> = {
  more: ThumbsUp,
  less: ThumbsDown,
  mute_source: VolumeX,
};

/**
 * "Your feedback" on the edit page (decision 096): what the reader said from inside the emails ("Muted:
 * example.org", "Less: …", "More: …"), each with a Remove button. Nothing shows until there is some.
 */
export function FeedbackSection({ briefingId }: { briefingId: string }) {
  const qc = useQueryClient();
  const q = useQuery({
    queryKey: briefingKeys.feedback(briefingId),
    queryFn: () => briefingsApi.feedback(briefingId),
  });
  const remove = useMutation({
    mutationFn: (feedbackId: string) => briefingsApi.removeFeedback(briefingId, feedbackId),
    onSuccess: () => qc.invalidateQueries({ queryKey: briefingKeys.feedback(briefingId) }),
    onError: () => toast.error("Could not remove this feedback. Please try again."),
  });
  const entries = q.data ?? [];
  if (entries.length === 0) return null;
  return (
    <section aria-labelledby="your-feedback" className="mt-8 border-t border-line pt-6">
      <h2 id="your-feedback" className="text-base font-semibold text-ink">
        Your feedback
      </h2>
      <p className="mt-1 text-sm text-muted">
        What you told us from your emails. It shapes the next briefings; remove anything you no longer want.
      </p>
      <ul className="mt-4 space-y-2">
        {entries.map((f) => {
          const Icon = ICON[f.kind];
          const text = `${FEEDBACK_PREFIX[f.kind]}: ${f.label}`;
          const busy = remove.isPending && remove.variables === f.id;
          return (
            <li
              key={f.id}
              className="flex items-center justify-between gap-3 rounded-xl border border-line bg-slate-50 px-3 py-2 text-sm"
            >
              <span className="flex min-w-0 items-center gap-2 text-ink">
                <Icon className="size-4 shrink-0 text-slate-500" aria-hidden />
                <span className="min-w-0 [overflow-wrap:anywhere]">{text}</span>
              </span>
              <button
                type="button"
                className="btn btn-ghost shrink-0 px-2 py-1 text-xs"
                aria-label={`Remove “${text}”`}
                disabled={busy}
                onClick={() => remove.mutate(f.id)}
              >
                {busy ? (
                  <Loader2 className="size-3.5 animate-spin" aria-hidden />
                ) : (
                  <X className="size-3.5" aria-hidden />
                )}
                Remove
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
