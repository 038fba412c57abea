import { createElement } from "react";
import { AuthChangeEmail, authChangeEmailSubject } from "../../emails/auth-change-email";
import { AuthNoticeEmail, type AuthNoticeKind, authNoticeContent } from "../../emails/auth-notice";
import { AuthResetPasswordEmail, authResetPasswordSubject } from "../../emails/auth-reset-password";
import { AuthVerifyEmail, authVerifyEmailSubject } from "../../emails/auth-verify-email";
import { renderEmail } from "../../emails/render";
import type { AppContext } from "../context";

/**
 * The account emails. Every link is built from APP_URL (never from the request's Host header).
 * `send*` functions do not wait for SMTP: the HTTP answer must not depend on whether (or how fast)
 * mail goes out, or its timing would tell which emails have accounts. Failures are logged.
 */
export const links = {
  verifyEmail: (appUrl: string, token: string) =>
    `${appUrl}/verify-email?token=${encodeURIComponent(token)}&type=signup`,
  resetPassword: (appUrl: string, token: string, email: string) =>
    `${appUrl}/reset-password?token=${encodeURIComponent(token)}&email=${encodeURIComponent(email)}`,
  confirmEmailChange: (appUrl: string, token: string) =>
    `${appUrl}/auth/verify?token=${encodeURIComponent(token)}&type=email_change`,
};

type Mail = { to: string; subject: string; element: React.ReactElement };

async function deliver(ctx: AppContext, mail: Mail) {
  const { html, text } = await renderEmail(mail.element);
  await ctx.mailer.sendEmail({ to: mail.to, subject: mail.subject, html, text });
}

/** Sends in the background; the returned promise (for tests) never rejects. */
export function sendInBackground(ctx: AppContext, build: () => Mail): Promise<void> {
  return Promise.resolve()
    .then(() => deliver(ctx, build()))
    .catch((err) => ctx.log.error("account email failed", { err }));
}

export const accountEmails = {
  verify: (ctx: AppContext, to: string, token: string) =>
    sendInBackground(ctx, () => ({
      to,
      subject: authVerifyEmailSubject,
      element: createElement(AuthVerifyEmail, {
        appUrl: ctx.config.APP_URL,
        url: links.verifyEmail(ctx.config.APP_URL, token),
      }),
    })),
  reset: (ctx: AppContext, to: string, token: string) =>
    sendInBackground(ctx, () => ({
      to,
      subject: authResetPasswordSubject,
      element: createElement(AuthResetPasswordEmail, {
        appUrl: ctx.config.APP_URL,
        url: links.resetPassword(ctx.config.APP_URL, token, to),
      }),
    })),
  changeEmail: (ctx: AppContext, to: string, token: string, oldEmail: string) =>
    sendInBackground(ctx, () => ({
      to,
      subject: authChangeEmailSubject,
      element: createElement(AuthChangeEmail, {
        appUrl: ctx.config.APP_URL,
        url: links.confirmEmailChange(ctx.config.APP_URL, token),
        oldEmail,
      }),
    })),
  notice: (ctx: AppContext, to: string, kind: AuthNoticeKind, extra: { newEmail?: string } = {}) =>
    sendInBackground(ctx, () => {
      const props = { kind, appUrl: ctx.config.APP_URL, supportEmail: ctx.config.SUPPORT_EMAIL, ...extra };
      return {
        to,
        subject: authNoticeContent(kind, props).subject,
        element: createElement(AuthNoticeEmail, props),
      };
    }),
};
