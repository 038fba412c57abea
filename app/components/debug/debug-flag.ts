export const DEBUG_FLAG_KEY = "tidings-debug";

/** Shown on localhost, or anywhere when localStorage "tidings-debug" is "1" (set it with ?debug=1). */
export function debugEnabled(): boolean {
  try {
    const q = new URLSearchParams(window.location.search).get("debug");
    if (q === "1" || q === "0") window.localStorage.setItem(DEBUG_FLAG_KEY, q);
    const flag = window.localStorage.getItem(DEBUG_FLAG_KEY);
    if (flag === "0") return false;
    return flag === "1" || ["localhost", "127.0.0.1", "[::1]"].includes(window.location.hostname);
  } catch {
    return false;
  }
}
