import { LogIn } from "lucide-react";
import { useState } from "react";
import { Link, Navigate, useLocation, useNavigate } from "react-router";
import { toast } from "sonner";
import { AuthCard, Field, SubmitButton } from "~/components/account/auth-card";
import { accountApi } from "~/components/account/account-api";
import { ApiError } from "~/lib/api";
import { useRefreshSession, useSession } from "~/lib/session";

export const meta = () => [
  { title: "Log in · Tidings" },
  { name: "description", content: "Log in to manage your Tidings briefings." },
];
export const handle = { breadcrumb: "Log in" };

/** Only same-site paths are followed after log-in (no open redirect). */
function safeNext(from: unknown): string {
  return typeof from === "string" && from.startsWith("/") && !from.startsWith("//") ? from : "/dashboard";
}

export default function LogInPage() {
  const { user } = useSession();
  const refresh = useRefreshSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState(false);
  const next = safeNext((location.state as { from?: string } | null)?.from);

  if (user && !busy) return <Navigate to={next} replace />;

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setBusy(true);
    try {
      await accountApi.logIn({ email, password });
      await refresh();
      toast.success("Logged in", { description: "Welcome back!" });
      navigate(next, { replace: true });
    } catch (err) {
      toast.error(
        err instanceof ApiError && err.status !== 0 ? err.message : "Something went wrong. Please try again.",
      );
      setBusy(false);
    }
  };

  return (
    <AuthCard
      title="Log in"
      subtitle="Welcome back. Log in to manage your briefings."
      icon={<LogIn className="size-6" aria-hidden />}
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
        <div className="space-y-1.5">
          <Field
            label="Password"
            id="password"
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <div className="text-right">
            <Link to="/forgot-password" className="text-sm font-medium text-brand-700 hover:underline">
              Forgot password?
            </Link>
          </div>
        </div>
        <SubmitButton busy={busy} busyLabel="Logging in…">
          Log in
        </SubmitButton>
      </form>
      <p className="mt-6 text-center text-sm text-slate-600">
        New to Tidings?{" "}
        <Link to="/signup" className="font-semibold text-brand-700 hover:underline">
          Create an account
        </Link>
      </p>
    </AuthCard>
  );
}
