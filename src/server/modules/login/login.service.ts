import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import {
  LOGIN_CODE_LENGTH, LOGIN_CODE_MINUTES, MAGIC_LINK_MINUTES, safeReturnPath, type LoginResponse,
} from '@/contracts/auth';
import { brandFor, type Locale } from '@/i18n/locales';
import type { Db } from '../../db/client';
import { logger } from '../../http/logger';
import type { RequestContext } from '../../http/context';
import { mergeAnonymousCart } from '../cart';
import { hitRateLimit, type RateLimit } from '../content';
import { deleteSessionByToken, rotateSession } from '../customers';
import { escapeHtml } from '../mail';
import type { Mailer } from '../mail';
import { AccountError } from './account-errors';
import { LOGIN_MAIL_MESSAGES } from './login-mail.messages';
import * as repo from './login.repository';

const MINUTE = 60_000;

export interface LoginLimits {
  /**
   * Login e-mails (codes and links together) per address from one client address: what one
   * stranger can make the shop send to somebody else's mailbox.
   */
  perEmailAndIp: RateLimit;
  /** Login e-mails per address from all clients together: higher, so one client alone never reaches it. */
  perEmail: RateLimit;
  /** Login e-mails per client address (across addresses). */
  perIp: RateLimit;
  /** Passcode tries per client address (across addresses: guessing codes of many people). */
  verifyPerIp: RateLimit;
  /**
   * Passcode tries for one address from one client. Wrong tries no longer burn the code itself
   * (a stranger could then burn every code the victim receives); they only stop this client.
   */
  verifyPerEmailAndIp: RateLimit;
  /** Passcode tries for one address from all clients together: the bound on guessing, high enough that one client never reaches it. */
  verifyPerEmail: RateLimit;
}

export const LOGIN_LIMITS_DEFAULT: LoginLimits = {
  perEmailAndIp: { max: 5, windowMs: 15 * MINUTE },
  perEmail: { max: 15, windowMs: 15 * MINUTE },
  perIp: { max: 20, windowMs: 15 * MINUTE },
  verifyPerIp: { max: 30, windowMs: 15 * MINUTE },
  verifyPerEmailAndIp: { max: 5, windowMs: 15 * MINUTE },
  verifyPerEmail: { max: 50, windowMs: 15 * MINUTE },
};

export interface LoginDeps {
  mailer: Mailer;
  limits: LoginLimits;
  /** Absolute URL of the storefront's /login page (magic links open it with ?magic=). */
  loginPageUrl: (locale: Locale) => string;
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
/** The stored form of a passcode: bound to its address, so one table row cannot be replayed for another. */
export const codeHash = (email: string, code: string) => sha256(`code:${email.toLowerCase()}:${code}`);
export const linkHash = (token: string) => sha256(`link:${token}`);

/** Six digits from the CSPRNG, leading zeros kept. */
export function generateLoginCode(): string {
  return String(randomInt(0, 10 ** LOGIN_CODE_LENGTH)).padStart(LOGIN_CODE_LENGTH, '0');
}
/** 256 random bits, base64url (43 characters). */
export function generateLinkToken(): string {
  return randomBytes(32).toString('base64url');
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (m, k: string) => values[k] ?? m);

export function renderLoginMail(locale: Locale, what: { code: string } | { url: string }) {
  const t = LOGIN_MAIL_MESSAGES[locale];
  const brand = brandFor(locale);
  if ('code' in what) {
    const values = { brand, code: what.code, minutes: String(LOGIN_CODE_MINUTES) };
    const text = [t.codeIntro, '', what.code, '', fill(t.validity, values), t.ignore].join('\n');
    const html = `<!doctype html><html lang="${locale}"><body><p>${escapeHtml(t.codeIntro)}</p>`
      + `<p style="font-size:28px;letter-spacing:6px"><strong>${what.code}</strong></p>`
      + `<p>${escapeHtml(fill(t.validity, values))}</p><p>${escapeHtml(t.ignore)}</p></body></html>`;
    return { subject: fill(t.codeSubject, values), text, html };
  }
  const values = { brand, minutes: String(MAGIC_LINK_MINUTES) };
  const text = [t.linkIntro, '', what.url, '', fill(t.validity, values), t.ignore].join('\n');
  const html = `<!doctype html><html lang="${locale}"><body><p>${escapeHtml(t.linkIntro)}</p>`
    + `<p><a href="${escapeHtml(what.url)}">${escapeHtml(t.linkLabel)}</a></p>`
    + `<p>${escapeHtml(fill(t.validity, values))}</p><p>${escapeHtml(t.ignore)}</p></body></html>`;
  return { subject: fill(t.linkSubject, values), text, html };
}

/** Counts one hit in each bucket (all of them, so a refused request still counts) and refuses if any is over. */
async function hitAll(db: Db, hits: [bucket: string, key: string, limit: RateLimit][], now: Date, message: string): Promise<void> {
  const verdicts = [];
  for (const [bucket, key, limit] of hits) verdicts.push(await hitRateLimit(db, bucket, key, limit, now));
  const refused = verdicts.filter((v) => !v.allowed);
  if (refused.length > 0) throw new AccountError('RATE_LIMITED', message, Math.max(...refused.map((v) => v.retryAfterSeconds)));
}

/**
 * Login e-mails: per (address, client), per client, and a higher cap per address. A stranger
 * asking for somebody else's address from one client exhausts only their own (address, client)
 * allowance; the owner asking from their own client still gets a code.
 */
async function limitSend(db: Db, limits: LoginLimits, email: string, ip: string, now: Date): Promise<void> {
  const address = email.toLowerCase();
  await hitAll(db, [
    ['login:ip', ip, limits.perIp],
    ['login:email-ip', `${address} ${ip}`, limits.perEmailAndIp],
    ['login:email', address, limits.perEmail],
  ], now, 'Too many login e-mails, try again later');
}

async function sendLoginMail(
  deps: LoginDeps, kind: 'login-code' | 'login-link', challengeId: number, to: string, mail: { subject: string; text: string; html: string }, secret: string, now: Date,
) {
  try {
    await deps.mailer.send({
      kind, dedupeKey: `${kind}:${challengeId}`, to, subject: mail.subject, text: mail.text, html: mail.html, attachments: [], createdAt: now, secrets: [secret],
    });
  } catch (error) {
    // The answer stays the same (no hint whether the address exists or the mail went out); logged for us.
    logger().error({ err: error, challengeId, kind }, 'login e-mail could not be sent');
  }
}

/** What login needs of the browser: its cookies (read by the route) and its user agent. */
export interface LoginBrowser { sessionToken: string | null; cartCookie: string | null; userAgent: string | null }

/** A login done: the answer, and what the route sets on the browser (the new session; the spent cart cookie dropped). */
export interface LoginResult { response: LoginResponse; customerId: number; sessionToken: string; cartCookieSpent: boolean }

/**
 * Sends a passcode to any address, known or not: the answer is the same either way, and the
 * account is made only when the code comes back (the address is then proven).
 */
export async function requestLoginCode(ctx: RequestContext, deps: LoginDeps, email: string): Promise<{ expiresInSeconds: number }> {
  await limitSend(ctx.db, deps.limits, email, ctx.ip, ctx.now);
  const code = generateLoginCode();
  const expiresAt = new Date(ctx.now.getTime() + LOGIN_CODE_MINUTES * MINUTE);
  const id = await repo.insertChallenge(ctx.db, { kind: 'code', email, secretHash: codeHash(email, code), locale: ctx.locale, expiresAt }, ctx.now);
  await sendLoginMail(deps, 'login-code', id, email, renderLoginMail(ctx.locale, { code }), code, ctx.now);
  return { expiresInSeconds: LOGIN_CODE_MINUTES * 60 };
}

export async function requestMagicLink(ctx: RequestContext, deps: LoginDeps, email: string, returnTo: string | undefined): Promise<{ expiresInSeconds: number }> {
  await limitSend(ctx.db, deps.limits, email, ctx.ip, ctx.now);
  const token = generateLinkToken();
  const expiresAt = new Date(ctx.now.getTime() + MAGIC_LINK_MINUTES * MINUTE);
  const id = await repo.insertChallenge(ctx.db, { kind: 'link', email, secretHash: linkHash(token), locale: ctx.locale, expiresAt }, ctx.now);
  const url = new URL(deps.loginPageUrl(ctx.locale));
  url.searchParams.set('magic', token);
  const back = safeReturnPath(returnTo, '');
  if (back) url.searchParams.set('returnTo', back);
  await sendLoginMail(deps, 'login-link', id, email, renderLoginMail(ctx.locale, { url: url.toString() }), token, ctx.now);
  return { expiresInSeconds: MAGIC_LINK_MINUTES * 60 };
}

/** Logs in with a passcode (see spendCode for the limits). */
export async function loginWithCode(
  ctx: RequestContext, deps: LoginDeps, input: { email: string; code: string; browser: LoginBrowser },
): Promise<LoginResult> {
  const matched = await spendCode(ctx.db, deps.limits, ctx.ip, input.email, input.code, ctx.now);
  return completeLogin(ctx, { who: { email: matched.email, locale: matched.locale, name: null }, browser: input.browser });
}

/**
 * Spends a passcode of an address. Every code sent to the address and still open is good (a new
 * request never voids an earlier code, so a stranger's requests cannot void the owner's). Tries
 * are limited per (address, client), per client and, higher, per address; a wrong try burns
 * nothing. A missing, expired, spent or wrong code all give one answer.
 */
export async function spendCode(db: Db, limits: LoginLimits, ip: string, email: string, code: string, now: Date): Promise<repo.ChallengeRow> {
  const address = email.toLowerCase();
  await hitAll(db, [
    ['login:verify-ip', ip, limits.verifyPerIp],
    ['login:verify-email-ip', `${address} ${ip}`, limits.verifyPerEmailAndIp],
    ['login:verify-email', address, limits.verifyPerEmail],
  ], now, 'Too many login attempts, try again later');
  const hash = codeHash(email, code);
  const matched = await db.transaction(async (txAny) => {
    const tx = txAny as unknown as Db;
    const open = await repo.findOpenCode(tx, email, hash, now);
    if (!open || !sameHash(open.secret_hash, hash)) {
      await repo.countWrongAttempt(tx, email, now);
      return null;
    }
    return (await repo.consumeChallenge(tx, open.id, now)) ? open : null;
  });
  if (!matched) throw new AccountError('LOGIN_CODE_INVALID', 'The code is wrong, expired or already used');
  return matched;
}

/** Whether a magic link can still be used. Reading never spends it (mail scanners GET and HEAD links). */
export async function magicLinkValid(db: Db, token: string, now: Date): Promise<boolean> {
  return (await repo.findOpenLink(db, linkHash(token), now)) !== null;
}

/** The confirm page's button: spends the link (once) and logs in. */
export async function confirmMagicLink(ctx: RequestContext, input: { token: string; browser: LoginBrowser }): Promise<LoginResult> {
  const { db, now } = ctx;
  const open = await repo.findOpenLink(db, linkHash(input.token), now);
  if (!open || !(await repo.consumeChallenge(db, open.id, now))) {
    throw new AccountError('MAGIC_LINK_INVALID', 'The link is expired or already used');
  }
  return completeLogin(ctx, { who: { email: open.email, locale: open.locale, name: null }, browser: input.browser });
}

/**
 * Every login ends here: the customer of a proven address (created on first login), guest orders
 * of that address adopted, a fresh session (the old one deleted), the browser's cart merged in.
 */
export async function completeLogin(
  ctx: RequestContext, input: { who: { email: string; locale: string; name: string | null } | { customerId: number }; browser: LoginBrowser },
): Promise<LoginResult> {
  const { db, now } = ctx;
  const { who, browser } = input;
  let customer: repo.CustomerLoginRow;
  let created = false;
  if ('customerId' in who) {
    const found = await repo.findCustomerById(db, who.customerId);
    if (!found) throw new AccountError('NOT_FOUND', 'Customer not found');
    customer = found;
  } else {
    ({ customer, created } = await repo.upsertVerifiedCustomer(db, who.email, who.locale, who.name, now));
  }
  await repo.adoptGuestOrders(db, customer.id, customer.email);
  const sessionToken = await rotateSession(db, customer.id, now, { oldToken: browser.sessionToken, userAgent: browser.userAgent });
  const loggedIn = { ...ctx, customer: { id: customer.id } };
  const cartCookieSpent = await mergeAnonymousCart(loggedIn, { customerId: customer.id, cartCookie: browser.cartCookie });
  return {
    response: { customer: { id: customer.id, email: customer.email, name: customer.name }, created },
    customerId: customer.id, sessionToken, cartCookieSpent,
  };
}

/** Logout: the server forgets the browser's session (the route clears its cookies). */
export async function logout(ctx: RequestContext, input: { sessionToken: string | null }): Promise<void> {
  if (input.sessionToken) await deleteSessionByToken(ctx.db, input.sessionToken);
}
