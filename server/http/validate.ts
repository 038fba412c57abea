import { zValidator } from "@hono/zod-validator";
import type { ValidationTargets } from "hono";
import type { ZodError, ZodType } from "zod";
import { AppError, fieldIssues, zodMessage } from "./errors";

/** Does any string (or key) inside a parsed JSON value contain a NUL? PostgreSQL cannot store one. */
export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (depth > 32 || value === null || typeof value !== "object") return false;
  if (Array.isArray(value)) return value.some((v) => containsNul(v, depth + 1));
  return Object.entries(value).some(([k, v]) => k.includes("\u0000") || containsNul(v, depth + 1));
}

/**
 * Request validation with zod that keeps Hono RPC types and answers 400 with the first problem
 * in words ("name: Too long") and every problem by field path, through the same error shape as the error handler. Before the schema,
 * one rule for every body and query: no NUL characters anywhere (decision 075), so no schema can forget it.
 */
export const validate = <T extends ZodType, Target extends keyof ValidationTargets>(
  target: Target,
  schema: T,
) =>
  zValidator(
    target,
    schema,
    (result) => {
      if (!result.success) {
        const error = result.error as unknown as ZodError;
        throw new AppError(400, zodMessage(error), "invalid_request", fieldIssues(error));
      }
    },
    {
      // the value as sent (keys the schema would strip included), before the schema sees it
      validationFunction: (s, value) => {
        if (containsNul(value)) {
          throw new AppError(400, "Text cannot contain NUL characters.", "invalid_request");
        }
        return s.safeParseAsync(value) as never;
      },
    },
  );
