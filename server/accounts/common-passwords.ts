import { dictionary } from "@zxcvbn-ts/language-common";

/**
 * The most common passwords (decision 025): the first 10,000 entries of zxcvbn's ranked list of
 * leaked passwords, compared case-insensitively. Only entries of at least the minimum length matter.
 */
const TOP = 10_000;
let set: Set<string> | undefined;

function commonSet(): Set<string> {
  if (!set) set = new Set(dictionary["passwords-common"].slice(0, TOP).map((p) => p.toLowerCase()));
  return set;
}

export function isCommonPassword(password: string): boolean {
  return commonSet().has(password.toLowerCase());
}
