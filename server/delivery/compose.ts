/**
 * Compose: prepared content → subject, HTML, plain text and headers (List-Unsubscribe + RFC 8058 one-click).
 * Untrusted strings are plain text rendered through React (escaped); links are re-validated to http(s).
 * The HTML is kept under 102 KB (Gmail clips larger messages) by trimming summaries, then items.
 */
import { createElement } from "react";
import {
  BriefingEmail,
  type BriefingEmailItem,
  type BriefingEmailProps,
  type StoryAction,
} from "../../emails/briefing-email";
import { render } from "@react-email/render";
import { oneLine, safeHttpUrl } from "./text";
import { BoundedCache } from "../../common/bounded-cache";

export const MAX_HTML_BYTES = 102 * 1024 - 2048; // a little headroom under Gmail's 102 KB clip

export interface ComposeItem {
  title: string;
  url: string | null;
  sourceName: string;
  summary: string;
  alsoIn: Array<{ sourceName: string }>;
  /** when the feed says it was published; the email shows its age at the slot ("3 h ago") */
  publishedAt?: Date | null;
  /** the brief's interest it was picked for: stories are grouped by it */
  interest?: string | null;
  /** why it was picked, in a few words ("matches “EU AI Act” · from Euractiv") */
  reason?: string;
  /** an optional link row under the story (feedback links), validated to http(s) here */
  actions?: StoryAction[];
  /** an update on a story sent before: the sentence on what is new (decision 099) */
  whatsNew?: string;
}

/** What was left out of this edition, and why (the footer names it; history keeps it with the HTML). */
export interface LeftOut {
  /** in-window items each exclusion of the brief removed */
  excludedBy: Array<{ concept: string; count: number }>;
  /** items this briefing already sent (never repeated) */
  alreadySent: number;
  /** sources that could not be reached for this edition, by name */
  unreachable: string[];
}

/** How the summaries were made (decision 093: every email says it). */
export type Summariser = { mode: "offline" } | { mode: "llm" | "mixed"; model: string };

export interface ComposeInput {
  appUrl: string;
  briefingName: string;
  timezone: string;
  slot: Date;
  /** the LLM's opening paragraph, used as the preview line when there is one */
  intro: string;
  items: ComposeItem[];
  coverage: { checked: number; failed: number; merged: number };
  leftOut?: LeftOut;
  summariser?: Summariser;
  manageUrl: string;
  viewUrl: string | null;
  unsubscribeUrl: string;
  isTest?: boolean;
  /** the first edition after a pause, with the best stories of the pause (decision 091) */
  awayNote?: boolean;
  emptyNote?: string;
  /**
   * RFC 2919 List-Id: one list per briefing, named under the sender's domain, so a mail client can filter
   * or mute one briefing and bulk-sender checks see a proper list (decision 085).
   */
  list?: { briefingId: string; domain: string };
}

export interface ComposedEmail {
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string>;
}

/** one formatter per time zone: making one costs about a millisecond, more than the rest of the label */
const dateFormats = new BoundedCache<string, Intl.DateTimeFormat | null>(1_000);

export function dateLabel(slot: Date, timezone: string): string {
  const format = dateFormats.get(timezone, (timeZone) => {
    try {
      return new Intl.DateTimeFormat("en-US", {
        timeZone,
        weekday: "long",
        month: "long",
        day: "numeric",
        year: "numeric",
      });
    } catch {
      return null;
    }
  });
  return format ? format.format(slot) : slot.toUTCString().slice(0, 16);
}

/**
 * The subject carries the lead story ("EU delays AI Act obligations — and 5 more"): on a phone's inbox
 * list that is what decides whether the email is opened. Without stories: the name and the date.
 */
export function subjectFor(o: {
  briefingName: string;
  slot: Date;
  timezone: string;
  isTest?: boolean;
  lead?: string | null;
  more?: number;
}): string {
  const prefix = o.isTest ? "[Test] " : "";
  const lead = o.lead ? oneLine(o.lead, 300) : "";
  if (lead) {
    const head = lead.length > 90 ? `${lead.slice(0, 90).replace(/\s+\S*$/, "")}…` : lead;
    return `${prefix}${head}${o.more ? ` — and ${o.more} more` : ""}`;
  }
  let d: string;
  try {
    d = new Intl.DateTimeFormat("en-US", {
      timeZone: o.timezone,
      weekday: "short",
      month: "short",
      day: "numeric",
    }).format(o.slot);
  } catch {
    d = o.slot.toUTCString().slice(0, 11);
  }
  return `${prefix}${oneLine(o.briefingName, 120)} — ${d}`;
}

/** "12 min ago", "3 h ago", "2 days ago" at the slot; null when unknown, bogus or older than a month. */
export function ageLabel(publishedAt: Date | null | undefined, slot: Date): string | null {
  if (!publishedAt || Number.isNaN(publishedAt.getTime())) return null;
  const ms = slot.getTime() - publishedAt.getTime();
  if (ms < -3_600_000) return null; // a date in the future: the feed is wrong
  const min = Math.floor(ms / 60_000);
  if (min < 1) return "just now";
  if (min < 60) return `${min} min ago`;
  const h = Math.floor(min / 60);
  if (h < 24) return `${h} h ago`;
  const d = Math.floor(h / 24);
  if (d <= 31) return `${d} ${d === 1 ? "day" : "days"} ago`;
  return null;
}

/** Stories grouped by the interest they were picked for, groups in the order their first story came. */
export function groupByInterest<T extends { interest?: string | null }>(
  items: T[],
): Array<{ interest: string | null; items: T[] }> {
  const groups: Array<{ interest: string | null; items: T[] }> = [];
  for (const it of items) {
    const key = it.interest ?? null;
    let g = groups.find((x) => x.interest === key);
    if (!g) {
      g = { interest: key, items: [] };
      groups.push(g);
    }
    g.items.push(it);
  }
  return groups;
}

const list = (xs: string[]) =>
  xs.length > 1 ? `${xs.slice(0, -1).join(", ")} and ${xs.at(-1)}` : (xs[0] ?? "");

/** At most three short lines: how many stories, on what (by interest). */
export function topSummary(
  groups: Array<{ interest: string | null; items: unknown[] }>,
  awayNote = false,
): string[] {
  const n = groups.reduce((a, g) => a + g.items.length, 0);
  if (n === 0) return [];
  const named = groups.filter((g) => g.interest);
  const parts = named.slice(0, 4).map((g) => `${g.items.length} on ${g.interest}`);
  const rest = n - named.slice(0, 4).reduce((a, g) => a + g.items.length, 0);
  if (parts.length && rest > 0) parts.push(`${rest} more`);
  const lines = [
    `${n} new ${n === 1 ? "story" : "stories"}${parts.length > 1 ? `: ${list(parts)}` : parts.length ? ` on ${named[0]!.interest}` : ""}.`,
  ];
  if (awayNote) lines.push("The best of what came out while this briefing was paused.");
  return lines;
}

/** The footer's "what was left out and why"; empty when nothing was. */
export function leftOutLine(l: LeftOut | undefined): string {
  if (!l) return "";
  const parts = l.excludedBy
    .filter((e) => e.count > 0)
    .map((e) => `${e.count} left out by “no ${oneLine(e.concept, 60)}”`);
  if (l.alreadySent > 0) parts.push(`${l.alreadySent} already sent`);
  if (l.unreachable.length) {
    const names = l.unreachable.map((u) => oneLine(u, 60));
    const shown = names.slice(0, 3).join(", ");
    parts.push(
      `${names.length} ${names.length === 1 ? "source" : "sources"} unreachable: ${shown}${names.length > 3 ? ", …" : ""}`,
    );
  }
  return parts.length ? `Not in this email: ${parts.join(" · ")}` : "";
}

/** Every email says how its summaries were made (AI Act, Article 50; decision 093). */
export function summariesNote(s: Summariser | undefined): string {
  if (!s || s.mode === "offline") return "Summaries are extracts from the articles.";
  const model = oneLine(s.model, 80);
  return s.mode === "llm"
    ? `Summaries written by AI (${model}).`
    : `Summaries written by AI (${model}); where it was unavailable, extracts from the articles.`;
}

export async function composeBriefingEmail(input: ComposeInput): Promise<ComposedEmail> {
  let items: Array<BriefingEmailItem & { interest: string | null }> = input.items.map((i) => ({
    title: oneLine(i.title, 300) || "(untitled)",
    url: safeHttpUrl(i.url),
    sourceName: oneLine(i.sourceName, 80),
    age: ageLabel(i.publishedAt, input.slot),
    summary: oneLine(i.summary, 900),
    alsoIn: [...new Set(i.alsoIn.map((a) => oneLine(a.sourceName, 80)))].slice(0, 3),
    reason: oneLine(i.reason ?? "", 200),
    interest: i.interest ? oneLine(i.interest, 120) : null,
    actions: (i.actions ?? []).flatMap((a) => {
      const href = safeHttpUrl(a.href);
      return href ? [{ label: oneLine(a.label, 40), href }] : [];
    }),
    ...(i.whatsNew ? { whatsNew: oneLine(i.whatsNew, 300) } : {}),
  }));
  const name = oneLine(input.briefingName, 200);
  const props = (its: typeof items): BriefingEmailProps => {
    const groups = groupByInterest(its);
    const top = topSummary(groups, input.awayNote);
    return {
      appUrl: input.appUrl,
      briefingName: name,
      dateLabel: dateLabel(input.slot, input.timezone),
      topSummary: top,
      preview:
        oneLine(input.intro, 300) ||
        top[0] ||
        input.emptyNote ||
        `${name} — ${dateLabel(input.slot, input.timezone)}`,
      // one group needs no heading
      groups: groups.map((g) => ({ heading: groups.length > 1 ? g.interest : null, items: g.items })),
      leftOut: leftOutLine(input.leftOut),
      // an email without stories has no summaries to account for
      summariesNote: its.length ? summariesNote(input.summariser) : "",
      manageUrl: input.manageUrl,
      viewUrl: input.viewUrl,
      unsubscribeUrl: input.unsubscribeUrl,
      isTest: input.isTest,
      emptyNote: input.emptyNote,
    };
  };
  const renderHtml = async (its: typeof items) => ({
    html: await render(createElement(BriefingEmail, props(its))),
  });
  let rendered = await renderHtml(items);
  for (let guard = 0; guard < 12; guard++) {
    const size = Buffer.byteLength(rendered.html);
    if (size <= MAX_HTML_BYTES) break;
    if (items.length > 10) {
      // far too much: cut items in proportion first
      items = items.slice(0, Math.max(10, Math.floor((items.length * MAX_HTML_BYTES * 0.9) / size)));
    } else if (items.some((it) => it.summary.length > 240)) {
      items = items.map((it) => ({
        ...it,
        summary: it.summary.length > 240 ? `${it.summary.slice(0, 240).replace(/\s+\S*$/, "")}…` : it.summary,
      }));
    } else if (items.length > 1) {
      items = items.slice(0, -1);
    } else break;
    rendered = await renderHtml(items);
  }
  const subject = subjectFor({
    briefingName: input.briefingName,
    slot: input.slot,
    timezone: input.timezone,
    isTest: input.isTest,
    lead: items[0]?.title,
    more: Math.max(0, items.length - 1),
  });
  return {
    subject: `${input.awayNote ? "While you were away: " : ""}${subject}`,
    html: rendered.html,
    text: plainText(props(items)),
    headers: {
      ...(input.list ? { "List-Id": listId(input.briefingName, input.list) } : {}),
      "List-Unsubscribe": `<${input.unsubscribeUrl}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}

/**
 * `"Morning tech" <0f8c….briefings.example.com>`, all printable ASCII so it is sent as is: the name as a
 * quoted string (quotes and backslashes dropped), or as an RFC 2047 encoded word when it is not ASCII.
 */
export function listId(briefingName: string, list: { briefingId: string; domain: string }): string {
  const label = list.briefingId.toLowerCase().replace(/[^a-z0-9-]/g, "");
  const name = oneLine(briefingName, 80).replace(/["\\]/g, "");
  const phrase = /^[\x20-\x7e]*$/.test(name)
    ? `"${name}"`
    : `=?UTF-8?B?${Buffer.from(name, "utf8").toString("base64")}?=`;
  return `${phrase} <${label}.briefings.${list.domain.toLowerCase()}>`;
}

/** The plain-text part, written for reading (not derived from the HTML), with the HTML's structure. */
export function plainText(p: BriefingEmailProps): string {
  const lines: string[] = [];
  if (p.isTest) lines.push("TEST EMAIL", "");
  lines.push(p.briefingName, p.dateLabel, "");
  if (p.topSummary.length) lines.push(...p.topSummary, "");
  const empty = p.groups.every((g) => g.items.length === 0);
  if (empty && p.emptyNote) lines.push(p.emptyNote, "");
  let n = 0;
  for (const g of p.groups) {
    if (!g.items.length) continue;
    if (g.heading) lines.push(g.heading.toUpperCase(), "");
    for (const it of g.items) {
      lines.push(`${++n}. ${it.title}`);
      const meta = [it.sourceName, it.age, it.alsoIn.length ? `also in ${it.alsoIn.join(", ")}` : null];
      lines.push(`   ${meta.filter(Boolean).join(" · ")}`);
      if (it.whatsNew) lines.push(`   What's new: ${it.whatsNew}`);
      if (it.summary) lines.push(`   ${it.summary}`);
      if (it.url) lines.push(`   ${it.url}`);
      if (it.reason) lines.push(`   Why: ${it.reason}`);
      for (const a of it.actions ?? []) lines.push(`   ${a.label}: ${a.href}`);
      lines.push("");
    }
  }
  lines.push("—");
  if (p.leftOut) lines.push(p.leftOut);
  if (p.summariesNote) lines.push(p.summariesNote);
  lines.push(`Manage this briefing: ${p.manageUrl}`);
  if (p.viewUrl) lines.push(`View in browser: ${p.viewUrl}`);
  lines.push(`Unsubscribe: ${p.unsubscribeUrl}`);
  return `${lines.join("\n")}\n`;
}
