import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { fetchSession, postSignOut, type SessionUser } from "./session-api";

export type { SessionUser } from "./session-api";

export interface SessionState {
  user: SessionUser | null;
  /** True until the first session lookup has answered. */
  loading: boolean;
  signOut(): Promise<void>;
}

export const sessionQueryKey = ["session"] as const;

/**
 * Set while a deliberate sign-out (or account deletion) is under way, so the signed-in guard does not
 * send the person to /login before the caller's own navigation (to /) happens.
 */
export const sessionFlags = { leaving: false };
export function markLeaving() {
  sessionFlags.leaving = true;
  setTimeout(() => {
    sessionFlags.leaving = false;
  }, 2000);
}

/** Re-reads the session from the server (after log-in, email change…); resolves to the user or null. */
export function useRefreshSession(): () => Promise<SessionUser | null> {
  const qc = useQueryClient();
  return useCallback(async () => {
    // a lookup already in flight may predate the change: drop it and ask again
    await qc.cancelQueries({ queryKey: sessionQueryKey });
    return qc.fetchQuery({ queryKey: sessionQueryKey, queryFn: fetchSession, staleTime: 0 });
  }, [qc]);
}

export function useSession(): SessionState {
  const qc = useQueryClient();
  const q = useQuery({ queryKey: sessionQueryKey, queryFn: fetchSession, staleTime: 60_000 });
  const signOut = useCallback(async () => {
    await postSignOut();
    markLeaving();
    qc.setQueryData(sessionQueryKey, null);
    qc.removeQueries({ predicate: (query) => query.queryKey[0] !== "session" });
  }, [qc]);
  return { user: q.data ?? null, loading: q.isPending, signOut };
}
