import { useSyncExternalStore } from "react";
import { type ConsentRecord, consentSnapshot, subscribeConsent } from "./consent";

/** The current valid consent, or null; `undefined` during prerender/hydration (unknown yet). */
export function useConsent(): ConsentRecord | null | undefined {
  return useSyncExternalStore(subscribeConsent, consentSnapshot, () => undefined);
}
