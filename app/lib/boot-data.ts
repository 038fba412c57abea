import type { QueryClient } from "@tanstack/react-query";
import type { BriefingDto } from "../../common/briefings";
import type { SessionUser } from "./session-api";

/**
 * The signed-in person's first data, put into a signed-in screen's HTML by the server
 * (server/http/signed-in-page.ts, decision 108): the session's user and, on /dashboard and /manage, the
 * briefing list. Seeded into TanStack Query once, so those screens render with their content at once
 * instead of after two API round trips.
 */
interface BootData {
  user?: SessionUser;
  briefings?: BriefingDto[];
}

let used = false;

/** Reads and removes the boot element (once per page load); null when there is none or it is unreadable. */
function takeBootData(): BootData | null {
  if (used || typeof document === "undefined") return null;
  used = true;
  const el = document.getElementById("tidings-boot");
  if (!el) return null;
  el.remove();
  try {
    return JSON.parse(el.textContent ?? "") as BootData;
  } catch {
    return null; // the app asks the API as it would without it
  }
}

/** Puts the boot data into the query cache under the keys the screens read. */
export function seedBootData(
  qc: QueryClient,
  keys: { session: readonly unknown[]; briefings: readonly unknown[] },
) {
  const boot = takeBootData();
  if (!boot?.user) return;
  qc.setQueryData(keys.session, boot.user);
  if (boot.briefings) qc.setQueryData(keys.briefings, boot.briefings);
}
