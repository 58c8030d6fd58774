import type { Db } from '../../db/client';
import { contactMessages } from '../../db/schema';
import { brandFor, LOCALES, type Locale } from '@/i18n/locales';
import type { ContactFormRequest } from '@/contracts/content';
import { logger } from '../../http/logger';
import { escapeHtml } from '../mail';
import type { Mailer } from '../mail';
import { hitRateLimit, type RateLimit } from './rate-limit.repository';
import { CONTACT_MAIL_MESSAGES } from './contact-mail.messages';

const HOUR = 3_600_000;

export interface ContactLimits {
  perIp: RateLimit;
  perEmail: RateLimit;
}

/** Enough for a person with follow-ups; a script filling the form gets stopped within minutes. */
export const CONTACT_LIMITS_DEFAULT: ContactLimits = {
  perIp: { max: 5, windowMs: HOUR },
  perEmail: { max: 3, windowMs: HOUR },
};

export class RateLimitedError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('Too many contact messages, try again later');
    this.name = 'RateLimitedError';
  }
}

export interface ContactSubmission {
  locale: Locale;
  now: Date;
  ip: string;
  input: ContactFormRequest;
}

export interface ContactDeps {
  mailer: Mailer;
  limits?: ContactLimits;
}

const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (m, k: string) => values[k] ?? m);

export function renderContactMail(locale: Locale, message: { name: string; email: string; subject: string; message: string; orderNumber: string | null }) {
  const t = CONTACT_MAIL_MESSAGES[locale];
  const values = { subject: message.subject, brand: brandFor(locale), locale };
  const fields: [string, string][] = [[t.name, message.name], [t.email, message.email]];
  if (message.orderNumber) fields.push([t.orderNumber, message.orderNumber]);
  const text = [fill(t.intro, values), '', ...fields.map(([k, v]) => `${k}: ${v}`), '', `${t.message}:`, message.message, '', t.replyHint].join('\n');
  const rows = fields.map(([k, v]) => `<tr><th align="left">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`).join('');
  const body = escapeHtml(message.message).replace(/\n/g, '<br>');
  const html = `<!doctype html><html lang="${locale}"><body><p>${escapeHtml(fill(t.intro, values))}</p><table>${rows}</table><h2>${escapeHtml(t.message)}</h2><p>${body}</p><p>${escapeHtml(t.replyHint)}</p></body></html>`;
  return { subject: fill(t.subject, values), text, html };
}

/**
 * A contact-form message: rate-limited per IP and per e-mail (both counted, the stricter refuses),
 * stored, then e-mailed to the storefront's customer service in its language. The stored row is
 * the record: a mail that fails is logged and the row still lets staff answer.
 */
export async function submitContactMessage(db: Db, deps: ContactDeps, submission: ContactSubmission): Promise<void> {
  const { locale, now, ip, input } = submission;
  const limits = deps.limits ?? CONTACT_LIMITS_DEFAULT;
  const email = input.email.toLowerCase();
  const [byIp, byEmail] = [
    await hitRateLimit(db, 'contact:ip', ip, limits.perIp, now),
    await hitRateLimit(db, 'contact:email', email, limits.perEmail, now),
  ];
  const refused = [byIp, byEmail].filter((v) => !v.allowed);
  if (refused.length > 0) throw new RateLimitedError(Math.max(...refused.map((v) => v.retryAfterSeconds)));
  // The honeypot: a bot is told "received" and nothing else happens.
  if (input.website) return;

  const orderNumber = input.orderNumber ? input.orderNumber : null;
  const [row] = await db.insert(contactMessages).values({
    locale, name: input.name, email: input.email, subject: input.subject, message: input.message, orderNumber, ip, createdAt: now,
  }).returning({ id: contactMessages.id });

  const mail = renderContactMail(locale, { name: input.name, email: input.email, subject: input.subject, message: input.message, orderNumber });
  try {
    await deps.mailer.send({
      kind: 'contact-form', dedupeKey: `contact-form:${row.id}`, to: LOCALES[locale].contactPoint.email,
      subject: mail.subject, html: mail.html, text: mail.text, attachments: [], createdAt: now,
    });
  } catch (error) {
    logger().error({ err: error, contactMessageId: row.id }, 'contact message stored but its e-mail to customer service failed');
  }
}
