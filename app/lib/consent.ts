/**
 * Cookie consent (spec §3, §4, §9): a stored record {timestamp, preferences}, valid for under 7 days.
 * Necessary is always true and cannot be disabled. Pure helpers take storage and clock as arguments
 * so they are unit-tested without a browser. Framework-free: the SPA (app/lib/use-consent.ts) and the
 * static pages' island (app/island/main.ts) both use it.
 */
export const CONSENT_STORAGE_KEY = "cookie-consent";
export const CONSENT_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
/** Dispatched on window by the footer's Cookie Settings button (app/components/layout/site-footer.tsx). */
export const OPEN_COOKIE_SETTINGS_EVENT = "tidings:open-cookie-settings";
const CHANGE_EVENT = "tidings:consent-changed";

export interface CookiePreferences {
  necessary: true;
  preferences: boolean;
  analytics: boolean;
  marketing: boolean;
}

export interface ConsentRecord {
  timestamp: number;
  preferences: CookiePreferences;
}

export type OptionalCategory = Exclude<keyof CookiePreferences, "necessary">;

export const ALL_ACCEPTED: CookiePreferences = {
  necessary: true,
  preferences: true,
  analytics: true,
  marketing: true,
};
export const NECESSARY_ONLY: CookiePreferences = {
  necessary: true,
  preferences: false,
  analytics: false,
  marketing: false,
};

type KV = Pick<Storage, "getItem" | "setItem">;

function storage(): KV | null {
  try {
    return typeof window !== "undefined" ? window.localStorage : null;
  } catch {
    return null; // storage disabled: behave as "no consent stored"
  }
}

/** Valid means: well-formed, and younger than 7 days (a record exactly 7 days old has expired). */
export function isConsentValid(record: ConsentRecord | null, now: number): record is ConsentRecord {
  if (!record) return false;
  const age = now - record.timestamp;
  return age >= 0 && age < CONSENT_MAX_AGE_MS;
}

export function parseConsent(raw: string | null): ConsentRecord | null {
  if (!raw) return null;
  try {
    const v = JSON.parse(raw) as Partial<ConsentRecord> | null;
    const p = v?.preferences as Partial<CookiePreferences> | undefined;
    if (!v || typeof v.timestamp !== "number" || !Number.isFinite(v.timestamp) || !p) return null;
    return {
      timestamp: v.timestamp,
      preferences: {
        necessary: true,
        preferences: p.preferences === true,
        analytics: p.analytics === true,
        marketing: p.marketing === true,
      },
    };
  } catch {
    return null;
  }
}

/** The stored consent if it is still valid, else null (the modal must be shown). */
export function readConsent(kv: KV | null = storage(), now = Date.now()): ConsentRecord | null {
  const rec = parseConsent(kv?.getItem(CONSENT_STORAGE_KEY) ?? null);
  return isConsentValid(rec, now) ? rec : null;
}

export function saveConsent(
  prefs: Omit<CookiePreferences, "necessary"> & { necessary?: boolean },
  kv: KV | null = storage(),
  now = Date.now(),
): ConsentRecord {
  // Necessary cookies cannot be disabled, whatever the caller passes.
  const record: ConsentRecord = {
    timestamp: now,
    preferences: {
      necessary: true,
      preferences: !!prefs.preferences,
      analytics: !!prefs.analytics,
      marketing: !!prefs.marketing,
    },
  };
  try {
    kv?.setItem(CONSENT_STORAGE_KEY, JSON.stringify(record));
  } catch {
    // storage full or disabled: the choice holds for this page view only
  }
  memo = undefined;
  if (typeof window !== "undefined") window.dispatchEvent(new Event(CHANGE_EVENT));
  return record;
}

export function hasConsent(category: OptionalCategory, now = Date.now()): boolean {
  return readConsent(storage(), now)?.preferences[category] === true;
}

export function openCookieSettings(): void {
  window.dispatchEvent(new Event(OPEN_COOKIE_SETTINGS_EVENT));
}

/** Calls `cb` whenever the stored consent changes (this tab or another). Returns the unsubscribe. */
export function subscribeConsent(cb: () => void): () => void {
  const onStorage = (e: StorageEvent) => {
    if (e.key === CONSENT_STORAGE_KEY) cb();
  };
  window.addEventListener(CHANGE_EVENT, cb);
  window.addEventListener("storage", onStorage);
  return () => {
    window.removeEventListener(CHANGE_EVENT, cb);
    window.removeEventListener("storage", onStorage);
  };
}

let memo: { raw: string | null; value: ConsentRecord | null } | undefined;

/** The current valid consent, memoised on the stored string (a stable value for React's external store). */
export function consentSnapshot(): ConsentRecord | null {
  const raw = storage()?.getItem(CONSENT_STORAGE_KEY) ?? null;
  if (!memo || memo.raw !== raw) memo = { raw, value: readConsent() };
  return memo.value;
}
