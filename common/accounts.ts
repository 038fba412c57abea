import { z } from "zod";

/**
 * Account request bodies and the texts both sides show. The server validates every body with these
 * schemas; the screens use the same messages (spec §5, §8, verbatim where the spec has one).
 */
export const MIN_PASSWORD_LENGTH = 6;
export const MAX_PASSWORD_LENGTH = 128;

export const messages = {
  passwordTooShortTitle: "Password too short",
  passwordTooShort: "Password must be at least 6 characters long.",
  passwordsDontMatchTitle: "Passwords don't match",
  passwordsDontMatch: "Please make sure both passwords are identical.",
  passwordTooLong: `Password must be at most ${MAX_PASSWORD_LENGTH} characters long.`,
  commonPassword: "This password is too common and easy to guess. Please choose a less common one.",
  currentPasswordIncorrect: "Current password is incorrect.",
  invalidEmail: "Please enter a valid email address.",
  emailRequired: "Email is required.",
  passwordRequired: "Password is required.",
  invalidCredentials: "Invalid email or password.",
  invalidResetLink: "This password reset link is invalid or has expired.",
  invalidVerificationLink: "Invalid verification link. Please check your email for a valid link.",
  verificationFailed: "Failed to verify email. The link may have expired.",
  alreadyVerified: "This email address is already verified. Log in to continue.",
  resendWait: (seconds: number) =>
    `A verification email was sent less than a minute ago. Please wait ${seconds} seconds before asking for another.`,
  emailChangeFailed: "This email change link is invalid or has expired.",
  emailTaken: "That email address is already used by another account.",
  sameEmail: "That is already your email address.",
  unauthorized: "You must be logged in.",
  rateLimited: (seconds: number) =>
    `Too many attempts. Please wait ${seconds >= 90 ? `${Math.ceil(seconds / 60)} minutes` : `${seconds} seconds`} and try again.`,
  crossOrigin: "This request came from another site and was refused.",
} as const;

const email = z
  .string({ error: messages.emailRequired })
  .trim()
  .min(1, messages.emailRequired)
  .max(255, "Email must be less than 255 characters")
  .pipe(z.email({ error: messages.invalidEmail }))
  .transform((e) => e.toLowerCase());

/** A new password: length rules here; the common-password rule is checked on the server. */
export const newPasswordSchema = z
  .string({ error: messages.passwordRequired })
  .min(1, messages.passwordRequired)
  .min(MIN_PASSWORD_LENGTH, messages.passwordTooShort)
  .max(MAX_PASSWORD_LENGTH, messages.passwordTooLong);

const anyPassword = z
  .string({ error: messages.passwordRequired })
  .min(1, messages.passwordRequired)
  .max(1024);

export const signUpBody = z.object({ email, password: newPasswordSchema });
export const logInBody = z.object({ email, password: anyPassword, rememberMe: z.boolean().optional() });
export const requestPasswordResetBody = z.object({ email });
export const resetPasswordBody = z.object({
  token: z.string().min(1, messages.invalidResetLink).max(200),
  email,
  newPassword: newPasswordSchema,
});
export const verifyEmailBody = z.object({
  token: z.string().min(1, messages.invalidVerificationLink).max(200),
  type: z.string().min(1, messages.invalidVerificationLink).max(40),
});
export const resendVerificationBody = z.object({ email });
export const confirmEmailChangeBody = z.object({
  token: z.string().min(1, messages.emailChangeFailed).max(200),
});
export const changeEmailBody = z.object({ newEmail: email });
export const changePasswordBody = z.object({ currentPassword: anyPassword, newPassword: newPasswordSchema });

/** What the account API says about the signed-in person. */
export interface AccountUser {
  id: string;
  email: string;
  emailVerified: boolean;
  role: "admin" | "user";
}
