import { localeFromAcceptLanguage } from './locale';

describe('localeFromAcceptLanguage', () => {
  it.each([
    [undefined, 'cs'],
    ['', 'cs'],
    ['cs', 'cs'],
    ['de-AT', 'de-AT'],
    ['DE-at', 'de-AT'],
    ['fr-BE,fr;q=0.9', 'fr-BE'],
    ['de', 'de-DE'],
    ['fr', 'fr-FR'],
    ['sk-SK', 'sk'],
    ['en-US,en;q=0.8', 'en'],
    ['pl,xx;q=0.1', 'cs'],
    ['nl;q=0.2, it-IT;q=0.9', 'it-IT'],
    ['*', 'cs'],
  ])('%s → %s', (header, expected) => {
    expect(localeFromAcceptLanguage(header)).toBe(expected);
  });
});
