import type { Context } from "hono";
import { Hono } from "hono";
import { deleteCookie } from "hono/cookie";
import {
  changeEmailBody,
  messages,
  changePasswordBody,
  confirmEmailChangeBody,
  logInBody,
  requestPasswordResetBody,
  resetPasswordBody,
  resendVerificationBody,
  signUpBody,
  verifyEmailBody,
} from "../../common/accounts";
import type { AppContext } from "../context";
import { forgetCachedSessions, isAdminRole, requireUser, type SignedInEnv } from "../http/session";
import type { ApiErrorBody } from "../http/errors";
import { validate } from "../http/validate";
import { getAuth } from "./auth";
import { confirmEmailChange, requestEmailChange } from "./change-email";
import { changePassword } from "./change-password";
import { accountLaneAllows, rememberLoginPlace } from "./account-login-lane";
import { clientAddress, rateLimitSubject } from "./client-ip";
import { deleteAccount } from "./delete-account";
import { exportAccountData } from "./export-account-data";
import { logIn } from "./log-in";
import { rateLimit, trustedProxies } from "./rate-limit";
import { requestPasswordReset } from "./request-password-reset";
import { resetPassword } from "./reset-password";
import { signUp } from "./sign-up";
import { resendVerification, resendVerificationEmail } from "./resend-verification";
import { verifyEmail } from "./verify-email";

export const CLIENT_IP_HEADER = "x-tidings-client-ip";

/** The request's headers for better-auth, with our resolved client address (any client-sent value replaced). */
export function headersForAuth(ctx: AppContext, c: Context): Headers {
  const h = new Headers(c.req.raw.headers);
  h.set(CLIENT_IP_HEADER, clientAddress(c, trustedProxies(ctx)));
  return h;
}

const ok = { ok: true as const };

/**
 * /api/account/* — the account API (sign-up, log-in, verification, reset, email change, password
 * change, deletion). Handlers parse, call one use-case, respond. Log-out and the session lookup are
 * better-auth's own /api/auth/sign-out and /api/auth/get-session.
 */
export function accountRoutes(ctx: AppContext) {
  const signedIn = new Hono<SignedInEnv>()
    .use(requireUser(ctx))
    .get("/me", (c) => c.json({ user: c.var.user }))
    // all of a person's data as a JSON download (decision 088)
    .get("/export", async (c) => {
      const data = await exportAccountData(ctx, c.var.user.id);
      c.header(
        "content-disposition",
        `attachment; filename="tidings-export-${data.exported_at.slice(0, 10)}.json"`,
      );
      return c.json(data);
    })
    .post("/resend-verification", rateLimit(ctx, "verify"), async (c) =>
      c.json(await resendVerification(ctx, c.var.user.id)),
    )
    .post("/change-email", rateLimit(ctx, "verify"), validate("json", changeEmailBody), async (c) => {
      await requestEmailChange(ctx, c.var.user.id, c.req.valid("json"));
      return c.json(ok);
    })
    .post("/change-password", rateLimit(ctx, "login"), validate("json", changePasswordBody), async (c) => {
      await changePassword(ctx, { userId: c.var.user.id, sessionId: c.var.sessionId }, c.req.valid("json"));
      return c.json(ok);
    })
    .delete("/", async (c) => {
      await deleteAccount(ctx, c.var.user.id);
      const { authCookies } = await getAuth(ctx).$context;
      for (const cookie of [
        authCookies.sessionToken,
        authCookies.dontRememberToken,
        authCookies.sessionData,
      ]) {
        deleteCookie(c, cookie.name, {
          path: "/",
          secure: cookie.attributes.secure,
          httpOnly: true,
          sameSite: "Lax",
        });
      }
      return c.json(ok);
    });

  return (
    new Hono()
      // a password change or reset, an email change or a deletion may end sessions: no lookup outlives it
      .use(async (c, next) => {
        await next();
        if (c.req.method !== "GET") await forgetCachedSessions(ctx);
      })
      .post("/sign-up", rateLimit(ctx, "signup"), validate("json", signUpBody), async (c) => {
        await signUp(ctx, c.req.valid("json"));
        return c.json(ok);
      })
      .post("/log-in", rateLimit(ctx, "login"), validate("json", logInBody), async (c) => {
        const input = c.req.valid("json");
        // the account's own lane for addresses that never logged in to it (decision 079)
        const place = rateLimitSubject(clientAddress(c, trustedProxies(ctx)));
        const lane = await accountLaneAllows(ctx, input.email, place);
        if (!lane.allowed) {
          c.header("retry-after", String(lane.retryAfterSeconds));
          return c.json<ApiErrorBody>(
            { error: { message: messages.rateLimited(lane.retryAfterSeconds), code: "rate_limited" } },
            429,
          );
        }
        const { setCookies } = await logIn(ctx, input, headersForAuth(ctx, c));
        await rememberLoginPlace(ctx, input.email, place);
        for (const cookie of setCookies) c.header("set-cookie", cookie, { append: true });
        return c.json(ok);
      })
      .post(
        "/request-password-reset",
        rateLimit(ctx, "reset"),
        validate("json", requestPasswordResetBody),
        async (c) => {
          await requestPasswordReset(ctx, c.req.valid("json"));
          return c.json(ok);
        },
      )
      .post("/reset-password", rateLimit(ctx, "reset"), validate("json", resetPasswordBody), async (c) => {
        await resetPassword(ctx, c.req.valid("json"));
        return c.json(ok);
      })
      .post("/verify-email", rateLimit(ctx, "verify"), validate("json", verifyEmailBody), async (c) => {
        const r = await verifyEmail(ctx, c.req.valid("json"), {
          ipAddress: clientAddress(c, trustedProxies(ctx)),
          userAgent: c.req.header("user-agent") ?? "",
        });
        if (r.sessionCookie) c.header("set-cookie", r.sessionCookie, { append: true });
        return c.json({ email: r.email, alreadyVerified: r.alreadyVerified, signedIn: !!r.sessionCookie });
      })
      // the verify-your-email screen, before any session: once a minute per address (decision 095)
      .post(
        "/resend-verification-email",
        rateLimit(ctx, "verify"),
        validate("json", resendVerificationBody),
        async (c) => {
          await resendVerificationEmail(ctx, c.req.valid("json"));
          return c.json(ok);
        },
      )
      .post(
        "/confirm-email-change",
        rateLimit(ctx, "verify"),
        validate("json", confirmEmailChangeBody),
        async (c) => {
          return c.json(await confirmEmailChange(ctx, c.req.valid("json")));
        },
      )
      .route("/", signedIn)
  );
}

/**
 * /api/auth/* — better-auth's handler, limited to the endpoints we use. Everything else it offers
 * (its own change-password, reset, update-user, admin endpoints…) would bypass our rules, so it is a 404.
 */
const AUTH_HTTP_PATHS: Record<string, string[]> = {
  "/api/auth/get-session": ["GET"],
  "/api/auth/sign-out": ["POST"],
};

export function authHandler(ctx: AppContext) {
  return async (c: Context) => {
    const allowed = AUTH_HTTP_PATHS[c.req.path];
    if (!allowed?.includes(c.req.method)) {
      return c.json({ error: { message: "Not found", code: "not_found" } }, 404);
    }
    const req = new Request(c.req.raw, { headers: headersForAuth(ctx, c) });
    const res = await getAuth(ctx).handler(req);
    if (c.req.method !== "GET") await forgetCachedSessions(ctx); // sign-out
    if (c.req.path !== "/api/auth/get-session" || !res.ok) return res;
    // Give the page what it needs, never the session token itself (the cookie is HttpOnly for a reason).
    const body = (await res.json().catch(() => null)) as {
      user?: {
        id: string;
        email: string;
        emailVerified: boolean;
        role?: string | null;
        banned?: boolean | null;
      };
      session?: { expiresAt: string };
    } | null;
    const headers = new Headers(res.headers);
    headers.delete("content-length");
    const u = body?.user && !body.user.banned ? body.user : null;
    const out = u
      ? {
          user: {
            id: u.id,
            email: u.email,
            emailVerified: !!u.emailVerified,
            role: isAdminRole(u.role) ? "admin" : "user",
          },
          session: { expiresAt: body!.session!.expiresAt },
        }
      : null;
    return new Response(JSON.stringify(out), { status: 200, headers });
  };
}
