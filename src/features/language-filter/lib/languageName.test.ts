import { languageName } from './languageName';

describe('languageName', () => {
  it('names languages in the storefront language, capitalized', () => {
    expect(languageName(1, 'cs', 'Jiný')).toBe('Čeština');
    expect(languageName(3, 'de-DE', 'Andere')).toBe('Englisch');
    expect(languageName(21, 'fr-BE', 'Autre')).toBe('Néerlandais');
    expect(languageName(32, 'es-ES', 'Otro')).toBe('Catalán');
  });

  it('uses the translated "other" label for MIS and unknown ids', () => {
    expect(languageName(18, 'cs', 'Jiný jazyk')).toBe('Jiný jazyk');
    expect(languageName(999, 'en', 'Other language')).toBe('Other language');
  });
});
