/** A search box's text as an ILIKE "contains" pattern, its own % and _ taken literally; null when empty. */
export function likePattern(q: string): string | null {
  const t = q.trim();
  if (!t) return null;
  return `%${t.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}
