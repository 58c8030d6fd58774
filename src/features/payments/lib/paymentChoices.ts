import type { CheckoutPaymentMethod } from '@/contracts/checkout';
import { LOCALES, type Locale, type PaymentMethod } from '@/i18n/locales';

export interface PaymentChoice {
  method: CheckoutPaymentMethod;
  /** Extra fee for this method (cash on delivery), integer hundredths; null when there is none. */
  feeX100: number | null;
}

/** How the locale table's providers become the methods a shopper picks (Comgate offers two). */
const CHOICES_OF: Record<PaymentMethod, CheckoutPaymentMethod[]> = {
  comgate: ['comgate-card', 'comgate-bank'],
  adyen: ['adyen'],
  'bank-transfer': ['bank-transfer'],
  'cash-on-delivery': ['cash-on-delivery'],
};

export interface ShippingForPayment {
  codAvailable: boolean;
  codFeeX100: number | null;
}

/**
 * The payment methods a storefront offers, in the table's order. Cash on delivery only when the
 * chosen shipping offers it (the carrier collects the money); without a shipping choice it is
 * left out, which is also what a retry of an already placed order wants.
 */
export function paymentChoices(locale: Locale, shipping: ShippingForPayment | null): PaymentChoice[] {
  return LOCALES[locale].paymentMethods.flatMap((provider) =>
    CHOICES_OF[provider].flatMap((method): PaymentChoice[] => {
      if (method !== 'cash-on-delivery') return [{ method, feeX100: null }];
      if (!shipping?.codAvailable) return [];
      return [{ method, feeX100: shipping.codFeeX100 && shipping.codFeeX100 > 0 ? shipping.codFeeX100 : null }];
    }),
  );
}

/** Methods that can pay an order already placed, again: everything online or by transfer. */
export function retryMethods(locale: Locale): CheckoutPaymentMethod[] {
  return paymentChoices(locale, null).map((choice) => choice.method);
}
