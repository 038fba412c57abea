import { LockKeyhole } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { toast } from "sonner";
import { messages, MIN_PASSWORD_LENGTH } from "../../../common/accounts";
import { AuthCard, Field, SubmitButton } from "~/components/account/auth-card";
import { accountApi } from "~/components/account/account-api";
import { ApiError } from "~/lib/api";
import { useQueryClient } from "@tanstack/react-query";
import { sessionQueryKey } from "~/lib/session";

export const meta = () => [{ title: "Reset password · Tidings" }, { name: "robots", content: "noindex" }];
export const handle = { breadcrumb: "Reset password" };

export default function ResetPassword() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const email = params.get("email") ?? "";
  const navigate = useNavigate();
  const qc = useQueryClient();
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [busy, setBusy] = useState(false);
  const invalidLink = !token || !email;
  const warned = useRef(false);

  useEffect(() => {
    if (invalidLink && !warned.current) {
      warned.current = true;
      toast.error("Invalid reset link", {
        description: "This password reset link is invalid or has expired.",
      });
      navigate("/login", { replace: true });
    }
  }, [invalidLink, navigate]);
  if (invalidLink) return null;

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (password !== confirm) {
      toast.error(messages.passwordsDontMatchTitle, { description: messages.passwordsDontMatch });
      return;
    }
    if (password.length < MIN_PASSWORD_LENGTH) {
      toast.error(messages.passwordTooShortTitle, { description: messages.passwordTooShort });
      return;
    }
    setBusy(true);
    try {
      await accountApi.resetPassword({ token, email, newPassword: password });
      // every session ended on the server; forget ours too
      qc.setQueryData(sessionQueryKey, null);
      toast.success("Password updated", { description: "Your password has been successfully updated." });
      navigate("/login", { replace: true });
    } catch (err) {
      if (err instanceof ApiError && err.code === "invalid_token") {
        toast.error("Invalid reset link", { description: err.message });
      } else {
        toast.error(err instanceof ApiError && err.status !== 0 ? err.message : "Failed to reset password");
      }
      setBusy(false);
    }
  };

  return (
    <AuthCard
      title="Choose a new password"
      subtitle={
        <>
          For <strong className="text-ink">{email}</strong>. You'll be signed out everywhere and can log in
          with the new password.
        </>
      }
      icon={<LockKeyhole className="size-6" aria-hidden />}
    >
      <form onSubmit={submit} className="space-y-4" noValidate>
        <Field
          label="New password"
          id="password"
          type="password"
          autoComplete="new-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          hint="At least 6 characters. Very common passwords are not accepted."
        />
        <Field
          label="Confirm new password"
          id="confirm"
          type="password"
          autoComplete="new-password"
          required
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
        />
        <SubmitButton busy={busy} busyLabel="Updating…">
          Update password
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
