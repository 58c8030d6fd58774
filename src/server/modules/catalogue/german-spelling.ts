/**
 * German written without umlauts, as on a keyboard that has none: "koenigin" for "Königin",
 * "fruehling" for "Frühling", "aerger" for "Ärger". The search index holds unaccented words
 * ("konigin"), so such a query finds nothing; its folded form ("konigin") does. Applied only to a
 * text query that found nothing (listing.service.ts), so words that really hold these letters
 * ("Feuer", "Poesie", "Michael") are searched as typed. "que" (Spanish, French) is left alone.
 * Returns null when there is nothing to fold.
 */
export function foldGermanSpelling(q: string): string | null {
  const folded = q.replace(/([AaOo])e|(?<![Qq])([Uu])e/g, (_match, vowel?: string, u?: string) => (vowel ?? u)!);
  return folded === q ? null : folded;
}
