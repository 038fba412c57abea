import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { ZodError } from "zod";
import type { Logger } from "../log";

/** An error whose message is safe to show the user. Anything else becomes a generic 500. */
export class AppError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

export const notFound = (message = "Not found") => new AppError(404, message, "not_found");
export const badRequest = (message: string, code = "bad_request") => new AppError(400, message, code);

/** The API's error body: { error: { message, code, issues? } }. */
export interface ApiErrorBody {
  error: { message: string; code: string; issues?: { path: string; message: string }[] };
}

export function zodMessage(err: ZodError): string {
  const first = err.issues[0];
  if (!first) return "Invalid request";
  const where = first.path.length ? `${first.path.join(".")}: ` : "";
  return `${where}${first.message}`;
}

/** The one error handler: known errors keep their status and message; the rest are logged and hidden. */
export function errorHandler(log: Logger) {
  return (err: Error, c: Context) => {
    if (err instanceof AppError) {
      return c.json<ApiErrorBody>({ error: { message: err.message, code: err.code ?? "error" } }, err.status);
    }
    if (err instanceof ZodError) {
      return c.json<ApiErrorBody>(
        {
          error: {
            message: zodMessage(err),
            code: "invalid_request",
            issues: err.issues.map((i) => ({ path: i.path.join("."), message: i.message })),
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
    log.error("unhandled error", { method: c.req.method, path: c.req.path, err });
    return c.json<ApiErrorBody>(
      { error: { message: "Something went wrong on our side. Please try again.", code: "internal" } },
      500,
    );
  };
}
