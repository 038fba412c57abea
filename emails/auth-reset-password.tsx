import { NoticeEmail } from "./notice-email";

/** Sent on "forgot password" and "reset via email". */
export function AuthResetPasswordEmail({ appUrl, url }: { appUrl: string; url: string }) {
  return (
    <NoticeEmail
      appUrl={appUrl}
      heading="Reset your password"
      paragraphs={[
        "Someone (hopefully you) asked to reset the password of your Tidings account. Choose a new password with the button below.",
        "The link works once and expires in 1 hour. If you did not ask for this, ignore this email: your password stays as it is.",
      ]}
      action={{ label: "Choose a new password", url }}
    />
  );
}
export const authResetPasswordSubject = "Reset your Tidings password";
