import { MailWarning } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { ApiError } from "~/lib/api";
import { useSession } from "~/lib/session";
import { accountApi } from "./account-api";

/** A yellow notice for a signed-in user whose email is not verified yet, with a resend button. */
export function VerifyNotice({ className = "" }: { className?: string }) {
  const { user } = useSession();
  const [busy, setBusy] = useState(false);
  if (!user || user.emailVerified) return null;
  const resend = async () => {
    setBusy(true);
    try {
      await accountApi.resendVerification();
      toast.success("Verification email sent", { description: `Check ${user.email} for the link.` });
    } catch (err) {
      toast.error("Error", {
        description: err instanceof ApiError ? err.message : "Something went wrong. Please try again.",
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div
      data-testid="verify-notice"
      className={`flex flex-col gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900 sm:flex-row sm:items-center sm:justify-between ${className}`}
    >
      <p className="flex items-start gap-2">
        <MailWarning className="mt-0.5 size-4 shrink-0" aria-hidden />
        <span>
          Please verify your email address ({user.email}) before creating subscriptions. The link is in the
          email we sent you.
        </span>
      </p>
      <button type="button" onClick={resend} disabled={busy} className="btn btn-secondary shrink-0 py-1.5">
        {busy ? "Sending…" : "Resend email"}
      </button>
    </div>
  );
}
