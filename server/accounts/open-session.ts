import { serializeSigned } from "hono/utils/cookie";
import type { AppContext } from "../context";
import { getAuth } from "./auth";

/**
 * Opens a better-auth session for a person who proved they hold the address (the verification link,
 * decision 095) and returns its Set-Cookie header: the same row and the same signed cookie
 * (`<token>.<base64 HMAC-SHA256>`, better-auth's name and attributes) its own sign-in makes.
 */
export async function openSession(
  ctx: AppContext,
  userId: string,
  client: { ipAddress: string; userAgent: string },
): Promise<string> {
  const ac = await getAuth(ctx).$context;
  const session = await ac.internalAdapter.createSession(userId, false, client);
  const cookie = ac.authCookies.sessionToken;
  const a = cookie.attributes;
  return serializeSigned(cookie.name, session.token, ctx.config.AUTH_SECRET, {
    path: a.path ?? "/",
    httpOnly: true,
    secure: !!a.secure,
    sameSite: "Lax",
    maxAge: ac.sessionConfig.expiresIn,
  });
}
