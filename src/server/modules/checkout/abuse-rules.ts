/**
 * Rules against inventory denial (issue 11, docs/adr/0012), pure so they are tested alone.
 * `capVerdict` decides whether an unpaid order may take its copies at all; `reviewReasons` says
 * why an order that was let through should still be looked at by a person (the back office's
 * order-verification desk lists orders with an open reason).
 */

export type CapKind = 'email' | 'ip' | 'device';

export interface UnpaidCaps {
  email: number;
  ip: number;
  device: number;
}

/** Copies already held by live unpaid orders of the same e-mail / client IP / device; null = not known. */
export interface UnpaidHeld {
  email: number;
  ip: number | null;
  device: number | null;
}

/** The first cap the new order would go over, or null when it fits under all of them. */
export function capVerdict(held: UnpaidHeld, copies: number, caps: UnpaidCaps): { kind: CapKind; max: number } | null {
  const order: CapKind[] = ['email', 'ip', 'device'];
  for (const kind of order) {
    const already = held[kind];
    if (already !== null && already + copies > caps[kind]) return { kind, max: caps[kind] };
  }
  return null;
}

export const REVIEW_REASONS = [
  /** The order filled one of the caps on unpaid copies to the brim. */
  'unpaid_cap_reached',
  /** Several live unpaid orders from one client IP under different e-mail addresses. */
  'many_unpaid_orders_from_ip',
  /** A throw-away mailbox (known disposable domain). */
  'disposable_email_domain',
  /** The contact name does not match the name on the logged-in account. */
  'name_mismatch',
  /** The contact name is not plausibly a person's name (digits, no letters, one repeated character…). */
  'implausible_name',
] as const;
export type ReviewReason = (typeof REVIEW_REASONS)[number];

export interface ReviewFinding {
  reason: ReviewReason;
  detail: Record<string, unknown>;
}

/** Other e-mail addresses with live unpaid orders from the same IP from which an order is suspicious. */
export const OTHER_EMAILS_FROM_IP_THRESHOLD = 2;

/**
 * Well-known disposable-mailbox domains. Deliberately short: the desk reviews, nothing is refused
 * on this alone, so a missing domain only means one review fewer.
 */
export const DISPOSABLE_DOMAINS: ReadonlySet<string> = new Set([
  'mailinator.com', 'guerrillamail.com', 'guerrillamail.net', 'sharklasers.com', 'grr.la', '10minutemail.com', '10minutemail.net',
  'temp-mail.org', 'tempmail.com', 'tempmail.net', 'tempmailo.com', 'throwawaymail.com', 'yopmail.com', 'yopmail.fr', 'yopmail.net',
  'trashmail.com', 'trashmail.de', 'getnada.com', 'nada.email', 'dispostable.com', 'maildrop.cc', 'mintemail.com', 'mohmal.com',
  'fakeinbox.com', 'emailondeck.com', 'mailnesia.com', 'spamgourmet.com', 'mytemp.email', 'tempr.email', 'discard.email',
  'mail.tm', 'moakt.com', 'burnermail.io', 'inboxkitten.com', 'trash-mail.com', 'wegwerfmail.de', 'einrot.com', 'spambog.com',
]);

export function isDisposableEmail(email: string): boolean {
  const domain = email.trim().toLowerCase().split('@')[1] ?? '';
  // A subdomain of a disposable domain is one too (e.g. x.mailinator.com).
  const parts = domain.split('.');
  for (let i = 0; i < parts.length - 1; i += 1) if (DISPOSABLE_DOMAINS.has(parts.slice(i).join('.'))) return true;
  return false;
}

const words = (name: string) => name.toLocaleLowerCase().normalize('NFD').replace(/\p{M}/gu, '').split(/[^\p{L}]+/u).filter((w) => w.length >= 2);

/** No letters, digits in it, or a single repeated character ("aaaa", "x x"). */
export function isImplausibleName(name: string): boolean {
  const trimmed = name.trim();
  if (/\d/.test(trimmed)) return true;
  const letters = trimmed.replace(/[^\p{L}]/gu, '');
  if (letters.length < 2) return true;
  return new Set(letters.toLocaleLowerCase()).size === 1;
}

/** The contact name shares no word (of two letters or more, accents ignored) with the account's name. */
export function namesMismatch(contactName: string, accountName: string | null): boolean {
  if (!accountName || words(accountName).length === 0) return false;
  const known = new Set(words(accountName));
  return !words(contactName).some((w) => known.has(w));
}

export interface ReviewInput {
  email: string;
  contactName: string;
  /** The logged-in customer's name, null for guests (or none on file). */
  accountName: string | null;
  /** Copies held by live unpaid orders before this one, and this order's copies. */
  held: UnpaidHeld;
  copies: number;
  caps: UnpaidCaps;
  /** Other e-mail addresses with live unpaid orders from this order's IP (null: IP unknown). */
  otherEmailsFromIp: number | null;
}

/** Why an order (already within the caps) should go to the order-verification desk; empty = it need not. */
export function reviewReasons(input: ReviewInput): ReviewFinding[] {
  const found: ReviewFinding[] = [];
  const full = (['email', 'ip', 'device'] as const).filter((k) => input.held[k] !== null && input.held[k]! + input.copies >= input.caps[k]);
  if (full.length > 0) found.push({ reason: 'unpaid_cap_reached', detail: { caps: full, held: input.held, copies: input.copies } });
  if (input.otherEmailsFromIp !== null && input.otherEmailsFromIp >= OTHER_EMAILS_FROM_IP_THRESHOLD) {
    found.push({ reason: 'many_unpaid_orders_from_ip', detail: { otherEmails: input.otherEmailsFromIp } });
  }
  if (isDisposableEmail(input.email)) found.push({ reason: 'disposable_email_domain', detail: { domain: input.email.split('@')[1] ?? '' } });
  if (namesMismatch(input.contactName, input.accountName)) found.push({ reason: 'name_mismatch', detail: { contactName: input.contactName, accountName: input.accountName } });
  if (isImplausibleName(input.contactName)) found.push({ reason: 'implausible_name', detail: { contactName: input.contactName } });
  return found;
}
