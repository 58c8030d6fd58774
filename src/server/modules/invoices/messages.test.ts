import { LOCALE_LABELS } from '@/i18n/locales';
import { INVOICE_MESSAGES } from './messages';

describe('invoice messages', () => {
  it.each(LOCALE_LABELS.filter((l) => l !== 'en'))('%s is translated, not an English copy', (locale) => {
    const t = INVOICE_MESSAGES[locale];
    const en = INVOICE_MESSAGES.en;
    for (const key of ['title', 'buyer', 'total', 'marginScheme', 'thanks'] as const) expect(t[key]).not.toBe(en[key]);
  });

  it.each(LOCALE_LABELS)('%s has every label filled and the page placeholders', (locale) => {
    const t = INVOICE_MESSAGES[locale];
    expect(Object.keys(t).sort()).toEqual(Object.keys(INVOICE_MESSAGES.cs).sort());
    for (const value of Object.values(t)) expect(value.trim()).not.toBe('');
    expect(t.pageOf).toContain('{page}');
    expect(t.pageOf).toContain('{pages}');
  });
});
