/** A string as a regular expression that matches it literally (`RegExp.escape` arrives only in Node 24). */
export const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
