import { LOCALE_LABELS, LOCALES, type Locale } from '@/i18n/locales';
import { formatMoney } from '../invoices/format';
import { ORDER_MAIL_MESSAGES } from './messages';
import { renderOrderConfirmation, type OrderMailView } from './order-confirmation.template';

const view = (locale: Locale, overrides: Partial<OrderMailView> = {}): OrderMailView => ({
  locale,
  brand: 'Bookturn',
  number: 'BT26100077',
  name: 'Ondřej Čermák',
  currency: LOCALES[locale].currency,
  lines: [{ title: 'Saturnin', priceX100: 25000 }],
  itemsX100: 25000,
  shippingX100: 0,
  paymentFeeX100: 3000,
  discountX100: 0,
  walletX100: 2000,
  totalX100: 26000,
  paid: false,
  shipping: { code: 'bookturn-branch', kind: 'branch', carrier: 'bookturn', pudoLabel: null },
  paymentMethod: 'cash-on-delivery',
  address: null,
  orderUrl: 'https://example.cz/pay/abc',
  ...overrides,
});

describe('renderOrderConfirmation', () => {
  it.each(LOCALE_LABELS)('%s: an order paid already says what was paid, one not yet paid what is due', (locale) => {
    const t = ORDER_MAIL_MESSAGES[locale];
    const money = formatMoney(26000, LOCALES[locale].currency, locale);
    const paid = renderOrderConfirmation(view(locale, { paid: true, paymentMethod: 'comgate-card' }));
    const due = renderOrderConfirmation(view(locale, { paid: false, paymentMethod: 'bank-transfer' }));
    expect(paid.text).toContain(`${t.totalPaid}: ${money}`);
    expect(paid.text).not.toContain(`${t.total}:`);
    expect(paid.html).toContain(t.totalPaid);
    expect(due.text).toContain(`${t.total}: ${money}`);
    expect(t.totalPaid).not.toBe(t.total);
  });

  it.each(LOCALE_LABELS)('%s: subject with the number, greeting, totals and link in that language', (locale) => {
    const t = ORDER_MAIL_MESSAGES[locale];
    const mail = renderOrderConfirmation(view(locale));
    expect(mail.subject).toContain('BT26100077');
    expect(mail.subject).toBe(t.subject.replace('{number}', 'BT26100077'));
    expect(mail.html).toContain(`lang="${LOCALES[locale].hreflang}"`);
    for (const body of [mail.html, mail.text]) {
      expect(body).toContain(t.greeting.replace('{name}', 'Ondřej Čermák'));
      expect(body).toContain(t.paymentMethods['cash-on-delivery']);
      // Our own branch: the kind alone, no carrier name.
      expect(body).toContain(t.shippingKinds.branch);
      expect(body).not.toContain('bookturn');
    }
    const currency = LOCALES[locale].currency;
    expect(mail.text).toContain(`${t.total}: ${formatMoney(26000, currency, locale)}`);
    expect(mail.text).toContain(`${t.paymentFee}: ${formatMoney(3000, currency, locale)}`);
    expect(mail.text).toContain(`${t.wallet}: ${formatMoney(-2000, currency, locale)}`);
    expect(mail.text).not.toContain(t.discount);
    expect(mail.html).toContain('href="https://example.cz/pay/abc"');
  });

  it('gives every language its own subject (Austrian and Belgian share their neighbours\')', () => {
    const subjects = new Set(LOCALE_LABELS.map((l) => renderOrderConfirmation(view(l)).subject));
    expect(subjects.size).toBe(LOCALE_LABELS.length - 2);
  });

  it('never turns a non-http link into an href', () => {
    const mail = renderOrderConfirmation(view('en', { orderUrl: 'javascript:alert(1)' }));
    expect(mail.html).not.toContain('javascript:');
    expect(mail.html).not.toContain('<a ');
  });
});
