import { Button, Heading, Section, Text } from "@react-email/components";
import { EmailLayout, styles } from "./components/layout";

export interface NoticeEmailProps {
  appUrl: string;
  heading: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Shown under the button so the link can be copied when buttons are blocked. */
  showLinkText?: boolean;
}

/** A plain message with an optional call to action: verification, resets, notices. */
export function NoticeEmail({ appUrl, heading, paragraphs, action, showLinkText = true }: NoticeEmailProps) {
  return (
    <EmailLayout preview={paragraphs[0] ?? heading} appUrl={appUrl}>
      <Heading as="h1" style={styles.h1}>
        {heading}
      </Heading>
      {paragraphs.map((p, i) => (
        <Text key={i} style={styles.p}>
          {p}
        </Text>
      ))}
      {action ? (
        <Section style={{ padding: "8px 0 4px" }}>
          <Button href={action.url} style={styles.button} className="t-button">
            {action.label}
          </Button>
          {showLinkText ? (
            <Text style={styles.small}>Or paste this link into your browser: {action.url}</Text>
          ) : null}
        </Section>
      ) : null}
    </EmailLayout>
  );
}
