import { NoticeEmail } from "./notice-email";

/** Sent to the NEW address: the change applies only when this link is opened. */
export function AuthChangeEmail({
  appUrl,
  url,
  oldEmail,
}: {
  appUrl: string;
  url: string;
  oldEmail: string;
}) {
  return (
    <NoticeEmail
      appUrl={appUrl}
      heading="Confirm your new email address"
      paragraphs={[
        `You asked to change the email of your Tidings account from ${oldEmail} to this address. Confirm it with the button below; until then nothing changes.`,
        "The link works once and expires in 1 hour. If you did not ask for this, ignore this email.",
      ]}
      action={{ label: "Confirm new email", url }}
    />
  );
}
export const authChangeEmailSubject = "Confirm your new email for Tidings";
