import { DEFAULT_LOCALE, LOCALE_LABELS, type Locale } from '@/i18n/locales';

/**
 * Accept-Language → storefront locale. The storefront sends its exact label ("de-AT"); a browser
 * header ("de-DE,de;q=0.9") is matched by tag, then by language, else the default locale.
 */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale {
  if (!header) return DEFAULT_LOCALE;
  const tags = header
    .split(',')
    .map((part) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.trim().toLowerCase(), q: q ? Number(q.slice(2)) || 0 : 1 };
    })
    .filter((t) => t.tag)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of tags) {
    const exact = LOCALE_LABELS.find((l) => l.toLowerCase() === tag);
    if (exact) return exact;
  }
  for (const { tag } of tags) {
    const language = tag.split('-')[0];
    // "de" alone means Germany's German, not Austria's: prefer the label whose region is the language.
    const home = LOCALE_LABELS.find((l) => l.toLowerCase() === `${language}-${language}`);
    const any = LOCALE_LABELS.find((l) => l.toLowerCase().split('-')[0] === language);
    if (home ?? any) return (home ?? any)!;
  }
  return DEFAULT_LOCALE;
}
