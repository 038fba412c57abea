import { MailCheck, UserPlus } from "lucide-react";
import { useState } from "react";
import { Link, Navigate } from "react-router";
import { toast } from "sonner";
import { AuthCard, Field, SubmitButton } from "~/components/account/auth-card";
import { accountApi } from "~/components/account/account-api";
import { ResendVerification } from "~/components/account/resend-verification";
import { ApiError } from "~/lib/api";
import { useSession } from "~/lib/session";

export const meta = () => [
  { title: "Sign up · Tidings" },
  { name: "description", content: "Create your Tidings account and start your 7-day free trial." },
];
export const handle = { breadcrumb: "Sign up" };

export default function SignUp() {
  const { user } = useSession();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  if (user && !sentTo) return <Navigate to="/dashboard" replace />;

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setBusy(true);
    try {
      await accountApi.signUp({ email, password });
      toast.success("Success!", {
        description: "Account created successfully. Please check your email to verify your account.",
      });
      setSentTo(email.trim());
    } catch (err) {
      toast.error("Error", {
        description:
          err instanceof ApiError && err.status !== 0
            ? err.message
            : err instanceof Error
              ? err.message
              : "An unexpected error occurred",
      });
    } finally {
      setBusy(false);
    }
  };

  if (sentTo) {
    return (
      <AuthCard title="Verify your email" icon={<MailCheck className="size-6" aria-hidden />}>
        <div data-testid="verify-your-email" className="space-y-4 text-sm text-slate-600">
          <p>
            We sent a verification link to <strong className="text-ink">{sentTo}</strong>. Open it to confirm
            your address: it signs you in and takes you to your first briefing.
          </p>
          <p>Nothing arrived? Check your spam folder; the link is valid for 24 hours.</p>
          <ResendVerification email={sentTo} />
          <Link to="/login" className="btn btn-primary w-full">
            Go to login
          </Link>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Create your account"
      subtitle="Start your 7-day free trial. Setup takes under 2 minutes."
      icon={<UserPlus className="size-6" aria-hidden />}
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
        <Field
          label="Password"
          id="password"
          type="password"
          autoComplete="new-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          hint="At least 6 characters. Very common passwords are not accepted."
        />
        <SubmitButton busy={busy} busyLabel="Creating account…">
          Sign up
        </SubmitButton>
      </form>
      <p className="mt-6 text-center text-sm text-slate-600">
        Already have an account?{" "}
        <Link to="/login" className="font-semibold text-brand-700 hover:underline">
          Log in
        </Link>
      </p>
    </AuthCard>
  );
}
