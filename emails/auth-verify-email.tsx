import { NoticeEmail } from "./notice-email";

/** Sent after sign-up (and on "resend"): confirms the address belongs to the person. */
export function AuthVerifyEmail({ appUrl, url }: { appUrl: string; url: string }) {
  return (
    <NoticeEmail
      appUrl={appUrl}
      heading="Verify your email address"
      paragraphs={[
        "Welcome to Tidings! Please confirm that this is your email address so we can send your briefings here.",
        "The link works once and expires in 24 hours. If you did not create a Tidings account, you can ignore this email.",
      ]}
      action={{ label: "Verify email address", url }}
    />
  );
}
export const authVerifyEmailSubject = "Verify your email for Tidings";
