import { CONTACT_LIMITS, contactFormRequest, type ContactFormRequest } from '@/contracts/content';

export type ContactField = 'name' | 'email' | 'subject' | 'message' | 'orderNumber';
export type ContactFieldError =
  | { key: 'required' } | { key: 'email' } | { key: 'tooShort'; min: number } | { key: 'tooLong'; max: number };

export type ContactValues = Record<ContactField, string> & { website: string };

export const EMPTY_CONTACT: ContactValues = { name: '', email: '', subject: '', message: '', orderNumber: '', website: '' };

const MAX: Record<ContactField, number> = {
  name: CONTACT_LIMITS.name, email: CONTACT_LIMITS.email, subject: CONTACT_LIMITS.subject, message: CONTACT_LIMITS.message, orderNumber: CONTACT_LIMITS.orderNumber,
};

/**
 * Checks the form with the API's own contract and says, per field, which message to show:
 * the browser catches in advance what the server would refuse with 400.
 */
export function validateContact(values: ContactValues): { ok: true; data: ContactFormRequest } | { ok: false; errors: Partial<Record<ContactField, ContactFieldError>> } {
  const input = { ...values, orderNumber: values.orderNumber.trim() || undefined, website: values.website || undefined };
  const parsed = contactFormRequest.safeParse(input);
  if (parsed.success) return { ok: true, data: parsed.data };
  const errors: Partial<Record<ContactField, ContactFieldError>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as ContactField;
    if (!(field in MAX) || errors[field]) continue;
    const value = values[field].trim();
    if (value.length === 0) errors[field] = { key: 'required' };
    else if (value.length > MAX[field]) errors[field] = { key: 'tooLong', max: MAX[field] };
    else if (field === 'message' && value.length < CONTACT_LIMITS.messageMin) errors[field] = { key: 'tooShort', min: CONTACT_LIMITS.messageMin };
    else errors[field] = { key: 'email' };
  }
  return { ok: false, errors };
}
