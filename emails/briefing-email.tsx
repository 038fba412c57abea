import { Heading, Hr, Link, Section, Text } from "@react-email/components";
import { EmailLayout, styles } from "./components/layout";

/** A small link under a story (feedback links: "More like this", "Mute this source" …). */
export interface StoryAction {
  label: string;
  /** absolute http(s) URL, already validated */
  href: string;
}

/** One story in a briefing. Every string is untrusted plain text (feed or LLM output): React escapes it. */
export interface BriefingEmailItem {
  title: string;
  /** absolute http(s) URL, already validated; null when the feed gave none */
  url: string | null;
  sourceName: string;
  /** "3 h ago", against the edition's slot; null when the feed gave no date */
  age: string | null;
  summary: string;
  alsoIn: string[];
  /** why it was picked: "matches “EU AI Act” · from Euractiv" */
  reason: string;
  /** optional link row under the story; empty or absent renders nothing */
  actions?: StoryAction[];
}

/** The stories picked for one interest of the brief (heading null: a single group needs none). */
export interface BriefingEmailGroup {
  heading: string | null;
  items: BriefingEmailItem[];
}

export interface BriefingEmailProps {
  appUrl: string;
  briefingName: string;
  /** e.g. "Tuesday, 10 June 2026", in the reader's time zone */
  dateLabel: string;
  /** at most three short lines: what is in it, by interest */
  topSummary: string[];
  /** the hidden preview line mail clients show after the subject */
  preview: string;
  groups: BriefingEmailGroup[];
  /** "4 left out by “no crypto” · 3 already sent · 2 sources unreachable: a.example, b.example" */
  leftOut: string;
  /** "Summaries are extracts from the articles." / "Summaries written by AI (model)."; "" without stories */
  summariesNote: string;
  manageUrl: string;
  viewUrl: string | null;
  unsubscribeUrl: string;
  isTest?: boolean;
  /** shown instead of stories when nothing new matched */
  emptyNote?: string;
}

const MUTED = "#71717a";
const s = {
  group: {
    fontSize: "12px",
    lineHeight: "18px",
    fontWeight: 700,
    letterSpacing: "0.06em",
    textTransform: "uppercase" as const,
    color: "#4338ca",
    margin: "22px 0 0",
  },
  item: { padding: "14px 0 12px", borderTop: "1px solid #e4e4e7" },
  title: {
    fontSize: "17px",
    lineHeight: "24px",
    fontWeight: 600,
    margin: "0 0 2px",
    color: "#18181b",
    // a word that fits on a line is never broken; only one longer than the whole line wraps
    overflowWrap: "break-word" as const,
  },
  titleLink: { color: "#3730a3", textDecoration: "none" },
  meta: { fontSize: "13px", lineHeight: "18px", color: MUTED, margin: "0 0 6px" },
  summary: { fontSize: "15px", lineHeight: "23px", color: "#27272a", margin: "0 0 6px" },
  reason: { fontSize: "12px", lineHeight: "17px", color: MUTED, margin: 0 },
  actions: { fontSize: "12px", lineHeight: "17px", margin: "6px 0 0" },
  actionLink: { color: "#4338ca", textDecoration: "underline" },
  top: { fontSize: "15px", lineHeight: "22px", color: "#3f3f46", margin: "0 0 2px" },
  date: { fontSize: "13px", color: MUTED, margin: "0 0 4px" },
  note: { fontSize: "13px", lineHeight: "20px", color: "#52525b", margin: "12px 0 0" },
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

function Story({ it }: { it: BriefingEmailItem }) {
  const meta = [it.sourceName, it.age, it.alsoIn.length ? `also in ${it.alsoIn.join(", ")}` : null]
    .filter(Boolean)
    .join(" · ");
  return (
    <Section style={s.item} className="t-rule">
      <Heading as="h3" style={s.title}>
        {it.url ? (
          <Link href={it.url} style={s.titleLink}>
            {it.title}
          </Link>
        ) : (
          it.title
        )}
      </Heading>
      <Text style={s.meta} className="t-muted">
        {meta}
      </Text>
      {it.summary ? <Text style={s.summary}>{it.summary}</Text> : null}
      {it.reason ? (
        <Text style={s.reason} className="t-muted">
          {`Why: ${it.reason}`}
        </Text>
      ) : null}
      {it.actions?.length ? (
        <Text style={s.actions} data-actions="">
          {it.actions.map((a, n) => (
            <span key={a.href}>
              {n > 0 ? " · " : null}
              <Link href={a.href} style={s.actionLink}>
                {a.label}
              </Link>
            </span>
          ))}
        </Text>
      ) : null}
    </Section>
  );
}

export function BriefingEmail(p: BriefingEmailProps) {
  const empty = p.groups.every((g) => g.items.length === 0);
  return (
    <EmailLayout
      preview={p.preview}
      appUrl={p.appUrl}
      footer={
        <>
          {p.leftOut ? <Text style={styles.footer}>{p.leftOut}</Text> : null}
          {p.summariesNote ? <Text style={styles.footer}>{p.summariesNote}</Text> : null}
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
      {p.isTest ? (
        <Text style={s.test} className="t-test">
          TEST EMAIL
        </Text>
      ) : null}
      <Text style={s.date} className="t-muted">
        {p.dateLabel}
      </Text>
      <Heading as="h1" style={styles.h1}>
        {p.briefingName}
      </Heading>
      {p.topSummary.map((line) => (
        <Text key={line} style={s.top}>
          {line}
        </Text>
      ))}
      {empty && p.emptyNote ? <Text style={styles.p}>{p.emptyNote}</Text> : null}
      {p.groups.map((g, k) =>
        g.items.length ? (
          <Section key={`${g.heading ?? ""}-${k}`}>
            {g.heading ? (
              <Heading as="h2" style={s.group} className="t-group">
                {g.heading}
              </Heading>
            ) : (
              <div style={{ height: "14px" }} />
            )}
            {g.items.map((it, i) => (
              <Story key={`${it.url ?? it.title}-${i}`} it={it} />
            ))}
          </Section>
        ) : null,
      )}
      <Hr style={styles.hr} />
      <Text style={s.note} className="t-muted">
        {`You receive this because you set up “${p.briefingName}” on Tidings.`}
      </Text>
    </EmailLayout>
  );
}
