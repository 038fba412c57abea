import { CheckCircle2, Loader2, MailCheck, XCircle } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { toast } from "sonner";
import { messages } from "../../../common/accounts";
import { AuthCard } from "~/components/account/auth-card";
import { accountApi } from "~/components/account/account-api";
import { briefingsApi } from "~/components/briefings/briefings-api";
import { ApiError } from "~/lib/api";
import { useRefreshSession, useSession } from "~/lib/session";

export const meta = () => [{ title: "Verify email · Tidings" }, { name: "robots", content: "noindex" }];
export const handle = { breadcrumb: "Verify email" };

type State =
  | { kind: "verifying" }
  | { kind: "verified"; email: string; signedIn: boolean }
  | { kind: "already"; email: string }
  | { kind: "failed"; message: string };

/**
 * /verify-email?token=&type= — the link in the sign-up email (type=signup). A link with
 * type=email_change is an email-change confirmation (the same thing /auth/verify does).
 * A first use signs the person in and goes on to /dashboard, or to /create for an account with no
 * briefing yet; a used link says the address is already verified (decision 095).
 */
export default function VerifyEmail() {
  const [params] = useSearchParams();
  const token = params.get("token");
  const type = params.get("type");
  const navigate = useNavigate();
  const refresh = useRefreshSession();
  const { user } = useSession();
  const [state, setState] = useState<State>(() =>
    token && type ? { kind: "verifying" } : { kind: "failed", message: messages.invalidVerificationLink },
  );
  const started = useRef(false);

  useEffect(() => {
    if (!token || !type || started.current) return;
    started.current = true; // a token works once: never send it twice (React may run effects twice)
    const call =
      type === "email_change"
        ? accountApi.confirmEmailChange({ token })
        : accountApi.verifyEmail({ token, type });
    call.then(
      async (r) => {
        if ("alreadyVerified" in r && r.alreadyVerified) {
          setState({ kind: "already", email: r.email });
          void refresh();
          return;
        }
        const signedIn = "signedIn" in r && r.signedIn === true;
        setState({ kind: "verified", email: r.email, signedIn });
        toast.success("Email Verified!");
        const me = await refresh().catch(() => null);
        if (!signedIn || !me) return; // an email change, or no session: the page offers the way on
        const list = await briefingsApi.list().catch(() => null);
        navigate(list && list.length === 0 ? "/create" : "/dashboard", { replace: true });
      },
      (err) => {
        const message =
          err instanceof ApiError && err.status !== 0 ? err.message : messages.verificationFailed;
        setState({ kind: "failed", message });
        toast.error("Verification Failed", { description: message });
      },
    );
  }, [token, type, refresh, navigate]);

  if (state.kind === "verifying") {
    return (
      <AuthCard title="Verifying your email…" icon={<Loader2 className="size-6 animate-spin" aria-hidden />}>
        <p className="text-sm text-slate-600">This takes a moment.</p>
      </AuthCard>
    );
  }
  if (state.kind === "verified") {
    return (
      <AuthCard title="Email verified" icon={<CheckCircle2 className="size-6" aria-hidden />}>
        <div data-testid="verified" className="space-y-4 text-sm text-slate-600">
          <p role="status">
            <strong className="text-ink">{state.email}</strong> is confirmed.
            {state.signedIn ? " Signing you in…" : ""}
          </p>
          {user ? (
            <Link to="/dashboard" className="btn btn-primary w-full">
              Go to your dashboard
            </Link>
          ) : (
            <Link to="/login" className="btn btn-primary w-full">
              Go to login
            </Link>
          )}
        </div>
      </AuthCard>
    );
  }
  if (state.kind === "already") {
    return (
      <AuthCard title="Already verified" icon={<MailCheck className="size-6" aria-hidden />}>
        <div data-testid="already-verified" className="space-y-4 text-sm text-slate-600">
          <p role="status">
            <strong className="break-words text-ink">{state.email}</strong> is already verified: this link has
            been used. Nothing else to do.
          </p>
          {user ? (
            <Link to="/dashboard" className="btn btn-primary w-full">
              Go to your dashboard
            </Link>
          ) : (
            <Link to="/login" className="btn btn-primary w-full">
              Log in
            </Link>
          )}
        </div>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Verification failed" icon={<XCircle className="size-6 text-red-600" aria-hidden />}>
      <div data-testid="verification-failed" className="space-y-4 text-sm text-slate-600">
        <p role="alert">{state.message}</p>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Link to="/login" className="btn btn-primary flex-1">
            Go to login
          </Link>
          <Link to="/signup" className="btn btn-secondary flex-1">
            Sign up again
          </Link>
        </div>
      </div>
    </AuthCard>
  );
}
