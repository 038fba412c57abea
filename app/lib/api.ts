import { type ClientResponse, hc } from "hono/client";
import type { SuccessStatusCode } from "hono/utils/http-status";
// zod/mini: the same checks, tree-shaken to what this one schema uses (full zod is ~24 KB gz in the
// browser and every signed-in page loads this module; decision 104).
import * as z from "zod/mini";
import type { Api } from "../../server/http/api";

/** The typed API client (Hono RPC). Same origin, cookies included. */
export const api = hc<Api>("/api", { init: { credentials: "same-origin" } });

/** An API failure with the server's message (safe to show in a toast). */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
    /** Messages by field path ("name", "times.0"), for forms to show next to their fields. */
    readonly fieldErrors: Record<string, string> = {},
  ) {
    super(message);
  }
}

const errorBodySchema = z.object({
  error: z.object({
    message: z.optional(z.string()),
    code: z.optional(z.string()),
    issues: z.optional(z.array(z.object({ path: z.string(), message: z.string() }))),
    fieldErrors: z.optional(z.record(z.string(), z.union([z.string(), z.array(z.string())]))),
  }),
});

/**
 * The field messages of an error body, whichever of the server's two shapes carries them: zod
 * `issues` by path, or a use-case's `fieldErrors` map. The first message per path wins.
 */
function fieldErrorsOf(e: z.infer<typeof errorBodySchema>["error"]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const i of e.issues ?? []) if (i.path && !out[i.path]) out[i.path] = i.message;
  for (const [path, m] of Object.entries(e.fieldErrors ?? {})) {
    const message = Array.isArray(m) ? m[0] : m;
    if (message && !out[path]) out[path] = message;
  }
  return out;
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
  const body: unknown = await r.json().catch(() => null);
  if (!r.ok) {
    const parsed = errorBodySchema.safeParse(body);
    if (!parsed.success) throw new ApiError(fallback, r.status);
    const e = parsed.data.error;
    throw new ApiError(e.message ?? fallback, r.status, e.code, fieldErrorsOf(e));
  }
  return body as OkBody<R>;
}
