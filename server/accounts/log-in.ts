import { APIError } from "better-auth/api";
import { messages } from "../../common/accounts";
import type { AppContext } from "../context";
import { AppError } from "../http/errors";
import { getAuth } from "./auth";

/** Checks the password and opens a session. Returns the Set-Cookie headers to pass on. */
export async function logIn(
  ctx: AppContext,
  input: { email: string; password: string; rememberMe?: boolean },
  headers: Headers,
): Promise<{ setCookies: string[] }> {
  const auth = getAuth(ctx);
  try {
    const res = await auth.api.signInEmail({
      body: { email: input.email, password: input.password, rememberMe: input.rememberMe ?? true },
      headers,
      returnHeaders: true,
    });
    return { setCookies: res.headers.getSetCookie() };
  } catch (err) {
    if (err instanceof APIError && err.statusCode < 500) {
      if (err.statusCode === 401) throw new AppError(401, messages.invalidCredentials, "invalid_credentials");
      throw new AppError(err.statusCode === 403 ? 403 : 400, err.message, "log_in_failed");
    }
    throw err;
  }
}
