import { Body, Container, Head, Hr, Html, Link, Preview, Section, Text } from "@react-email/components";
import type { ReactNode } from "react";

/** The shell every Tidings email shares: brand header, content card, footer. Works in dark mode. */
export function EmailLayout({
  preview,
  appUrl,
  children,
  footer,
}: {
  preview: string;
  appUrl: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <Html lang="en">
      <Head>
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
        <style>{darkMode}</style>
      </Head>
      <Preview>{preview}</Preview>
      <Body style={styles.body} className="t-body">
        <Container style={styles.container}>
          <Section style={styles.brand}>
            <Link href={appUrl} style={styles.brandLink} className="t-brand">
              Tidings
            </Link>
          </Section>
          <Section style={styles.card} className="t-card">
            {children}
          </Section>
          <Hr style={styles.hr} />
          <Section className="t-foot">
            {footer}
            <Text style={styles.footer}>
              Tidings · personalised email briefings ·{" "}
              <Link href={appUrl} style={styles.footerLink}>
                {new URL(appUrl).host}
              </Link>
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

/**
 * Dark mode for clients that honour prefers-color-scheme (Apple Mail, iOS, Outlook.com …): the inline
 * light styles are overridden by class; clients that ignore it keep the light card, readable either way.
 */
const darkMode = `
@media (max-width: 480px) {
  .t-card { padding: 20px 16px 14px !important; }
}
@media (prefers-color-scheme: dark) {
  .t-body { background-color: #09090b !important; color: #e4e4e7 !important; }
  /* React Email's Body repeats its background on an inner cell: dark there too, or the page stays light */
  .t-body > table > tbody > tr > td { background-color: #09090b !important; color: #e4e4e7 !important; }
  .t-card { background-color: #18181b !important; border-color: #3f3f46 !important; }
  .t-card h1, .t-card h2, .t-card h3 { color: #fafafa !important; }
  .t-card p, .t-card td, .t-card li { color: #d4d4d8 !important; }
  .t-card a { color: #a5b4fc !important; }
  .t-card .t-muted { color: #a1a1aa !important; }
  .t-card .t-rule { border-color: #3f3f46 !important; }
  .t-card .t-group { color: #a5b4fc !important; }
  .t-card .t-test { background-color: #451a03 !important; color: #fde68a !important; }
  .t-brand { color: #a5b4fc !important; }
  .t-foot p, .t-foot a { color: #a1a1aa !important; }
  .t-card a.t-button { background-color: #6366f1 !important; color: #ffffff !important; }
  .t-body hr { border-color: #3f3f46 !important; }
}`;

export const styles = {
  body: {
    backgroundColor: "#f4f4f5",
    color: "#18181b",
    fontFamily: "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif",
    margin: 0,
    padding: "24px 0",
  },
  container: { maxWidth: "600px", margin: "0 auto", padding: "0 16px" },
  brand: { padding: "8px 0 16px" },
  brandLink: { color: "#4338ca", fontSize: "20px", fontWeight: 700, textDecoration: "none" },
  card: {
    backgroundColor: "#ffffff",
    borderRadius: "12px",
    padding: "28px 28px 20px",
    border: "1px solid #e4e4e7",
  },
  h1: { fontSize: "22px", lineHeight: "30px", margin: "0 0 12px", color: "#18181b" },
  p: { fontSize: "15px", lineHeight: "24px", margin: "0 0 14px", color: "#27272a" },
  button: {
    backgroundColor: "#4338ca",
    borderRadius: "8px",
    color: "#ffffff",
    display: "inline-block",
    fontSize: "15px",
    fontWeight: 600,
    padding: "12px 20px",
    textDecoration: "none",
  },
  small: {
    fontSize: "13px",
    lineHeight: "20px",
    color: "#52525b",
    margin: "12px 0 0",
    // only long links are broken, anywhere, to fit a phone; words break nowhere
    overflowWrap: "anywhere" as const,
  },
  hr: { borderColor: "#e4e4e7", margin: "24px 0 12px" },
  footer: { fontSize: "12px", lineHeight: "18px", color: "#71717a", margin: "4px 0" },
  footerLink: { color: "#71717a", textDecoration: "underline" },
} as const;
