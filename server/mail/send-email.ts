import { randomUUID } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import { z } from "zod";
import type { DkimKey } from "../config";
import type { Logger } from "../log";
import { mimeHeaders } from "./headers";

/**
 * One outgoing message. HTML and plain text are both required (every email has both parts), unless the
 * whole message is given already composed as `raw`.
 */
export const emailMessageSchema = z
  .object({
    to: z.string().trim().min(3),
    subject: z.string().min(1).max(998).optional(),
    html: z.string().min(1).optional(),
    text: z.string().min(1).optional(),
    headers: z.record(z.string(), z.string()).optional(),
    replyTo: z.string().optional(),
    /** A caller-chosen Message-ID ("<id@domain>"), stable across retries (delivery engine, decision 012). */
    messageId: z
      .string()
      .regex(/^<[^<>\s@]+@[^<>\s@]+>$/)
      .optional(),
    /** A complete RFC 5322 message composed ahead of time (delivery engine): sent as is, with `envelope`. */
    raw: z.string().optional(),
    envelope: z.object({ from: z.string(), to: z.array(z.string()).min(1) }).optional(),
  })
  .refine((m) => m.raw !== undefined || (m.subject && m.html && m.text), {
    message: "subject, html and text are required unless the message is given as raw",
  });
export type EmailMessage = z.infer<typeof emailMessageSchema>;

export interface SentEmail {
  messageId: string;
  /** "smtp" or the .eml file written to the outbox. */
  transport: "smtp" | "outbox";
  file?: string;
}

/** An SMTP reply code ≥ 500 (or an address the server refused) is permanent; everything else may be retried. */
export class EmailSendError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
    readonly responseCode?: number,
  ) {
    super(message);
  }
}

export interface Mailer {
  readonly kind: "smtp" | "outbox";
  sendEmail(message: EmailMessage): Promise<SentEmail>;
  /** Is the SMTP server reachable? (always true for the outbox) */
  verify(): Promise<boolean>;
  close(): void;
}

export type MailTarget = { kind: "smtp"; url: string } | { kind: "outbox"; dir: string };

export interface MailerOptions {
  from: string;
  log: Logger;
  /** Pool size for SMTP (connections kept open). */
  maxConnections?: number;
  /**
   * Sign every message (composed here or handed over raw) with this key, through nodemailer's own DKIM
   * signer at the transport, so no message can leave unsigned (decision 085).
   */
  dkim?: DkimKey;
}

export function createMailer(target: MailTarget, opts: MailerOptions): Mailer {
  return target.kind === "smtp" ? smtpMailer(target.url, opts) : outboxMailer(target.dir, opts);
}

function messageIdDomain(from: string): string {
  const m = /@([^>\s]+)/.exec(from);
  return m?.[1] ?? "tidings.localhost";
}

function smtpMailer(url: string, opts: MailerOptions): Mailer {
  const u = new URL(url);
  const transport = nodemailer.createTransport({
    host: u.hostname,
    port: u.port ? Number(u.port) : u.protocol === "smtps:" ? 465 : 587,
    secure: u.protocol === "smtps:",
    auth: u.username
      ? { user: decodeURIComponent(u.username), pass: decodeURIComponent(u.password) }
      : undefined,
    pool: true,
    maxConnections: opts.maxConnections ?? 5,
    maxMessages: 1000,
    // A local or self-hosted relay often has no valid certificate: allow opting out via ?tls=insecure
    tls: u.searchParams.get("tls") === "insecure" ? { rejectUnauthorized: false } : undefined,
    ignoreTLS: u.searchParams.get("tls") === "off",
    connectionTimeout: 15_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
    dkim: opts.dkim,
  });
  const domain = messageIdDomain(opts.from);
  return {
    kind: "smtp",
    async sendEmail(message) {
      const m = emailMessageSchema.parse(message);
      const messageId = m.messageId ?? `<${randomUUID()}@${domain}>`;
      try {
        await transport.sendMail({ from: opts.from, ...m, headers: mimeHeaders(m.headers), messageId });
      } catch (err) {
        const e = err as { responseCode?: number; code?: string; message?: string };
        const permanent =
          (typeof e.responseCode === "number" && e.responseCode >= 500) || e.code === "EENVELOPE";
        throw new EmailSendError(e.message ?? "SMTP send failed", permanent, e.responseCode);
      }
      opts.log.debug("mail sent", { to: m.to, subject: m.subject, messageId });
      return { messageId, transport: "smtp" };
    },
    async verify() {
      try {
        return await transport.verify();
      } catch {
        return false;
      }
    },
    close: () => transport.close(),
  };
}

function outboxMailer(dir: string, opts: MailerOptions): Mailer {
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: "unix",
    dkim: opts.dkim,
  });
  const domain = messageIdDomain(opts.from);
  return {
    kind: "outbox",
    async sendEmail(message) {
      const m = emailMessageSchema.parse(message);
      const id = randomUUID();
      const messageId = m.messageId ?? `<${id}@${domain}>`;
      const info = await transport.sendMail({
        from: opts.from,
        ...m,
        headers: mimeHeaders(m.headers),
        messageId,
      });
      await mkdir(dir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, "-");
      const file = path.join(dir, `${stamp}-${id}.eml`);
      await writeFile(file, info.message as Buffer);
      opts.log.info("mail written to outbox", { to: m.to, subject: m.subject, file });
      return { messageId, transport: "outbox", file };
    },
    verify: async () => true,
    close: () => {},
  };
}
