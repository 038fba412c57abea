import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import PostalMime from "postal-mime";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NoticeEmail } from "../../../emails/notice-email";
import { renderEmail } from "../../../emails/render";
import { createLogger } from "../../../server/log";
import { createMailer, EmailSendError } from "../../../server/mail/send-email";
import { SmtpSink } from "../../support/smtp-sink";

const log = createLogger("silent");
const from = "Tidings <briefings@tidings.test>";

async function notice() {
  return renderEmail(
    NoticeEmail({
      appUrl: "http://localhost:3000",
      heading: "Welcome to Tidings",
      paragraphs: ["Your first briefing arrives tomorrow at 07:00."],
      action: { label: "Open Tidings", url: "http://localhost:3000/manage" },
    }),
  );
}

describe("sendEmail over SMTP", () => {
  let sink: SmtpSink;
  beforeAll(async () => {
    sink = await new SmtpSink().start();
  });
  afterAll(() => sink.close());

  it("delivers HTML and plain-text parts with the subject, through the pool", async () => {
    const mailer = createMailer({ kind: "smtp", url: sink.url }, { from, log });
    const { html, text } = await notice();
    const sent = await mailer.sendEmail({
      to: "reader@example.com",
      subject: "Welcome to Tidings",
      html,
      text,
    });
    const got = await sink.nextEmail("reader@example.com");
    mailer.close();
    expect(sent.transport).toBe("smtp");
    expect(got.subject).toBe("Welcome to Tidings");
    expect(got.from).toBe("briefings@tidings.test");
    expect(got.messageId).toBe(sent.messageId);
    expect(got.html).toContain("Your first briefing arrives tomorrow at 07:00.");
    expect(got.html).toContain('href="http://localhost:3000/manage"');
    expect(got.text).toContain("Your first briefing arrives tomorrow at 07:00.");
    expect(got.text).toContain("http://localhost:3000/manage");
    expect(got.text).not.toContain("<");
  });

  it("keeps the connection pool: many messages, all delivered", async () => {
    const mailer = createMailer({ kind: "smtp", url: sink.url }, { from, log, maxConnections: 3 });
    const { html, text } = await notice();
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        mailer.sendEmail({ to: `pool${i}@example.com`, subject: `n${i}`, html, text }),
      ),
    );
    mailer.close();
    for (let i = 0; i < 20; i++) expect((await sink.nextEmail(`pool${i}@example.com`)).subject).toBe(`n${i}`);
  });

  it("reports a 4xx reply as temporary and a 5xx reply as permanent", async () => {
    const mailer = createMailer({ kind: "smtp", url: sink.url }, { from, log });
    const { html, text } = await notice();
    sink.failNext(1, 451);
    const temp = await mailer.sendEmail({ to: "t@example.com", subject: "x", html, text }).catch((e) => e);
    sink.failNext(1, 550, "No such user");
    const perm = await mailer.sendEmail({ to: "p@example.com", subject: "x", html, text }).catch((e) => e);
    mailer.close();
    expect(temp).toBeInstanceOf(EmailSendError);
    expect(temp.permanent).toBe(false);
    expect(perm).toBeInstanceOf(EmailSendError);
    expect(perm.permanent).toBe(true);
    expect(sink.emailsTo("t@example.com")).toHaveLength(0);
  });

  it("refuses a message without a plain-text part", async () => {
    const mailer = createMailer({ kind: "smtp", url: sink.url }, { from, log });
    await expect(
      mailer.sendEmail({ to: "x@example.com", subject: "x", html: "<p>x</p>", text: "" }),
    ).rejects.toThrow();
    mailer.close();
  });
});

describe("sendEmail without SMTP_URL", () => {
  it("writes each message as an .eml file in the outbox", async () => {
    const dir = path.join(mkdtempSync(path.join(tmpdir(), "tidings-outbox-")), "outbox");
    const mailer = createMailer({ kind: "outbox", dir }, { from, log });
    const { html, text } = await notice();
    const sent = await mailer.sendEmail({
      to: "reader@example.com",
      subject: "Welcome to Tidings",
      html,
      text,
    });
    const files = readdirSync(dir);
    expect(files).toHaveLength(1);
    expect(sent.file).toBe(path.join(dir, files[0]!));
    expect(files[0]).toMatch(/\.eml$/);
    const parsed = await PostalMime.parse(readFileSync(sent.file!));
    expect(parsed.subject).toBe("Welcome to Tidings");
    expect(parsed.to?.[0]?.address).toBe("reader@example.com");
    expect(parsed.html).toContain("Your first briefing arrives tomorrow");
    expect(parsed.text).toContain("Your first briefing arrives tomorrow");
  });
});
