/** The form's fields in page order: errors are listed and focused in this order. */
export const FIELD_ORDER = [
  'email', 'name', 'phone',
  'country', 'shippingMethod', 'pudo', 'street', 'city', 'zip', 'region',
  'paymentMethod',
  'voucher', 'wallet', 'acceptTerms',
] as const;
export type FieldKey = (typeof FIELD_ORDER)[number];

export const STEPS = ['contact', 'delivery', 'payment', 'review'] as const;
export type StepName = (typeof STEPS)[number];

const STEP_OF: Record<FieldKey, StepName> = {
  email: 'contact', name: 'contact', phone: 'contact',
  country: 'delivery', shippingMethod: 'delivery', pudo: 'delivery', street: 'delivery', city: 'delivery', zip: 'delivery', region: 'delivery',
  paymentMethod: 'payment',
  voucher: 'review', wallet: 'review', acceptTerms: 'review',
};

export const stepOf = (field: FieldKey): StepName => STEP_OF[field];

/** Field → translation key (namespace `checkout`) of the message shown at it. */
export type FieldErrors = Partial<Record<FieldKey, string>>;

export function firstErrorField(errors: FieldErrors): FieldKey | null {
  return FIELD_ORDER.find((field) => errors[field]) ?? null;
}

export function errorsOfStep(errors: FieldErrors, step: StepName): FieldErrors {
  return Object.fromEntries(Object.entries(errors).filter(([field]) => stepOf(field as FieldKey) === step)) as FieldErrors;
}

/** Where a zod issue of the checkout body belongs on the form. */
export function fieldOfPath(path: ReadonlyArray<PropertyKey>): FieldKey | null {
  const [head, tail] = path.map(String);
  switch (head) {
    case 'contact':
      return tail === 'email' || tail === 'name' || tail === 'phone' ? tail : null;
    case 'address':
      return tail === 'country' ? 'country' : tail === 'street' || tail === 'city' || tail === 'zip' || tail === 'region' ? tail : null;
    case 'shipping':
      return tail === 'pudoId' ? 'pudo' : 'shippingMethod';
    case 'payment':
      return 'paymentMethod';
    case 'country':
      return 'country';
    case 'voucherCode':
      return 'voucher';
    case 'walletX100':
      return 'wallet';
    case 'acceptTerms':
      return 'acceptTerms';
    default:
      return null;
  }
}
