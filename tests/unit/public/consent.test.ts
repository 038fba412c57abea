import { describe, expect, it } from "vitest";
import {
  ALL_ACCEPTED,
  CONSENT_MAX_AGE_MS,
  CONSENT_STORAGE_KEY,
  isConsentValid,
  NECESSARY_ONLY,
  parseConsent,
  readConsent,
  saveConsent,
} from "../../../app/lib/consent";

const DAY = 24 * 60 * 60 * 1000;
const memory = () => {
  const m = new Map<string, string>();
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v), m };
};

describe("cookie consent", () => {
  it("is valid under 7 days and expired at exactly 7 days or older", () => {
    const now = Date.UTC(2026, 0, 10);
    const rec = (age: number) => ({ timestamp: now - age, preferences: ALL_ACCEPTED });
    expect(CONSENT_MAX_AGE_MS).toBe(7 * DAY);
    expect(isConsentValid(rec(0), now)).toBe(true);
    expect(isConsentValid(rec(7 * DAY - 1), now)).toBe(true);
    expect(isConsentValid(rec(7 * DAY), now)).toBe(false);
    expect(isConsentValid(rec(30 * DAY), now)).toBe(false);
    expect(isConsentValid(null, now)).toBe(false);
  });

  it("stores {timestamp, preferences} and reads it back until it expires", () => {
    const kv = memory();
    const t0 = 1_700_000_000_000;
    const saved = saveConsent({ preferences: false, analytics: true, marketing: false }, kv, t0);
    expect(JSON.parse(kv.m.get(CONSENT_STORAGE_KEY) ?? "")).toEqual(saved);
    expect(saved).toEqual({
      timestamp: t0,
      preferences: { necessary: true, preferences: false, analytics: true, marketing: false },
    });
    expect(readConsent(kv, t0 + 6 * DAY)).toEqual(saved);
    expect(readConsent(kv, t0 + 7 * DAY)).toBeNull();
  });

  it("necessary cannot be disabled, whatever is passed or stored", () => {
    const kv = memory();
    const saved = saveConsent({ ...NECESSARY_ONLY, necessary: false }, kv, 1);
    expect(saved.preferences.necessary).toBe(true);
    const parsed = parseConsent(
      JSON.stringify({ timestamp: 5, preferences: { necessary: false, analytics: true } }),
    );
    expect(parsed?.preferences).toEqual({
      necessary: true,
      preferences: false,
      analytics: true,
      marketing: false,
    });
  });

  it("treats malformed records as no consent", () => {
    for (const raw of ["", "nope", "null", "{}", '{"timestamp":"x","preferences":{}}', '{"timestamp":1}']) {
      expect(parseConsent(raw), raw).toBeNull();
    }
  });
});
