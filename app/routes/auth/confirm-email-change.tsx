import { CheckCircle2, Loader2, XCircle } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { toast } from "sonner";
import { messages } from "../../../common/accounts";
import { AuthCard } from "~/components/account/auth-card";
import { accountApi } from "~/components/account/account-api";
import { ApiError } from "~/lib/api";
import { useRefreshSession, useSession } from "~/lib/session";

export const meta = () => [
  { title: "Confirm email change · Tidings" },
  { name: "robots", content: "noindex" },
];
export const handle = { breadcrumb: "Confirm email change" };

type State =
  | { kind: "confirming" }
  | { kind: "confirmed"; email: string }
  | { kind: "failed"; message: string };

/**
 * /auth/verify?token= — the target of the email-change confirmation link sent to the new address
 * (decision 026). Opening it applies the change; it works without being logged in.
 */
export default function ConfirmEmailChange() {
  const [params] = useSearchParams();
  const token = params.get("token");
  const { user } = useSession();
  const refresh = useRefreshSession();
  const [state, setState] = useState<State>(() =>
    token ? { kind: "confirming" } : { kind: "failed", message: messages.invalidVerificationLink },
  );
  const started = useRef(false);

  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    accountApi.confirmEmailChange({ token }).then(
      (r) => {
        setState({ kind: "confirmed", email: r.email });
        toast.success("Email updated", { description: `Your account now uses ${r.email}.` });
        void refresh();
      },
      (err) => {
        const message =
          err instanceof ApiError && err.status !== 0 ? err.message : messages.emailChangeFailed;
        setState({ kind: "failed", message });
        toast.error("Email change failed", { description: message });
      },
    );
  }, [token, refresh]);

  if (state.kind === "confirming") {
    return (
      <AuthCard
        title="Confirming your new email…"
        icon={<Loader2 className="size-6 animate-spin" aria-hidden />}
      >
        <p className="text-sm text-slate-600">This takes a moment.</p>
      </AuthCard>
    );
  }
  if (state.kind === "confirmed") {
    return (
      <AuthCard title="Email address updated" icon={<CheckCircle2 className="size-6" aria-hidden />}>
        <div data-testid="email-change-confirmed" className="space-y-4 text-sm text-slate-600">
          <p>
            Your Tidings account now uses <strong className="text-ink">{state.email}</strong>. Log in with it
            from now on.
          </p>
          <Link to={user ? "/account" : "/login"} className="btn btn-primary w-full">
            {user ? "Back to account settings" : "Go to login"}
          </Link>
        </div>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="Could not confirm the change"
      icon={<XCircle className="size-6 text-red-600" aria-hidden />}
    >
      <div data-testid="email-change-failed" className="space-y-4 text-sm text-slate-600">
        <p role="alert">{state.message}</p>
        <Link to={user ? "/account" : "/login"} className="btn btn-primary w-full">
          {user ? "Back to account settings" : "Go to login"}
        </Link>
      </div>
    </AuthCard>
  );
}
