import { api, readJson } from "~/lib/api";

/** The account API (server/accounts/routes.ts), through the typed client. Errors throw ApiError. */
export const accountApi = {
  signUp: (json: { email: string; password: string }) => readJson(api.account["sign-up"].$post({ json })),
  logIn: (json: { email: string; password: string }) => readJson(api.account["log-in"].$post({ json })),
  requestPasswordReset: (json: { email: string }) =>
    readJson(api.account["request-password-reset"].$post({ json })),
  resetPassword: (json: { token: string; email: string; newPassword: string }) =>
    readJson(api.account["reset-password"].$post({ json })),
  verifyEmail: (json: { token: string; type: string }) =>
    readJson(api.account["verify-email"].$post({ json })),
  confirmEmailChange: (json: { token: string }) =>
    readJson(api.account["confirm-email-change"].$post({ json })),
  resendVerification: () => readJson(api.account["resend-verification"].$post()),
  resendVerificationEmail: (json: { email: string }) =>
    readJson(api.account["resend-verification-email"].$post({ json })),
  changeEmail: (json: { newEmail: string }) => readJson(api.account["change-email"].$post({ json })),
  changePassword: (json: { currentPassword: string; newPassword: string }) =>
    readJson(api.account["change-password"].$post({ json })),
  deleteAccount: () => readJson(api.account.$delete()),
};
