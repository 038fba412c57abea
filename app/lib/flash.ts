/**
 * A message for the next page: the single-page app sets it before loading a static page as a document
 * (e.g. "Account deleted" on /), and the static pages' island shows it as a toast (decision 036).
 */
const FLASH_KEY = "tidings-flash";

export interface Flash {
  title: string;
  description?: string;
}

export function setFlash(flash: Flash): void {
  try {
    sessionStorage.setItem(FLASH_KEY, JSON.stringify(flash));
  } catch {
    // storage disabled: the message is lost, nothing else is
  }
}

/** The pending message, removed as it is read. */
export function takeFlash(): Flash | null {
  try {
    const raw = sessionStorage.getItem(FLASH_KEY);
    sessionStorage.removeItem(FLASH_KEY);
    const v = raw ? (JSON.parse(raw) as Partial<Flash>) : null;
    return v && typeof v.title === "string"
      ? { title: v.title, description: typeof v.description === "string" ? v.description : undefined }
      : null;
  } catch {
    return null;
  }
}
