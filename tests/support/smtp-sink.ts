import { createServer as createHttpServer, type Server as HttpServer } from "node:http";
import type { AddressInfo } from "node:net";
import PostalMime from "postal-mime";
import { SMTPServer } from "smtp-server";

/** A message the sink received, parsed. */
export interface ReceivedEmail {
  id: number;
  from: string;
  to: string[];
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string>;
  messageId: string;
  receivedAt: string;
  raw: string;
}

/**
 * Whether a message is "about" `s`: its subject says it, or, for a briefing (whose subject carries its lead
 * story), its List-Id or the name heading its plain text does.
 */
export function isAbout(m: ReceivedEmail, s: string): boolean {
  if (m.subject.includes(s)) return true;
  if ((m.headers["list-id"] ?? "").includes(`"${s}`)) return true;
  return m.text
    .split("\n")
    .slice(0, 4)
    .some((line) => line.includes(s));
}

interface Waiter {
  match: (m: ReceivedEmail) => boolean;
  resolve: (m: ReceivedEmail) => void;
}

/**
 * A real SMTP server on 127.0.0.1 that keeps what it receives. `nextEmail(to)` waits for the next
 * message to an address not yet taken. `failNext(n, code)` rejects the next n messages (to test retries).
 */
export class SmtpSink {
  readonly messages: ReceivedEmail[] = [];
  private taken = new Set<number>();
  private waiters: Waiter[] = [];
  private server: SMTPServer;
  private failures: { remaining: number; code: number; message: string } = {
    remaining: 0,
    code: 451,
    message: "",
  };
  private seq = 0;
  port = 0;
  private http?: HttpServer;
  httpPort = 0;

  constructor() {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      size: 10 * 1024 * 1024,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on("data", (c: Buffer) => chunks.push(c));
        stream.on("end", () => {
          if (this.failures.remaining > 0) {
            this.failures.remaining--;
            const err = new Error(this.failures.message || "Temporary failure") as Error & {
              responseCode: number;
            };
            err.responseCode = this.failures.code;
            callback(err);
            return;
          }
          const raw = Buffer.concat(chunks).toString("utf8");
          const rcpt = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
          void PostalMime.parse(raw).then((parsed) => {
            const msg: ReceivedEmail = {
              id: ++this.seq,
              from: parsed.from?.address ?? "",
              to: rcpt,
              subject: parsed.subject ?? "",
              html: parsed.html ?? "",
              text: parsed.text ?? "",
              headers: Object.fromEntries(parsed.headers.map((h) => [h.key.toLowerCase(), h.value])),
              messageId: parsed.messageId ?? "",
              receivedAt: new Date().toISOString(),
              raw,
            };
            this.messages.push(msg);
            this.notify(msg);
            callback();
          }, callback);
        });
      },
    });
  }

  /** Starts on a free port (or the one given). */
  async start(port = 0): Promise<this> {
    await new Promise<void>((resolve, reject) => {
      this.server.once("error", reject);
      this.server.listen(port, "127.0.0.1", () => resolve());
    });
    this.port = (this.server.server.address() as AddressInfo).port;
    // a client that dies mid-session (a worker SIGKILLed by the multi-process tests) resets its connection:
    // smtp-server reports that as an "error" event, which must not become an unhandled error of the run
    this.server.on("error", () => {});
    return this;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  failNext(count: number, code = 451, message = "Try again later") {
    this.failures = { remaining: count, code, message };
  }

  private notify(msg: ReceivedEmail) {
    const i = this.waiters.findIndex((w) => w.match(msg));
    if (i >= 0 && !this.taken.has(msg.id)) {
      const [w] = this.waiters.splice(i, 1);
      this.taken.add(msg.id);
      w!.resolve(msg);
    }
  }

  /** The next message to `to` (optionally with a subject containing `subject`) not yet returned. */
  nextEmail(to: string, opts: { subject?: string; timeoutMs?: number } = {}): Promise<ReceivedEmail> {
    const addr = to.toLowerCase();
    const match = (m: ReceivedEmail) =>
      m.to.includes(addr) && (!opts.subject || isAbout(m, opts.subject)) && !this.taken.has(m.id);
    const found = this.messages.find(match);
    if (found) {
      this.taken.add(found.id);
      return Promise.resolve(found);
    }
    return new Promise((resolve, reject) => {
      const waiter: Waiter = { match, resolve };
      this.waiters.push(waiter);
      setTimeout(() => {
        const i = this.waiters.indexOf(waiter);
        if (i >= 0) {
          this.waiters.splice(i, 1);
          reject(
            new Error(
              `No email to ${to}${opts.subject ? ` about "${opts.subject}"` : ""} within ${opts.timeoutMs ?? 10_000} ms`,
            ),
          );
        }
      }, opts.timeoutMs ?? 10_000).unref();
    });
  }

  /** All messages to an address, oldest first. */
  emailsTo(to: string): ReceivedEmail[] {
    return this.messages.filter((m) => m.to.includes(to.toLowerCase()));
  }

  /**
   * An HTTP view of the sink for other processes (Playwright tests):
   * GET /messages?to=&subject=  → JSON list;  POST /fail?count=&code= → failNext.
   */
  async startHttp(port = 0): Promise<number> {
    this.http = createHttpServer((req, res) => {
      const u = new URL(req.url ?? "/", "http://x");
      if (u.pathname === "/messages") {
        const to = u.searchParams.get("to")?.toLowerCase();
        const subject = u.searchParams.get("subject");
        const list = this.messages.filter(
          (m) => (!to || m.to.includes(to)) && (!subject || isAbout(m, subject)),
        );
        res.writeHead(200, { "content-type": "application/json" });
        res.end(JSON.stringify(list));
        return;
      }
      if (u.pathname === "/fail" && req.method === "POST") {
        this.failNext(Number(u.searchParams.get("count") ?? 1), Number(u.searchParams.get("code") ?? 451));
        res.writeHead(204).end();
        return;
      }
      res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => this.http!.listen(port, "127.0.0.1", () => resolve()));
    this.httpPort = (this.http.address() as AddressInfo).port;
    return this.httpPort;
  }

  async close() {
    this.http?.close();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
