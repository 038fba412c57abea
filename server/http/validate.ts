import { zValidator } from "@hono/zod-validator";
import type { ValidationTargets } from "hono";
import type { ZodType } from "zod";
import { AppError, zodMessage } from "./errors";

/**
 * Request validation with zod that keeps Hono RPC types and answers 400 with the first problem
 * in words ("name: Too long"), through the same error shape as the error handler.
 */
export const validate = <T extends ZodType, Target extends keyof ValidationTargets>(
  target: Target,
  schema: T,
) =>
  zValidator(target, schema, (result) => {
    if (!result.success) {
      throw new AppError(400, zodMessage(result.error as never), "invalid_request");
    }
  });
