import { Heading, Hr, Link, Section, Text } from "@react-email/components";
import { EmailLayout, styles } from "./components/layout";

/** One story in a briefing. Every string is untrusted plain text (feed or LLM output): React escapes it. */
export interface BriefingEmailItem {
  title: string;
  /** absolute http(s) URL, already validated; null when the feed gave none */
  url: string | null;
  sourceName: string;
  summary: string;
  alsoIn: string[];
  /** an update on a story sent before: the sentence on what is new */
  whatsNew?: string;
}

export interface BriefingEmailProps {
  appUrl: string;
  briefingName: string;
  /** e.g. "Tuesday, 10 June 2026", in the reader's time zone */
  dateLabel: string;
  intro: string;
  items: BriefingEmailItem[];
  coverage: { checked: number; failed: number; merged: number };
  manageUrl: string;
  viewUrl: string | null;
  unsubscribeUrl: string;
  isTest?: boolean;
  /** shown instead of items when nothing new matched */
  emptyNote?: string;
}

const s = {
  item: { padding: "14px 0", borderTop: "1px solid #e4e4e7" },
  title: { fontSize: "17px", lineHeight: "24px", fontWeight: 600, margin: "0 0 4px", color: "#18181b" },
  titleLink: { color: "#3730a3", textDecoration: "none" },
  source: {
    fontSize: "12px",
    lineHeight: "18px",
    color: "#71717a",
    margin: "0 0 6px",
    textTransform: "uppercase" as const,
    letterSpacing: "0.04em",
  },
  summary: { fontSize: "15px", lineHeight: "23px", color: "#27272a", margin: 0 },
  whatsNew: { fontSize: "15px", lineHeight: "23px", color: "#27272a", margin: "0 0 6px" },
  intro: { fontSize: "15px", lineHeight: "24px", color: "#3f3f46", margin: "0 0 16px" },
  date: { fontSize: "13px", color: "#71717a", margin: "0 0 4px" },
  test: {
    fontSize: "12px",
    fontWeight: 700,
    color: "#92400e",
    backgroundColor: "#fef3c7",
    padding: "4px 8px",
    borderRadius: "6px",
    display: "inline-block",
    margin: "0 0 10px",
  },
};

export function BriefingEmail(p: BriefingEmailProps) {
  const preview = p.intro || p.emptyNote || `${p.briefingName} — ${p.dateLabel}`;
  const cov = p.coverage;
  return (
    <EmailLayout
      preview={preview}
      appUrl={p.appUrl}
      footer={
        <>
          <Text style={styles.footer}>
            {`Sources checked: ${cov.checked}${cov.failed ? ` · unavailable: ${cov.failed}` : ""}${cov.merged ? ` · duplicate stories merged: ${cov.merged}` : ""}`}
          </Text>
          <Text style={styles.footer}>
            <Link href={p.manageUrl} style={styles.footerLink}>
              Manage this briefing
            </Link>
            {p.viewUrl ? (
              <>
                {" · "}
                <Link href={p.viewUrl} style={styles.footerLink}>
                  View in browser
                </Link>
              </>
            ) : null}
            {" · "}
            <Link href={p.unsubscribeUrl} style={styles.footerLink}>
              Unsubscribe
            </Link>
          </Text>
        </>
      }
    >
      {p.isTest ? <Text style={s.test}>TEST EMAIL</Text> : null}
      <Text style={s.date}>{p.dateLabel}</Text>
      <Heading as="h1" style={styles.h1}>
        {p.briefingName}
      </Heading>
      {p.intro ? <Text style={s.intro}>{p.intro}</Text> : null}
      {p.items.length === 0 && p.emptyNote ? <Text style={styles.p}>{p.emptyNote}</Text> : null}
      {p.items.map((it, i) => (
        <Section key={i} style={s.item}>
          <Heading as="h2" style={s.title}>
            {it.url ? (
              <Link href={it.url} style={s.titleLink}>
                {it.title}
              </Link>
            ) : (
              it.title
            )}
          </Heading>
          <Text
            style={s.source}
          >{`${it.sourceName}${it.alsoIn.length ? ` · also in ${it.alsoIn.join(", ")}` : ""}`}</Text>
          {it.whatsNew ? (
            <Text style={s.whatsNew}>
              <strong>What's new:</strong> {it.whatsNew}
            </Text>
          ) : null}
          {it.summary ? <Text style={s.summary}>{it.summary}</Text> : null}
        </Section>
      ))}
      <Hr style={styles.hr} />
      <Text style={styles.small}>
        {`You receive this because you set up “${p.briefingName}” on Tidings.`}
      </Text>
    </EmailLayout>
  );
}
