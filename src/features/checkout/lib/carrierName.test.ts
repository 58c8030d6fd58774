import fs from 'node:fs';
import path from 'node:path';
import { createTranslator } from 'next-intl';
import { LOCALE_LABELS, type Locale } from '@/i18n/locales';
import { carrierName } from './carrierName';

const messages = (locale: Locale) => JSON.parse(fs.readFileSync(path.join(process.cwd(), 'locales', locale, 'checkout.json'), 'utf8'));
const translator = (locale: Locale) => createTranslator({ locale, messages: messages(locale) }) as unknown as Parameters<typeof carrierName>[0];

describe('carrierName (issue 17: carriers by name, our own under the storefront brand)', () => {
  it.each([
    ['cs', 'bookturn', 'Knihoběh'],
    ['cs', 'packeta', 'Zásilkovna'],
    ['de-AT', 'austrian-post', 'Österreichische Post'],
    ['fr-BE', 'austrian-post', 'Poste autrichienne'],
    ['en', 'dpd', 'DPD'],
  ] as const)('%s %s → %s', (locale, code, expected) => {
    expect(carrierName(translator(locale), code, locale)).toBe(expected);
  });

  it.each(LOCALE_LABELS)('%s names every seeded carrier, never by its code', (locale) => {
    for (const code of ['bookturn', 'packeta', 'austrian-post', 'dhl', 'dpd', 'gls']) {
      expect(carrierName(translator(locale), code, locale)).not.toBe(code);
    }
  });

  it('shows an unknown code as it is', () => {
    expect(carrierName(translator('cs'), 'pigeon-post', 'cs')).toBe('pigeon-post');
  });
});
