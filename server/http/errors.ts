import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { ZodError } from "zod";
import type { Logger } from "../log";

/** A problem with one field of the request, by its path ("name", "times.0"): forms show it there. */
export interface FieldIssue {
  path: string;
  message: string;
}

/** An error whose message is safe to show the user. Anything else becomes a generic 500. */
export class AppError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly code?: string,
    readonly issues?: FieldIssue[],
  ) {
    super(message);
  }
}

/** zod's issues as field issues (paths joined with dots). */
export const fieldIssues = (err: ZodError): FieldIssue[] =>
  err.issues.map((i) => ({ path: i.path.join("."), message: i.message }));

export const notFound = (message = "Not found") => new AppError(404, message, "not_found");
export const badRequest = (message: string, code = "bad_request") => new AppError(400, message, code);

/** The API's error body: { error: { message, code, issues? } }. */
export interface ApiErrorBody {
  error: { message: string; code: string; issues?: FieldIssue[] };
}

export function zodMessage(err: ZodError): string {
  const first = err.issues[0];
  if (!first) return "Invalid request";
  const where = first.path.length ? `${first.path.join(".")}: ` : "";
  return `${where}${first.message}`;
}

/**
 * PostgreSQL's answers to text it cannot take (a NUL byte, an invalid byte sequence): the request's
 * fault, whichever check let it through. Searched along the error's causes (Drizzle wraps the driver's).
 */
const BAD_TEXT_CODES = new Set(["22P05", "22021"]);
function databaseCode(err: unknown): string | undefined {
  for (let e = err, depth = 0; e instanceof Error && depth < 4; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * The one error handler: known errors keep their status and message; the rest are logged (by name and
 * code, and the route's pattern rather than its path, which may hold a token: decision 075) and hidden.
 */
export function errorHandler(log: Logger) {
  return (err: Error, c: Context) => {
    if (err instanceof AppError) {
      const error = { message: err.message, code: err.code ?? "error" };
      return c.json<ApiErrorBody>(
        { error: err.issues ? { ...error, issues: err.issues } : error },
        err.status,
      );
    }
    if (err instanceof ZodError) {
      return c.json<ApiErrorBody>(
        {
          error: {
            message: zodMessage(err),
            code: "invalid_request",
            issues: fieldIssues(err),
          },
        },
        400,
      );
    }
    if (err instanceof HTTPException) {
      const status = err.status;
      if (status >= 500) log.error("http exception", { status, err });
      return c.json<ApiErrorBody>(
        {
          error: {
            message: status >= 500 ? "Internal server error" : err.message || "Request failed",
            code: "http_error",
          },
        },
        status,
      );
    }
    const code = databaseCode(err);
    if (code && BAD_TEXT_CODES.has(code)) {
      return c.json<ApiErrorBody>(
        {
          error: { message: "The request contains characters that are not allowed.", code: "bad_characters" },
        },
        400,
      );
    }
    log.error("unhandled error", { method: c.req.method, route: c.req.routePath, err });
    return c.json<ApiErrorBody>(
      { error: { message: "Something went wrong on our side. Please try again.", code: "internal" } },
      500,
    );
  };
}
