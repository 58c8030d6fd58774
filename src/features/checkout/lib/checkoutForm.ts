import type { CheckoutChoices, CheckoutPaymentMethod, PudoLocation, ShippingKind, ShippingOption } from '@/contracts/checkout';

/** Everything the shopper types or picks; derived values (defaults, availability) are computed, not stored. */
export interface CheckoutFormState {
  email: string;
  name: string;
  phone: string;
  /** '' until the shopper picks one: the storefront's country (or the first offered) is used. */
  country: string;
  shippingMethod: string | null;
  pudo: PudoLocation | null;
  street: string;
  city: string;
  zip: string;
  region: string;
  /** null: the first method offered is used. */
  paymentMethod: CheckoutPaymentMethod | null;
  /** A voucher the API accepted; part of the price, so part of the quote. */
  voucherCode: string | null;
  useWallet: boolean;
  acceptTerms: boolean;
}

export type TextFieldName = 'email' | 'name' | 'phone' | 'street' | 'city' | 'zip' | 'region';

export type CheckoutAction =
  | { type: 'text'; field: TextFieldName; value: string }
  | { type: 'country'; country: string }
  | { type: 'shipping'; method: string }
  | { type: 'pudo'; pudo: PudoLocation | null }
  | { type: 'payment'; method: CheckoutPaymentMethod }
  | { type: 'voucher'; code: string | null }
  | { type: 'wallet'; use: boolean }
  | { type: 'terms'; accepted: boolean };

export function initialCheckoutState(phonePrefix: string): CheckoutFormState {
  return {
    // The prefix and a space, so the shopper types only their own number.
    email: '', name: '', phone: `${phonePrefix} `,
    country: '', shippingMethod: null, pudo: null,
    street: '', city: '', zip: '', region: '',
    paymentMethod: null, voucherCode: null, useWallet: false, acceptTerms: false,
  };
}

export function checkoutReducer(state: CheckoutFormState, action: CheckoutAction): CheckoutFormState {
  switch (action.type) {
    case 'text':
      return { ...state, [action.field]: action.value };
    case 'country':
      // Methods, pick-up points and regions are per country: the old choices no longer apply.
      return action.country === state.country ? state : { ...state, country: action.country, shippingMethod: null, pudo: null, region: '' };
    case 'shipping':
      return action.method === state.shippingMethod ? state : { ...state, shippingMethod: action.method, pudo: null };
    case 'pudo':
      return { ...state, pudo: action.pudo };
    case 'payment':
      return { ...state, paymentMethod: action.method };
    case 'voucher':
      return { ...state, voucherCode: action.code };
    case 'wallet':
      return { ...state, useWallet: action.use };
    case 'terms':
      return { ...state, acceptTerms: action.accepted };
  }
}

/** Kinds that deliver to a point the shopper picks (carrier's pick-up point, our branch). */
export const needsPickupPoint = (kind: ShippingKind | undefined): boolean => kind === 'pudo' || kind === 'branch';
/** Kinds that deliver to the shopper's door. */
export const needsAddress = (kind: ShippingKind | undefined): boolean => kind === 'home' || kind === 'direct';

/** What is resolved from the loaded lists, not typed by the shopper. */
export interface ResolvedChoices {
  country: string | null;
  option: ShippingOption | null;
  paymentMethod: CheckoutPaymentMethod | null;
  walletBalanceX100: number | null;
}

/**
 * The choices that decide the price (POST /cart/quote), or null until delivery and payment are
 * known. The pick-up point does not change the price, so choosing one does not re-quote.
 */
export function priceChoices(state: CheckoutFormState, resolved: ResolvedChoices): CheckoutChoices | null {
  const { country, option, paymentMethod, walletBalanceX100 } = resolved;
  if (!country || !option || !paymentMethod) return null;
  const wallet = state.useWallet && walletBalanceX100 ? walletBalanceX100 : 0;
  return {
    country,
    shipping: { method: option.code },
    payment: { method: paymentMethod },
    ...(state.voucherCode ? { voucherCode: state.voucherCode } : {}),
    ...(wallet > 0 ? { walletX100: wallet } : {}),
  };
}
