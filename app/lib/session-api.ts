/**
 * The session endpoints, framework-free: used by the single-page app's hooks (app/lib/session.ts) and
 * by the static pages' island (decision 036).
 */

/** The signed-in user as the server reports it (better-auth's session endpoint). */
export interface SessionUser {
  id: string;
  email: string;
  emailVerified: boolean;
  /** From the database, via the server; for display only (the server decides what an admin may do). */
  role?: "admin" | "user" | null;
  name?: string;
}

/** GET /api/auth/get-session: the user, or null when signed out (or the request failed). */
export async function fetchSession(): Promise<SessionUser | null> {
  const res = await fetch("/api/auth/get-session", { credentials: "same-origin" });
  if (!res.ok) return null;
  const body = (await res.json().catch(() => null)) as { user?: SessionUser } | null;
  return body?.user ?? null;
}

/** POST /api/auth/sign-out; never throws. */
export async function postSignOut(): Promise<void> {
  await fetch("/api/auth/sign-out", {
    method: "POST",
    credentials: "same-origin",
    headers: { "content-type": "application/json" },
    body: "{}",
  }).catch(() => {});
}
