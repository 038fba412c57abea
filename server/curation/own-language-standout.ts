import type { Entry } from "./pick-stories";

/**
 * A standard score of meaning among the items written in the reader's language, for a brief not in English:
 * an item whose meaning does not stand out among those by OWN_LANGUAGE_Z is close to the interest only as
 * its language is. English briefs, and items in other languages than the brief's, are not held to it.
 */
const OWN_LANGUAGE_Z = 1.5;
export function ownLanguageStandout(scored: Entry[], k: number, language: string): (x: Entry) => boolean {
  if (language === "en") return () => true;
  const zs = scored.filter((x) => x.r.f.language === language).map((x) => x.r.parts[k]![1]);
  if (zs.length < 3) return () => true;
  const mean = zs.reduce((a, b) => a + b, 0) / zs.length;
  const sd = Math.sqrt(zs.reduce((a, b) => a + (b - mean) ** 2, 0) / zs.length) || 1;
  return (x) => x.r.f.language !== language || (x.r.parts[k]![1] - mean) / sd >= OWN_LANGUAGE_Z;
}
