import { LOCALE_LABELS, LOCALES, type Locale } from '@/i18n/locales';
import { CREDIT_NOTE_MESSAGES } from './credit-note-messages';
import type { CreditNoteData } from './credit-note.types';
import { fill, formatMoney } from './format';
import { INVOICE_MESSAGES } from './messages';
import { renderCreditNotePdf } from './render-credit-note';
import { renderInvoicePdf } from './render-invoice';
import { SELLER } from './seller';
import { inspectPdf } from './testing/pdf-inspect';

function note(locale: Locale, overrides: Partial<CreditNoteData> = {}): CreditNoteData {
  return {
    locale, number: 'OD26000007', issueDate: new Date('2026-05-04T10:00:00Z'), invoiceNumber: 'BT26100042', orderNumber: 'BT26100042',
    currency: LOCALES[locale].currency, seller: SELLER,
    buyer: { name: 'Jana Nováková', email: 'jana@example.cz', address: { street: 'Řeznická 7', city: 'Třeboň', zip: '379 01', country: 'CZ' } },
    kind: 'cancel', method: 'provider',
    lines: [{ title: 'Žluťoučký kůň', amountX100: -24900 }, { title: 'Babička', amountX100: -9900 }],
    shippingX100: -7900, paymentFeeX100: 0, discountX100: 3000, walletX100: 1000, totalX100: -38700,
    ...overrides,
  };
}

describe('renderCreditNotePdf', () => {
  it('draws the Czech credit note: its number, the invoice it corrects, negative rows, the refunded total', async () => {
    const data = note('cs');
    expect(data.lines.reduce((s, l) => s + l.amountX100, 0) + data.shippingX100 + data.paymentFeeX100 + data.discountX100 + data.walletX100).toBe(data.totalX100);
    const seen = inspectPdf(await renderCreditNotePdf(data));
    const text = seen.textRuns.join('');
    expect(seen.pageCount).toBe(1);
    expect(text).toContain('Opravný daňový doklad OD26000007');
    expect(text).toContain('Opravuje fakturu BT26100042');
    expect(text).toContain('Důvod opravy: Zrušení objednávky');
    expect(text).toContain('Žluťoučký kůň');
    expect(text).toContain(formatMoney(-24900, 'CZK', 'cs'));
    expect(text).toContain(formatMoney(-7900, 'CZK', 'cs'));
    expect(text).toContain('Celkem vráceno');
    expect(text).toContain(formatMoney(-38700, 'CZK', 'cs'));
    expect(text).toContain('Vráceno původním způsobem platby.');
    expect(text).not.toContain(INVOICE_MESSAGES.cs.paymentFee);
  });

  it.each(LOCALE_LABELS)('labels the %s credit note in its language and currency', async (locale) => {
    const c = CREDIT_NOTE_MESSAGES[locale];
    const data = note(locale);
    const text = inspectPdf(await renderCreditNotePdf(data)).textRuns.join('');
    expect(text).toContain(`${c.title} ${data.number}`);
    expect(text).toContain(fill(c.corrects, { number: 'BT26100042' }));
    expect(text).toContain(c.total);
    expect(text).toContain(formatMoney(data.totalX100, LOCALES[locale].currency, locale));
  });

  it('shows a business buyer’s company and numbers, on the re-issued invoice too', async () => {
    const buyer = { name: 'Jana Nováková', email: 'jana@example.cz', address: null, company: { name: 'Knihy Nováková s.r.o.', companyId: '12345678', vatId: 'CZ12345678' } };
    const text = inspectPdf(await renderCreditNotePdf(note('cs', { buyer }))).textRuns.join('\n');
    expect(text).toContain('Knihy Nováková s.r.o.');
    expect(text).toContain('IČO: 12345678');
    expect(text).toContain('DIČ: CZ12345678');
    const invoice = inspectPdf(await renderInvoicePdf({
      locale: 'cs', number: 'BT26100042-2', replaces: 'BT26100042', issueDate: new Date('2026-05-04T10:00:00Z'), currency: 'CZK', seller: SELLER, buyer,
      lines: [{ title: 'Babička', priceX100: 9900 }], itemsX100: 9900, shippingX100: 0, paymentFeeX100: 0, discountX100: 0, walletX100: 0, totalX100: 9900,
    })).textRuns.join('\n');
    expect(invoice).toContain('Faktura BT26100042-2');
    expect(invoice).toContain('Nahrazuje fakturu BT26100042');
    expect(invoice).toContain('Knihy Nováková s.r.o.');
  });
});

describe('credit note messages', () => {
  it.each(LOCALE_LABELS)('%s has every label filled', (locale) => {
    const c = CREDIT_NOTE_MESSAGES[locale];
    expect(Object.keys(c).sort()).toEqual(Object.keys(CREDIT_NOTE_MESSAGES.cs).sort());
    expect(c.corrects).toContain('{number}');
    for (const value of [c.title, c.total, ...Object.values(c.reasons), ...Object.values(c.methods)]) expect(value.trim()).not.toBe('');
  });
});
