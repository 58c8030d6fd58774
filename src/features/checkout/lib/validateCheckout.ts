import { checkoutBody, type CheckoutBody } from '@/contracts/checkout';
import { fieldOfPath, type FieldErrors } from './checkoutFields';
import { needsAddress, needsPickupPoint, priceChoices, type CheckoutFormState, type ResolvedChoices } from './checkoutForm';

export interface ValidationContext extends ResolvedChoices {
  /** Regions of the chosen country; one must be picked when there are any. */
  regionCount: number;
  /** The total the shopper is looking at (from the last quote). */
  expectedTotalX100: number | null;
}

export type CheckoutValidation = { ok: true; body: CheckoutBody } | { ok: false; errors: FieldErrors };

const MESSAGE = (field: string) => `errors.field.${field}`;

/**
 * The form as the API's checkout body, validated with the same zod contract the server uses,
 * plus the rules that depend on the chosen delivery (a pick-up point, an address, a region).
 * Errors are translation keys per field, so the form can mark and focus them.
 */
export function validateCheckout(state: CheckoutFormState, ctx: ValidationContext): CheckoutValidation {
  const kind = ctx.option?.kind;
  const choices = priceChoices(state, ctx);
  const raw = {
    country: ctx.country ?? '',
    shipping: {
      method: ctx.option?.code ?? '',
      ...(needsPickupPoint(kind) && state.pudo ? { pudoId: state.pudo.id } : {}),
    },
    payment: { method: ctx.paymentMethod ?? '' },
    ...(choices?.voucherCode ? { voucherCode: choices.voucherCode } : {}),
    ...(choices?.walletX100 ? { walletX100: choices.walletX100 } : {}),
    contact: { email: state.email, name: state.name, phone: state.phone },
    ...(needsAddress(kind)
      ? { address: { street: state.street, city: state.city, zip: state.zip, country: ctx.country ?? '', ...(state.region ? { region: state.region } : {}) } }
      : {}),
    ...(ctx.expectedTotalX100 !== null ? { expectedTotalX100: ctx.expectedTotalX100 } : {}),
    acceptTerms: state.acceptTerms,
  };

  const errors: FieldErrors = {};
  const parsed = checkoutBody.safeParse(raw);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = fieldOfPath(issue.path);
      if (field && !errors[field]) errors[field] = MESSAGE(field);
    }
  }
  if (needsPickupPoint(kind) && !state.pudo) errors.pudo = MESSAGE('pudo');
  if (needsAddress(kind) && ctx.regionCount > 0 && !state.region) errors.region = MESSAGE('region');

  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, body: parsed.data };
}
