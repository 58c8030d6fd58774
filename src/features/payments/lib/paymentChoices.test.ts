import { LOCALE_LABELS } from '@/i18n/locales';
import { paymentChoices, retryMethods } from './paymentChoices';

const COD = { codAvailable: true, codFeeX100: 3900 };
const NO_COD = { codAvailable: false, codFeeX100: null };

describe('paymentChoices', () => {
  it('splits Comgate into card and bank button on a Comgate storefront', () => {
    expect(paymentChoices('cs', NO_COD).map((c) => c.method)).toEqual(['comgate-card', 'comgate-bank', 'bank-transfer']);
  });

  it('offers the Adyen drop-in on an Adyen storefront, never Comgate', () => {
    expect(paymentChoices('de-DE', NO_COD).map((c) => c.method)).toEqual(['adyen', 'bank-transfer']);
  });

  it('offers cash on delivery only when the shipping allows it, with its fee', () => {
    expect(paymentChoices('cs', COD)).toContainEqual({ method: 'cash-on-delivery', feeX100: 3900 });
    expect(paymentChoices('cs', { codAvailable: true, codFeeX100: 0 })).toContainEqual({ method: 'cash-on-delivery', feeX100: null });
    expect(paymentChoices('cs', null).map((c) => c.method)).not.toContain('cash-on-delivery');
  });

  it.each(LOCALE_LABELS)('%s: a retry offers exactly the non-COD methods', (locale) => {
    const methods = retryMethods(locale);
    expect(methods.length).toBeGreaterThan(0);
    expect(methods).not.toContain('cash-on-delivery');
    expect(methods).toContain('bank-transfer');
  });
});
