/**
 * Who practises a field, as its stories name them: "Physicists trap antimatter atoms", "psychologists
 * say…". A field's own word is rare in its news, and the practitioner is the word the reports use. Read
 * off the field's English ending (-ics, -ology, -istry, -onomy); undefined for any other word. A form that
 * is no word ("physicician") is never written, so it never counts (decision 254).
 */
export function practitionersOf(w: string): string[] | undefined {
  const plural = (forms: string[]) => forms.flatMap((f) => [f, `${f}s`]);
  if (/^[a-z]{3,}ics$/.test(w)) {
    const root = w.slice(0, -3);
    // "-ician" after a t only: "mathematician", "statistician", "politician", never physics' "physician"
    return plural([`${root}icist`, `${root}ist`, ...(root.endsWith("t") ? [`${root}ician`] : [])]);
  }
  if (/^[a-z]{2,}ology$/.test(w)) return plural([`${w.slice(0, -1)}ist`]);
  if (/^[a-z]{2,}istry$/.test(w)) return plural([w.slice(0, -2)]);
  if (/^[a-z]{2,}onomy$/.test(w)) return plural([`${w.slice(0, -1)}er`, `${w.slice(0, -1)}ist`]);
  return undefined;
}
