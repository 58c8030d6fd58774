import { LOCALE_LABELS, LOCALES, type Locale } from '@/i18n/locales';
import { renderInvoicePdf } from './render-invoice';
import { SELLER } from './seller';
import { INVOICE_MESSAGES } from './messages';
import { fill, formatMoney } from './format';
import type { InvoiceData } from './invoice.types';
import { inspectPdf } from './testing/pdf-inspect';

const CZECH = 'Žluťoučký kůň úpěl ďábelské ódy';

function invoice(locale: Locale, overrides: Partial<InvoiceData> = {}): InvoiceData {
  const currency = LOCALES[locale].currency;
  return {
    locale,
    number: 'BT26100042',
    issueDate: new Date('2026-03-14T10:00:00Z'),
    currency,
    seller: SELLER,
    buyer: { name: CZECH, email: 'kun@example.cz', address: { street: 'Řeznická 7', city: 'Třeboň', zip: '379 01', country: 'CZ' } },
    lines: [{ title: CZECH, priceX100: 24900 }, { title: 'Babička', priceX100: 9900 }],
    itemsX100: 34800,
    shippingX100: 7900,
    paymentFeeX100: 2500,
    discountX100: 3000,
    walletX100: 1000,
    totalX100: 41200,
    ...overrides,
  };
}

describe('renderInvoicePdf', () => {
  it('renders Czech letters with the embedded DejaVu font on one page', async () => {
    const pdf = await renderInvoicePdf(invoice('cs'));
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.subarray(-8).toString('latin1')).toContain('%%EOF');

    const seen = inspectPdf(pdf);
    expect(seen.pageCount).toBe(1);
    // Subsets of both faces are embedded (pdfkit prefixes the subset's name with six capitals).
    expect(seen.embeddedFonts).toEqual(expect.arrayContaining([expect.stringMatching(/^[A-Z]{6}\+DejaVuSans$/), expect.stringMatching(/^[A-Z]{6}\+DejaVuSans-Bold$/)]));
    const runs = seen.textRuns;
    const text = runs.join('');
    // Buyer name and the first line's title: the sentence survives glyph subsetting letter for letter.
    expect(runs.filter((r) => r === CZECH)).toHaveLength(2);
    expect(text).toContain('Řeznická 7');
    expect(text).toContain('Faktura BT26100042');
    expect(text).toContain('Celkem k úhradě');
    expect(text).toContain(formatMoney(41200, 'CZK', 'cs'));
    expect(text).toContain(formatMoney(-3000, 'CZK', 'cs'));
    expect(text).toContain('IČO: 09876543');
    expect(text).toContain('Strana 1 z 1');
  });

  it.each(LOCALE_LABELS)('labels the %s invoice in its language and currency', async (locale) => {
    const t = INVOICE_MESSAGES[locale];
    const data = invoice(locale);
    const text = inspectPdf(await renderInvoicePdf(data)).textRuns.join('');
    expect(text).toContain(`${t.title} ${data.number}`);
    expect(text).toContain(t.total);
    expect(text).toContain(t.marginScheme);
    expect(text).toContain(formatMoney(data.totalX100, LOCALES[locale].currency, locale));
  });

  it('keeps the text layer right in later documents of the same process', async () => {
    // Regression: fontkit's glyph cache once gave letters first met as parts of accented letters
    // (the "c" of "č") an empty ToUnicode entry in every later document.
    await renderInvoicePdf(invoice('cs'));
    const runs = inspectPdf(await renderInvoicePdf(invoice('fr-FR', { buyer: { name: 'Cécile Crémieux', email: 'c@example.fr', address: null } }))).textRuns;
    expect(runs).toContain('Facture BT26100042');
    expect(runs).toContain('Cécile Crémieux');
  });

  it('leaves out a payment fee, discount and wallet that are zero', async () => {
    const t = INVOICE_MESSAGES.en;
    const text = inspectPdf(await renderInvoicePdf(invoice('en', { paymentFeeX100: 0, discountX100: 0, walletX100: 0, totalX100: 42700 }))).textRuns.join('\n');
    expect(text).toContain(t.shipping);
    expect(text).not.toContain(t.paymentFee);
    expect(text).not.toContain(t.discount);
    expect(text).not.toContain(t.wallet);
  });

  it('flows a long order over several numbered pages', async () => {
    const lines = Array.from({ length: 90 }, (_, i) => ({ title: `${CZECH} ${i + 1}`, priceX100: 100 }));
    const seen = inspectPdf(await renderInvoicePdf(invoice('cs', { lines, itemsX100: 9000 })));
    expect(seen.pageCount).toBeGreaterThan(1);
    expect(seen.textRuns).toContain(fill(INVOICE_MESSAGES.cs.pageOf, { page: seen.pageCount, pages: seen.pageCount }));
    expect(seen.textRuns).toContain(`${CZECH} 90`);
  });
});
