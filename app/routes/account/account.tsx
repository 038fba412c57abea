import { useQueryClient } from "@tanstack/react-query";
import { AlertTriangle, BadgeCheck, CreditCard, Download, KeyRound, Mail, ShieldAlert } from "lucide-react";
import { useEffect, useState } from "react";
import { toast } from "sonner";
import { messages, MIN_PASSWORD_LENGTH } from "../../../common/accounts";
import { accountApi } from "~/components/account/account-api";
import { BillingSection } from "~/components/account/billing-section";
import { VerifyNotice } from "~/components/account/verify-notice";
import { ApiError } from "~/lib/api";
import { setFlash } from "~/lib/flash";
import { markLeaving, sessionQueryKey, useSession } from "~/lib/session";

export const meta = () => [{ title: "Account · Tidings" }, { name: "robots", content: "noindex" }];
export const handle = { breadcrumb: "Account" };

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function Section({
  title,
  icon,
  children,
  danger,
  id,
}: {
  id?: string;
  title: string;
  icon: React.ReactNode;
  children: React.ReactNode;
  danger?: boolean;
}) {
  return (
    <section id={id} className={`card scroll-mt-20 p-6 shadow-sm ${danger ? "border-red-200" : ""}`}>
      <h2 className={`flex items-center gap-2 text-lg font-semibold ${danger ? "text-red-700" : "text-ink"}`}>
        {icon}
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

export default function AccountPage() {
  const { user, loading } = useSession();
  const qc = useQueryClient();

  const [email, setEmail] = useState(user?.email ?? "");
  const [emailBusy, setEmailBusy] = useState(false);
  useEffect(() => setEmail(user?.email ?? ""), [user?.email]);

  const [pwOpen, setPwOpen] = useState(false);
  const [currentPassword, setCurrentPassword] = useState("");
  const [newPassword, setNewPassword] = useState("");
  const [pwBusy, setPwBusy] = useState(false);
  const [resetBusy, setResetBusy] = useState(false);

  const [deleteStep, setDeleteStep] = useState<0 | 1 | 2>(0);
  const [deleteBusy, setDeleteBusy] = useState(false);

  if (loading) return null; // the signed-in layout shows the loading state
  if (!user) return null;

  const updateEmail = async (e: React.FormEvent) => {
    e.preventDefault();
    const value = email.trim();
    if (!value) return void toast.error("Error", { description: messages.emailRequired });
    if (!EMAIL_RE.test(value)) return void toast.error("Error", { description: messages.invalidEmail });
    setEmailBusy(true);
    try {
      await accountApi.changeEmail({ newEmail: value });
      toast.success("Email change confirmation sent", {
        description: "Please check your new email address for confirmation instructions.",
      });
      setEmail(user.email);
    } catch (err) {
      toast.error(
        err instanceof ApiError && err.status !== 0
          ? err.message
          : "Failed to send email change confirmation",
      );
    } finally {
      setEmailBusy(false);
    }
  };

  const cancelPassword = () => {
    setCurrentPassword("");
    setNewPassword("");
    setPwOpen(false);
  };

  const changePassword = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!currentPassword) return void toast.error("Error", { description: messages.passwordRequired });
    if (newPassword.length < MIN_PASSWORD_LENGTH) {
      return void toast.error(messages.passwordTooShortTitle, { description: messages.passwordTooShort });
    }
    setPwBusy(true);
    try {
      await accountApi.changePassword({ currentPassword, newPassword });
      toast.success("Password updated", { description: "Your password has been successfully changed." });
      cancelPassword();
    } catch (err) {
      toast.error("Error", {
        description:
          err instanceof ApiError && err.status !== 0
            ? err.message
            : "Something went wrong. Please try again.",
      });
    } finally {
      setPwBusy(false);
    }
  };

  const resetViaEmail = async () => {
    setResetBusy(true);
    try {
      await accountApi.requestPasswordReset({ email: user.email });
      toast.success("Password reset sent", {
        description: "Check your email for password reset instructions.",
      });
    } catch {
      toast.error("Error", { description: "Something went wrong. Please try again." });
    } finally {
      setResetBusy(false);
    }
  };

  const deleteAccount = async () => {
    setDeleteBusy(true);
    try {
      await accountApi.deleteAccount();
      markLeaving();
      qc.setQueryData(sessionQueryKey, null);
      qc.removeQueries({ predicate: (q) => q.queryKey[0] !== "session" });
      // / is a static page (decision 036): the message travels with the document load.
      setFlash({
        title: "Account deleted",
        description: "Your account, your subscriptions and their history were deleted permanently.",
      });
      window.location.replace("/");
    } catch {
      toast.error("Error", { description: "Failed to delete account. Please try again." });
      setDeleteBusy(false);
    }
  };

  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
      <p className="eyebrow">Settings</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-ink">Account settings</h1>
      <p className="mt-2 text-slate-600">Your sign-in details and account.</p>
      <VerifyNotice className="mt-6" />

      <div className="mt-8 space-y-6">
        <Section title="Email address" icon={<Mail className="size-5 text-brand-600" aria-hidden />}>
          <form onSubmit={updateEmail} noValidate className="space-y-3">
            <label htmlFor="account-email" className="block text-sm font-medium text-slate-700">
              Email
            </label>
            <div className="flex flex-col gap-3 sm:flex-row">
              <input
                id="account-email"
                type="email"
                autoComplete="email"
                className="field"
                value={email}
                onChange={(e) => setEmail(e.target.value)}
              />
              <button
                type="submit"
                className="btn btn-primary shrink-0"
                disabled={emailBusy || email.trim() === user.email}
              >
                {emailBusy ? "Sending…" : "Update email"}
              </button>
            </div>
            <p className="flex items-center gap-1.5 text-xs text-slate-500">
              {user.emailVerified ? (
                <>
                  <BadgeCheck className="size-3.5 text-emerald-600" aria-hidden /> Verified. A change applies
                  once you confirm it from the new inbox.
                </>
              ) : (
                "Not verified yet. A change applies once you confirm it from the new inbox."
              )}
            </p>
          </form>
        </Section>

        <Section title="Password" icon={<KeyRound className="size-5 text-brand-600" aria-hidden />}>
          <label htmlFor="password-masked" className="block text-sm font-medium text-slate-700">
            Password
          </label>
          <input
            id="password-masked"
            type="password"
            className="field mt-1.5 bg-slate-50"
            value="••••••••••"
            disabled
            readOnly
          />
          {pwOpen ? (
            <form
              onSubmit={changePassword}
              noValidate
              className="mt-4 space-y-3 rounded-xl bg-slate-50 p-4"
              data-testid="change-password-form"
            >
              <div className="space-y-1.5">
                <label htmlFor="current-password" className="block text-sm font-medium text-slate-700">
                  Current password
                </label>
                <input
                  id="current-password"
                  type="password"
                  autoComplete="current-password"
                  className="field"
                  value={currentPassword}
                  onChange={(e) => setCurrentPassword(e.target.value)}
                />
              </div>
              <div className="space-y-1.5">
                <label htmlFor="new-password" className="block text-sm font-medium text-slate-700">
                  New password
                </label>
                <input
                  id="new-password"
                  type="password"
                  autoComplete="new-password"
                  className="field"
                  value={newPassword}
                  onChange={(e) => setNewPassword(e.target.value)}
                />
                <p className="text-xs text-slate-500">
                  At least 6 characters. Your other devices will be signed out.
                </p>
              </div>
              <div className="flex gap-2">
                <button type="submit" className="btn btn-primary" disabled={pwBusy}>
                  {pwBusy ? "Saving…" : "Save new password"}
                </button>
                <button type="button" className="btn btn-secondary" onClick={cancelPassword}>
                  Cancel
                </button>
              </div>
            </form>
          ) : (
            <div className="mt-4 flex flex-wrap gap-2">
              <button type="button" className="btn btn-secondary" onClick={() => setPwOpen(true)}>
                Change password
              </button>
              <button type="button" className="btn btn-ghost" onClick={resetViaEmail} disabled={resetBusy}>
                {resetBusy ? "Sending…" : "Reset via email"}
              </button>
            </div>
          )}
        </Section>

        <Section
          title="Billing"
          id="billing"
          icon={<CreditCard className="size-5 text-brand-600" aria-hidden />}
        >
          <BillingSection />
        </Section>

        <Section title="Your data" icon={<Download className="size-5 text-brand-600" aria-hidden />}>
          <p className="text-sm text-slate-600">
            Download everything Tidings keeps about you — your account, briefings, every email sent to you and
            the record of each delivery — as one JSON file.
          </p>
          <a
            href="/api/account/export"
            download
            className="mt-4 inline-flex items-center gap-2 rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50"
          >
            <Download className="size-4" aria-hidden />
            Download my data
          </a>
        </Section>

        <Section title="Danger zone" danger icon={<ShieldAlert className="size-5" aria-hidden />}>
          <p className="text-sm text-slate-600">
            Deleting your account cannot be undone. All your subscriptions are cancelled immediately, and
            their history is deleted with your account.
          </p>
          {deleteStep === 0 ? (
            <button
              type="button"
              className="btn mt-4 bg-red-600 text-white hover:bg-red-700"
              onClick={() => setDeleteStep(1)}
            >
              Delete Account
            </button>
          ) : (
            <div className="mt-4 rounded-xl border border-red-200 bg-red-50 p-4" role="alert">
              <p className="flex items-start gap-2 text-sm font-medium text-red-800">
                <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
                {deleteStep === 1
                  ? "Are you sure? This cannot be undone: your account and all your subscriptions will be cancelled and deleted immediately."
                  : "Last step: your account, subscriptions and email history will be permanently deleted."}
              </p>
              <div className="mt-4 flex flex-wrap gap-2">
                {deleteStep === 1 ? (
                  <button
                    type="button"
                    className="btn bg-red-600 text-white hover:bg-red-700"
                    onClick={() => setDeleteStep(2)}
                  >
                    Yes, Delete Account
                  </button>
                ) : (
                  <button
                    type="button"
                    className="btn bg-red-700 text-white hover:bg-red-800"
                    onClick={deleteAccount}
                    disabled={deleteBusy}
                  >
                    {deleteBusy ? "Deleting…" : "Delete Account Permanently"}
                  </button>
                )}
                <button
                  type="button"
                  className="btn btn-secondary"
                  onClick={() => setDeleteStep(0)}
                  disabled={deleteBusy}
                >
                  Cancel
                </button>
              </div>
            </div>
          )}
        </Section>
      </div>
    </div>
  );
}
