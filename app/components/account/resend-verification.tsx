import { Loader2, RotateCw } from "lucide-react";
import { useState } from "react";
import { ApiError } from "~/lib/api";
import { accountApi } from "./account-api";

/**
 * "Send the email again" on the verify-your-email screen (no session yet). The server sends at most one
 * link a minute per address and says how long to wait; the outcome shows next to the button.
 */
export function ResendVerification({ email }: { email: string }) {
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const resend = async () => {
    setBusy(true);
    setOutcome(null);
    try {
      await accountApi.resendVerificationEmail({ email });
      setOutcome({ ok: true, text: `A new link is on its way to ${email}. Earlier links no longer work.` });
    } catch (err) {
      setOutcome({
        ok: false,
        text:
          err instanceof ApiError && err.status !== 0
            ? err.message
            : "Could not send the email. Please try again.",
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="space-y-2">
      <button type="button" className="btn btn-secondary w-full" onClick={resend} disabled={busy}>
        {busy ? (
          <Loader2 className="size-4 animate-spin" aria-hidden />
        ) : (
          <RotateCw className="size-4" aria-hidden />
        )}
        Send the email again
      </button>
      <p
        role={outcome && !outcome.ok ? "alert" : "status"}
        className={`min-h-5 text-sm ${outcome?.ok === false ? "text-red-700" : "text-emerald-800"}`}
        data-testid="resend-outcome"
      >
        {outcome?.text}
      </p>
    </div>
  );
}
