import { LANGUAGE } from '@/contracts/languages';
import { languageName, languageTag } from './languageName';

describe('language names', () => {
  it('maps three-letter catalogue codes to BCP 47 tags', () => {
    expect(languageTag(LANGUAGE.czech)).toBe('cs');
    expect(languageTag(LANGUAGE.german)).toBe('de');
    expect(languageTag(LANGUAGE.dutch)).toBe('nl');
    expect(languageTag(18)).toBeNull(); // MIS, "other"
    expect(languageTag(999)).toBeNull();
  });

  it('names a language in the storefront’s own language', () => {
    expect(languageName(LANGUAGE.czech, 'cs')).toBe('čeština');
    expect(languageName(LANGUAGE.czech, 'de-DE')).toBe('Tschechisch');
    expect(languageName(LANGUAGE.dutch, 'fr-BE')).toBe('néerlandais');
    expect(languageName(18, 'cs')).toBeNull();
  });
});
