import type { Context, TypedResponse } from "hono";
import type { JSONParsed } from "hono/utils/types";

/** A JSON text that remembers the type of the value it encodes. */
export type SerialisedJson<T> = string & { readonly __json?: T };

/** Serialises a value once, for every request that shares it (a coalesced read, decision 105). */
export const serialiseJson = <T>(value: T): SerialisedJson<T> => JSON.stringify(value) as SerialisedJson<T>;

/**
 * Answers 200 with JSON serialised beforehand: what `c.json(value)` would answer, typed alike for the
 * RPC client (app/lib/api.ts), without serialising the same value again for each request.
 */
export function sharedJson<T>(
  c: Context,
  json: SerialisedJson<T>,
): Response & TypedResponse<JSONParsed<T>, 200, "json"> {
  const res: Response = c.body(json, 200, { "content-type": "application/json" });
  return res as Response & TypedResponse<JSONParsed<T>, 200, "json">;
}
