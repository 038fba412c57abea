import { api, readJson } from "~/lib/api";

/** The account API (server/accounts/routes.ts), through the typed client. Errors throw ApiError. */
export const accountApi = {
  signUp: (json: { email: string; password: string }) =>
    readJson<{ ok: true }>(api.account["sign-up"].$post({ json })),
  logIn: (json: { email: string; password: string }) =>
    readJson<{ ok: true }>(api.account["log-in"].$post({ json })),
  requestPasswordReset: (json: { email: string }) =>
    readJson<{ ok: true }>(api.account["request-password-reset"].$post({ json })),
  resetPassword: (json: { token: string; email: string; newPassword: string }) =>
    readJson<{ ok: true }>(api.account["reset-password"].$post({ json })),
  verifyEmail: (json: { token: string; type: string }) =>
    readJson<{ email: string }>(api.account["verify-email"].$post({ json })),
  confirmEmailChange: (json: { token: string }) =>
    readJson<{ email: string }>(api.account["confirm-email-change"].$post({ json })),
  resendVerification: () =>
    readJson<{ alreadyVerified: boolean }>(api.account["resend-verification"].$post()),
  changeEmail: (json: { newEmail: string }) =>
    readJson<{ ok: true }>(api.account["change-email"].$post({ json })),
  changePassword: (json: { currentPassword: string; newPassword: string }) =>
    readJson<{ ok: true }>(api.account["change-password"].$post({ json })),
  deleteAccount: () => readJson<{ ok: true }>(api.account.$delete()),
};
