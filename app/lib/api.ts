import { type ClientResponse, hc } from "hono/client";
import type { SuccessStatusCode } from "hono/utils/http-status";
import type { Api } from "../../server/http/api";

/** The typed API client (Hono RPC). Same origin, cookies included. */
export const api = hc<Api>("/api", { init: { credentials: "same-origin" } });

/** An API failure with the server's message (safe to show in a toast). */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
  ) {
    super(message);
  }
}

/** The body of a typed client response's success statuses: what the server's handler returns. */
export type OkBody<R> =
  R extends ClientResponse<infer T, infer S, "json"> ? (S extends SuccessStatusCode ? T : never) : never;

/**
 * Reads a typed client response; its type is inferred from the server's handler (Hono RPC), never
 * written by hand here. Throws ApiError with the server's message for non-2xx replies.
 */
export async function readJson<R extends ClientResponse<unknown, number, "json">>(
  res: R | Promise<R>,
  fallback = "Something went wrong. Please try again.",
): Promise<OkBody<R>> {
  let r: R;
  try {
    r = await res;
  } catch {
    throw new ApiError("Network error: check your connection and try again.", 0, "network");
  }
  const body = (await r.json().catch(() => null)) as { error?: { message?: string; code?: string } } | null;
  if (!r.ok) throw new ApiError(body?.error?.message ?? fallback, r.status, body?.error?.code);
  return body as OkBody<R>;
}
