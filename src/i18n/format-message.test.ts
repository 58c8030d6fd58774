import compile from 'icu-minify/compile';
import formatOnly from 'use-intl/format-message/format-only';
import { _createCache, _createIntlFormatters } from 'use-intl/core';
import { LOCALE_LABELS } from './locales';
import formatMessage from './format-message';

type Message = Parameters<typeof formatOnly>[1];

/** What use-intl's provider hands the formatter for one request: its own cache and formatters. */
function requestOptions(locale: string) {
  const cache = _createCache();
  return { cache, formatters: _createIntlFormatters(cache), locale, timeZone: 'Europe/Prague' };
}

const MESSAGES: Array<[string, Record<string, string | number>]> = [
  ['{count, plural, one {# kniha přidána dnes} few {# knihy přidány dnes} other {# knih přidáno dnes}}', { count: 1234 }],
  ['{count, plural, =0 {žádný výtisk} one {# výtisk} other {# výtisků}}', { count: 0 }],
  ['{count, plural, one {# Buch} other {# Bücher}}', { count: 2 }],
  ['Preis: {price, number}', { price: 1234.5 }],
  // After a cardinal plural in the same locale: an ordinal must not get the cardinal rules.
  ['{n, plural, one {# book} other {# books}}', { n: 2 }],
  ['{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} place', { n: 2 }],
  ['{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} place', { n: 3 }],
  ['{kind, select, post {per Post} other {mit Kurier}}', { kind: 'post' }],
];

describe('formatMessage (format-only with Intl formatters kept per process)', () => {
  it.each(['cs', 'de-AT', 'fr-BE', 'en'])('%s: formats every message as format-only does with the request’s own formatters', (locale) => {
    for (const [source, values] of MESSAGES) {
      const message = compile(source) as unknown as Message;
      expect(formatMessage('k', message, values, requestOptions(locale))).toBe(formatOnly('k', message, values, requestOptions(locale)));
    }
  });

  it('never asks the request’s formatters: plurals and numbers come from the process’s', () => {
    const options = requestOptions('cs');
    const plural = jest.spyOn(options.formatters, 'getPluralRules');
    const number = jest.spyOn(options.formatters, 'getNumberFormat');
    formatMessage('k', compile(MESSAGES[0][0]) as unknown as Message, { count: 3 }, options);
    formatMessage('k', compile(MESSAGES[3][0]) as unknown as Message, { price: 3 }, options);
    expect(plural).not.toHaveBeenCalled();
    expect(number).not.toHaveBeenCalled();
  });

  it('tells cardinal from ordinal plurals (the rules are kept per locale and type)', () => {
    const ordinal = compile('{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}') as unknown as Message;
    formatMessage('k', compile('{n, plural, one {# book} other {# books}}') as unknown as Message, { n: 2 }, requestOptions('en'));
    expect([1, 2, 3, 4].map((n) => formatMessage('k', ordinal, { n }, requestOptions('en')))).toEqual(['1st', '2nd', '3rd', '4th']);
  });

  it('keeps format-only’s contract: a plain string passes through, `raw` stays off', () => {
    expect(formatMessage('k', 'Košík' as Message, undefined, requestOptions('cs'))).toBe('Košík');
    expect(formatMessage.raw).toBe(formatOnly.raw);
  });

  it('formats `#` and `{n, number}` as format-only does in every storefront locale', () => {
    const numbers = [0, 1, 2, 5, 21, 299, 999, 1000, 1234, 10_000, 1_234_567, 12.5, 0.25, -3, -1000];
    const plural = compile('{n, plural, one {# a} other {# b}}') as unknown as Message;
    const number = compile('{n, number}') as unknown as Message;
    for (const locale of LOCALE_LABELS) {
      const options = requestOptions(locale);
      const ours = numbers.flatMap((n) => [formatMessage('k', plural, { n }, options), formatMessage('k', number, { n }, options)]);
      const intl = numbers.flatMap((n) => [formatOnly('k', plural, { n }, options), formatOnly('k', number, { n }, options)]);
      expect(ours).toEqual(intl);
    }
  });
});
