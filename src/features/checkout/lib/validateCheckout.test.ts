import { initialCheckoutState, type CheckoutFormState } from './checkoutForm';
import { validateCheckout, type ValidationContext } from './validateCheckout';
import { pudoFixture, shippingOptionFixture } from '../testing/fixtures';

const filled = (overrides: Partial<CheckoutFormState> = {}): CheckoutFormState => ({
  ...initialCheckoutState('+420'),
  email: ' Jana@Example.CZ ', name: 'Jana Nováková', phone: '+420 603 123 456', acceptTerms: true, ...overrides,
});
const context = (overrides: Partial<ValidationContext> = {}): ValidationContext => ({
  country: 'CZ', option: shippingOptionFixture({ kind: 'home', code: 'ppl-home' }), paymentMethod: 'comgate-card',
  walletBalanceX100: null, regionCount: 0, expectedTotalX100: 37900, ...overrides,
});

describe('validateCheckout', () => {
  it('builds the API body with the contract’s normalisation', () => {
    const result = validateCheckout(filled({ street: 'Dlouhá 5', city: 'Praha', zip: '110 00' }), context());
    expect(result).toEqual({
      ok: true,
      body: {
        country: 'CZ', shipping: { method: 'ppl-home' }, payment: { method: 'comgate-card' },
        contact: { email: 'jana@example.cz', name: 'Jana Nováková', phone: '+420603123456' },
        address: { street: 'Dlouhá 5', city: 'Praha', zip: '110 00', country: 'CZ' },
        expectedTotalX100: 37900, acceptTerms: true,
      },
    });
  });

  it('sends the pick-up point and no address for a pick-up point delivery', () => {
    const result = validateCheckout(filled({ pudo: pudoFixture({ id: 'Z-7' }) }), context({ option: shippingOptionFixture() }));
    expect(result.ok && result.body.shipping).toEqual({ method: 'zasilkovna-point', pudoId: 'Z-7' });
    expect(result.ok && result.body.address).toBeUndefined();
  });

  it('marks every missing or malformed field, at its own place', () => {
    const result = validateCheckout(
      { ...initialCheckoutState('+420') },
      context({ option: shippingOptionFixture({ kind: 'home' }), regionCount: 3 }),
    );
    expect(result).toEqual({
      ok: false,
      errors: {
        email: 'errors.field.email', name: 'errors.field.name', phone: 'errors.field.phone',
        street: 'errors.field.street', city: 'errors.field.city', zip: 'errors.field.zip', region: 'errors.field.region',
        acceptTerms: 'errors.field.acceptTerms',
      },
    });
  });

  it('requires a pick-up point, a delivery and a payment method', () => {
    expect(validateCheckout(filled(), context({ option: shippingOptionFixture({ kind: 'branch' }) }))).toEqual({ ok: false, errors: { pudo: 'errors.field.pudo' } });
    expect(validateCheckout(filled(), context({ option: null, paymentMethod: null }))).toEqual({
      ok: false, errors: { shippingMethod: 'errors.field.shippingMethod', paymentMethod: 'errors.field.paymentMethod' },
    });
  });

  it('uses the wallet only when asked and there is a balance', () => {
    const pudo = { option: shippingOptionFixture(), walletBalanceX100: 5000 };
    const withWallet = validateCheckout(filled({ pudo: pudoFixture(), useWallet: true }), context(pudo));
    expect(withWallet.ok && withWallet.body.walletX100).toBe(5000);
    const without = validateCheckout(filled({ pudo: pudoFixture() }), context(pudo));
    expect(without.ok && without.body.walletX100).toBeUndefined();
  });
});
