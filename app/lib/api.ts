import { hc } from "hono/client";
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

/** Reads a JSON response; throws ApiError with the server's message for non-2xx replies. */
export async function readJson<T>(
  res: Response | Promise<Response>,
  fallback = "Something went wrong. Please try again.",
): Promise<T> {
  let r: Response;
  try {
    r = await res;
  } catch {
    throw new ApiError("Network error: check your connection and try again.", 0, "network");
  }
  const body = (await r.json().catch(() => null)) as { error?: { message?: string; code?: string } } | null;
  if (!r.ok) throw new ApiError(body?.error?.message ?? fallback, r.status, body?.error?.code);
  return body as T;
}
