import { KeyRound, MailCheck } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { toast } from "sonner";
import { AuthCard, Field, SubmitButton } from "~/components/account/auth-card";
import { accountApi } from "~/components/account/account-api";
import { ApiError } from "~/lib/api";

export const meta = () => [{ title: "Forgot password · Tidings" }];
export const handle = { breadcrumb: "Forgot password" };

export default function ForgotPassword() {
  const [email, setEmail] = useState("");
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setBusy(true);
    try {
      await accountApi.requestPasswordReset({ email });
      toast.success("Reset email sent", { description: "Check your email for password reset instructions." });
      setSent(true);
    } catch (err) {
      toast.error(err instanceof ApiError && err.status !== 0 ? err.message : "Failed to send reset email");
    } finally {
      setBusy(false);
    }
  };

  if (sent) {
    return (
      <AuthCard title="Check your email" icon={<MailCheck className="size-6" aria-hidden />}>
        <div data-testid="reset-sent" className="space-y-4 text-sm text-slate-600">
          <p>
            If <strong className="text-ink">{email.trim()}</strong> has a Tidings account, a password reset
            link is on its way. The link works once and expires in 1 hour.
          </p>
          <Link to="/login" className="btn btn-primary w-full">
            Back to login
          </Link>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Forgot your password?"
      subtitle="Enter your account email and we'll send you a link to choose a new password."
      icon={<KeyRound className="size-6" aria-hidden />}
    >
      <form onSubmit={submit} className="space-y-4">
        <Field
          label="Email"
          id="email"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <SubmitButton busy={busy} busyLabel="Sending…">
          Send reset link
        </SubmitButton>
      </form>
      <p className="mt-6 text-center text-sm text-slate-600">
        Remembered it?{" "}
        <Link to="/login" className="font-semibold text-brand-700 hover:underline">
          Back to login
        </Link>
      </p>
    </AuthCard>
  );
}
