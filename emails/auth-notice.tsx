import { NoticeEmail } from "./notice-email";

/**
 * Security notices that carry no token: password changed, email changed (to the old address),
 * sign-up attempted for an existing account, email change to an address already in use, account deleted.
 */
export type AuthNoticeKind =
  | "password-changed"
  | "email-changed"
  | "existing-account"
  | "email-in-use"
  | "account-deleted";

export function authNoticeContent(
  kind: AuthNoticeKind,
  p: { appUrl: string; supportEmail: string; newEmail?: string },
): { subject: string; heading: string; paragraphs: string[]; action?: { label: string; url: string } } {
  const help = `If this wasn't you, reset your password now and contact ${p.supportEmail}.`;
  switch (kind) {
    case "password-changed":
      return {
        subject: "Your Tidings password was changed",
        heading: "Your password was changed",
        paragraphs: [
          "The password of your Tidings account was just changed. Other devices were signed out.",
          help,
        ],
        action: { label: "Reset password", url: `${p.appUrl}/forgot-password` },
      };
    case "email-changed":
      return {
        subject: "Your Tidings email address was changed",
        heading: "Your email address was changed",
        paragraphs: [
          `Your Tidings account now uses ${p.newEmail}. Emails, including your briefings' account notices, go there from now on.`,
          `If this wasn't you, contact ${p.supportEmail} right away.`,
        ],
      };
    case "existing-account":
      return {
        subject: "You already have a Tidings account",
        heading: "You already have an account",
        paragraphs: [
          "Someone tried to sign up for Tidings with this email address, but an account already exists for it.",
          "If that was you, log in instead, or reset your password if you forgot it. If not, you can ignore this email.",
        ],
        action: { label: "Log in", url: `${p.appUrl}/login` },
      };
    case "email-in-use":
      return {
        subject: "Email change for Tidings",
        heading: "This address already has an account",
        paragraphs: [
          "Someone asked to move a Tidings account to this email address, but an account already exists for it, so nothing was changed.",
          "If that was you, delete or change the other account first. If not, you can ignore this email.",
        ],
      };
    case "account-deleted":
      return {
        subject: "Your Tidings account was deleted",
        heading: "Your account was deleted",
        paragraphs: [
          "Your Tidings account, its briefings and their history were deleted. No more briefings will be sent.",
          `Thank you for trying Tidings. Questions? Write to ${p.supportEmail}.`,
        ],
      };
  }
}

export function AuthNoticeEmail(props: {
  kind: AuthNoticeKind;
  appUrl: string;
  supportEmail: string;
  newEmail?: string;
}) {
  const c = authNoticeContent(props.kind, props);
  return (
    <NoticeEmail appUrl={props.appUrl} heading={c.heading} paragraphs={c.paragraphs} action={c.action} />
  );
}
