import { z } from 'zod';
import { CONTACT_LIMITS, contactFormRequest, type ContactFormRequest } from '@/contracts/content';

export type ContactField = 'name' | 'email' | 'subject' | 'message' | 'orderNumber';
export type ContactFieldError =
  | { key: 'required' } | { key: 'email' } | { key: 'tooShort'; min: number } | { key: 'tooLong'; max: number };

export type ContactValues = Record<ContactField, string> & { website: string };

export const EMPTY_CONTACT: ContactValues = { name: '', email: '', subject: '', message: '', orderNumber: '', website: '' };

const MAX: Record<ContactField, number> = {
  name: CONTACT_LIMITS.name, email: CONTACT_LIMITS.email, subject: CONTACT_LIMITS.subject, message: CONTACT_LIMITS.message, orderNumber: CONTACT_LIMITS.orderNumber,
};

/** The form's values (text as typed) checked with the API's own contract: empty optional fields are left out. */
export const contactForm = z
  .object({ name: z.string(), email: z.string(), subject: z.string(), message: z.string(), orderNumber: z.string(), website: z.string() })
  .transform(({ orderNumber, website, ...values }) => ({ ...values, ...(orderNumber.trim() ? { orderNumber } : {}), ...(website ? { website } : {}) }))
  .pipe(contactFormRequest);

export const isContactField = (field: string): field is ContactField => field in MAX;

/** Which message a field the contract refused shows, from what was typed in it. */
export function contactFieldError(field: ContactField, typed: string): ContactFieldError {
  const value = typed.trim();
  if (value.length === 0) return { key: 'required' };
  if (value.length > MAX[field]) return { key: 'tooLong', max: MAX[field] };
  if (field === 'message' && value.length < CONTACT_LIMITS.messageMin) return { key: 'tooShort', min: CONTACT_LIMITS.messageMin };
  return { key: 'email' };
}

/**
 * Checks the form with the API's own contract and says, per field, which message to show:
 * the browser catches in advance what the server would refuse with 400.
 */
export function validateContact(values: ContactValues): { ok: true; data: ContactFormRequest } | { ok: false; errors: Partial<Record<ContactField, ContactFieldError>> } {
  const parsed = contactForm.safeParse(values);
  if (parsed.success) return { ok: true, data: parsed.data };
  const errors: Partial<Record<ContactField, ContactFieldError>> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0]);
    if (!isContactField(field) || errors[field]) continue;
    errors[field] = contactFieldError(field, values[field]);
  }
  return { ok: false, errors };
}
