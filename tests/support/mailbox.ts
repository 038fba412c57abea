import type { ReceivedEmail } from "./smtp-sink";

/** For Playwright tests: read the e2e SMTP sink (tests/support/e2e-server.ts) over HTTP. */
const api = () => `http://127.0.0.1:${process.env.E2E_SINK_API_PORT ?? 3197}`;

export async function listEmails(to: string, subject?: string): Promise<ReceivedEmail[]> {
  const q = new URLSearchParams({ to });
  if (subject) q.set("subject", subject);
  const r = await fetch(`${api()}/messages?${q}`);
  return (await r.json()) as ReceivedEmail[];
}

/** Waits for the n-th (default: first) email to `to` whose subject contains `subject`. */
export async function waitForEmail(
  to: string,
  opts: { subject?: string; index?: number; timeoutMs?: number } = {},
): Promise<ReceivedEmail> {
  const deadline = Date.now() + (opts.timeoutMs ?? 15_000);
  const index = opts.index ?? 0;
  for (;;) {
    const list = await listEmails(to, opts.subject);
    if (list[index]) return list[index]!;
    if (Date.now() > deadline)
      throw new Error(`No email #${index + 1} to ${to}${opts.subject ? ` about "${opts.subject}"` : ""}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** The first link in an email's text (or HTML) that starts with `prefix`. */
export function linkIn(email: ReceivedEmail, prefix: string): string {
  const re = new RegExp(`${prefix.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}[^\\s"'<>)\\]]*`);
  const m = re.exec(email.text) ?? re.exec(email.html);
  if (!m) throw new Error(`No link starting with ${prefix} in "${email.subject}"`);
  return m[0].replace(/&amp;/g, "&");
}
