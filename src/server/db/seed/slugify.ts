/**
 * Lowercase ASCII slug: "Dětské knihy" → "detske-knihy". German expands umlauts the way
 * German URLs do ("Bücher" → "buecher"); every other language just drops the accents
 * (Slovak "pamäť" → "pamat").
 */
export function slugify(text: string, options: { germanUmlauts?: boolean } = {}): string {
  let s = text;
  if (options.germanUmlauts) {
    s = s.replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue')
      .replace(/Ä/g, 'Ae').replace(/Ö/g, 'Oe').replace(/Ü/g, 'Ue');
  }
  return s
    .replace(/ß/g, 'ss').replace(/[Ææ]/g, 'ae').replace(/[Œœ]/g, 'oe').replace(/[Øø]/g, 'o')
    .replace(/[Łł]/g, 'l').replace(/[Đđ]/g, 'd')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
