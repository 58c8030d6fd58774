import { createTranslator } from 'next-intl';
import cs from '../../../../locales/cs/admin.json';
import en from '../../../../locales/en/admin.json';
import { codeLabel } from './codeLabel';

const orders = (messages: typeof cs) => createTranslator({ locale: 'cs', messages: { admin: messages }, namespace: 'admin.orders' });

describe('codeLabel', () => {
  it('names the codes the order desk shows, in Czech and English', () => {
    expect(codeLabel(orders(cs), 'shippingMethods', 'packeta-pudo')).toBe('Zásilkovna – výdejní místo');
    expect(codeLabel(orders(en as typeof cs), 'shippingMethods', 'bookturn-branch')).toBe('Pick-up at our shop');
    expect(codeLabel(orders(cs), 'carriers', 'austrian-post')).toBe('Rakouská pošta');
    expect(codeLabel(orders(cs), 'paymentRecordStates', 'paid')).toBe('zaplacená');
  });

  it('shows an unknown code as it is', () => {
    expect(codeLabel(orders(cs), 'carriers', 'pigeon-post')).toBe('pigeon-post');
  });

  it('has the same codes in both languages', () => {
    for (const group of ['shippingMethods', 'carriers', 'paymentRecordStates', 'paymentRecordMethods', 'paymentProviders'] as const) {
      expect(Object.keys(en.orders[group]).sort()).toEqual(Object.keys(cs.orders[group]).sort());
    }
  });
});
