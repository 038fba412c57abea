/**
 * Compose: prepared content → subject, HTML, plain text and headers (List-Unsubscribe + RFC 8058 one-click).
 * Untrusted strings are plain text rendered through React (escaped); links are re-validated to http(s).
 * The HTML is kept under 102 KB (Gmail clips larger messages) by trimming summaries, then items.
 */
import { createElement } from "react";
import { BriefingEmail, type BriefingEmailItem, type BriefingEmailProps } from "../../emails/briefing-email";
import { render } from "@react-email/render";
import { oneLine, safeHttpUrl } from "./text";

export const MAX_HTML_BYTES = 102 * 1024 - 2048; // a little headroom under Gmail's 102 KB clip

export interface ComposeInput {
  appUrl: string;
  briefingName: string;
  timezone: string;
  slot: Date;
  intro: string;
  items: Array<{
    title: string;
    url: string | null;
    sourceName: string;
    summary: string;
    alsoIn: Array<{ sourceName: string }>;
    /** an update on a story sent before: the sentence on what is new (decision 099) */
    whatsNew?: string;
  }>;
  coverage: { checked: number; failed: number; merged: number };
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

export function dateLabel(slot: Date, timezone: string): string {
  try {
    return new Intl.DateTimeFormat("en-US", {
      timeZone: timezone,
      weekday: "long",
      month: "long",
      day: "numeric",
      year: "numeric",
    }).format(slot);
  } catch {
    return slot.toUTCString().slice(0, 16);
  }
}

export function subjectFor(briefingName: string, slot: Date, timezone: string, isTest = false): string {
  const d = new Intl.DateTimeFormat("en-US", {
    timeZone: timezone,
    weekday: "short",
    month: "short",
    day: "numeric",
  }).format(slot);
  return `${isTest ? "[Test] " : ""}${oneLine(briefingName, 120)} — ${d}`;
}

export async function composeBriefingEmail(input: ComposeInput): Promise<ComposedEmail> {
  let items: BriefingEmailItem[] = input.items.map((i) => ({
    title: oneLine(i.title, 300) || "(untitled)",
    url: safeHttpUrl(i.url),
    sourceName: oneLine(i.sourceName, 80),
    summary: oneLine(i.summary, 900),
    alsoIn: [...new Set(i.alsoIn.map((a) => oneLine(a.sourceName, 80)))].slice(0, 3),
    ...(i.whatsNew ? { whatsNew: oneLine(i.whatsNew, 300) } : {}),
  }));
  const props = (its: BriefingEmailItem[]): BriefingEmailProps => ({
    appUrl: input.appUrl,
    briefingName: oneLine(input.briefingName, 200),
    dateLabel: dateLabel(input.slot, input.timezone),
    intro: oneLine(input.intro, 600),
    items: its,
    coverage: input.coverage,
    manageUrl: input.manageUrl,
    viewUrl: input.viewUrl,
    unsubscribeUrl: input.unsubscribeUrl,
    isTest: input.isTest,
    emptyNote: input.emptyNote,
  });
  const renderHtml = async (its: BriefingEmailItem[]) => ({
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
  return {
    subject: `${input.awayNote ? "While you were away: " : ""}${subjectFor(input.briefingName, input.slot, input.timezone, input.isTest)}`,
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

/** The plain-text part, written for reading (not derived from the HTML). */
export function plainText(p: BriefingEmailProps): string {
  const lines: string[] = [];
  if (p.isTest) lines.push("TEST EMAIL", "");
  lines.push(p.briefingName, p.dateLabel, "");
  if (p.intro) lines.push(p.intro, "");
  if (p.items.length === 0 && p.emptyNote) lines.push(p.emptyNote, "");
  p.items.forEach((it, i) => {
    lines.push(`${i + 1}. ${it.title}`);
    lines.push(`   ${it.sourceName}${it.alsoIn.length ? ` · also in ${it.alsoIn.join(", ")}` : ""}`);
    if (it.whatsNew) lines.push(`   What's new: ${it.whatsNew}`);
    if (it.summary) lines.push(`   ${it.summary}`);
    if (it.url) lines.push(`   ${it.url}`);
    lines.push("");
  });
  const c = p.coverage;
  lines.push("—");
  lines.push(
    `Sources checked: ${c.checked}${c.failed ? ` · unavailable: ${c.failed}` : ""}${c.merged ? ` · duplicate stories merged: ${c.merged}` : ""}`,
  );
  lines.push(`Manage this briefing: ${p.manageUrl}`);
  if (p.viewUrl) lines.push(`View in browser: ${p.viewUrl}`);
  lines.push(`Unsubscribe: ${p.unsubscribeUrl}`);
  return `${lines.join("\n")}\n`;
}
