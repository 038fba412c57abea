import type { EmailMessage, SentEmail } from "../../mail/send-email";
import type { PipelineEnv } from "../pipeline";

/** What a worker needs: the pipeline's environment, a way to send, and the ledger's timings. */
export interface WorkerEnv extends PipelineEnv {
  sendEmail(message: EmailMessage): Promise<SentEmail>;
  leaseMs: number;
  maxAttempts: number;
  /** scheduled deliveries first attempted later than this after their slot are skipped */
  graceMs?: number;
  /** first retry delay; doubles per attempt, capped at 30 minutes, ±20% jitter */
  retryBaseMs: number;
  /** switch a briefing off after this many refusals in a row by its recipient's server; 0 = never (089) */
  bouncePauseAfter?: number;
}

export type Outcome = "sent" | "prepared" | "skipped" | "retry" | "failed" | "lost";
export interface DeliveryResult {
  outcome: Outcome;
  error?: string;
  messageId?: string;
}

export function backoffMs(attempt: number, baseMs: number, random = Math.random): number {
  const raw = Math.min(baseMs * 2 ** Math.max(0, attempt - 1), 30 * 60_000);
  return Math.round(raw * (0.8 + 0.4 * random()));
}
