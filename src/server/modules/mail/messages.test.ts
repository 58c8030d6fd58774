import { LOCALE_LABELS } from '@/i18n/locales';
import { ORDER_MAIL_MESSAGES } from './messages';

const flat = (value: unknown): string[] => (typeof value === 'string' ? [value] : Object.values(value as object).flatMap(flat));

describe('order mail messages', () => {
  it.each(LOCALE_LABELS)('%s has every string filled and its placeholders', (locale) => {
    const t = ORDER_MAIL_MESSAGES[locale];
    for (const value of flat(t)) expect(value.trim()).not.toBe('');
    expect(t.subject).toContain('{number}');
    expect(t.greeting).toContain('{name}');
    expect(t.intro).toContain('{brand}');
    expect(t.team).toContain('{brand}');
  });

  it.each(LOCALE_LABELS.filter((l) => l !== 'en'))('%s is translated, not an English copy', (locale) => {
    const t = ORDER_MAIL_MESSAGES[locale];
    const en = ORDER_MAIL_MESSAGES.en;
    for (const key of ['subject', 'greeting', 'intro', 'total', 'orderLinkLabel', 'signoff'] as const) expect(t[key]).not.toBe(en[key]);
    expect(t.paymentMethods['bank-transfer']).not.toBe(en.paymentMethods['bank-transfer']);
    expect(t.shippingKinds.home).not.toBe(en.shippingKinds.home);
  });
});
