import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { brandFor, type Locale } from '@/i18n/locales';
import { formatMoney } from '@/ui/Price/formatMoney';
import { E2E_PORT, storeUrl } from '../support';
import { giveConsent } from '../consent/consented';
import { expectHydrated } from '../hydration';

/**
 * Shared steps of the purchase specs: copies picked from the running API, the storefront's own
 * words from its message files, and the checkout filled the way a shopper does it (labels and
 * roles, never test ids).
 */

const API = `http://127.0.0.1:${E2E_PORT}/api/adonis`;

export async function api<T>(urlPath: string, locale: Locale): Promise<{ status: number; body: T }> {
  const res = await fetch(`${API}${urlPath}`, { headers: { 'accept-language': locale } });
  return { status: res.status, body: (await res.json()) as T };
}

type Messages = { [key: string]: string | Messages };

/** One message from `locales/{locale}/{namespace}.json` by dotted key, simple `{name}` values filled. */
export function message(locale: Locale, namespace: string, key: string, values: Record<string, string | number> = {}): string {
  const file = JSON.parse(fs.readFileSync(path.join(process.cwd(), 'locales', locale, `${namespace}.json`), 'utf8')) as Messages;
  const text = key.split('.').reduce<string | Messages>((node, part) => (node as Messages)[part]!, file);
  if (typeof text !== 'string') throw new Error(`${locale}/${namespace}: ${key} is not a message`);
  return Object.entries(values).reduce((out, [name, value]) => out.replaceAll(`{${name}}`, String(value)), text);
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A message as a RegExp: `values` are filled in literally, every other `{placeholder}` (a
 * countdown, an address) becomes a capture group.
 */
export function messagePattern(locale: Locale, namespace: string, key: string, values: Record<string, string | number> = {}): RegExp {
  const parts = message(locale, namespace, key).split(/\{(\w+)\}/);
  const source = parts.map((part, i) => (i % 2 === 0 ? escapeRegExp(part) : part in values ? escapeRegExp(String(values[part])) : '(.+?)')).join('');
  return new RegExp(`${source}$`);
}

/** Waits on a server round trip (a quote, a redirect through the payment page) get more than the default 5 s. */
export const SERVER_WAIT = { timeout: 20_000 };

/** The URL of an order's own page (route `pay`), for any payment code. */
export function payPagePattern(locale: Locale): RegExp {
  const marker = 'PAYMENTCODE';
  return new RegExp(`^${escapeRegExp(storeUrl(locale, 'pay', { paymentCode: marker })).replace(marker, '[^/?#]+')}$`);
}

export const money = (amountX100: number, locale: Locale, currency: 'CZK' | 'EUR') => formatMoney(amountX100, currency, locale);

export interface Copy {
  'bookId': number;
  workId: number;
  state: 'in_stock' | 'sold';
  priceX100: number;
  previousPriceX100: number | null;
  currency: 'CZK' | 'EUR';
  edition: { title: string; languageId: number };
}

/**
 * Each test owns a slice of copy ids, so tests running in parallel never reach for the same copy.
 * In a slice, copies already sold are skipped, and so are the copies other specs look at (the home
 * page's feeds, discounted copies), so selling them changes nothing for those specs. A copy still
 * held from an earlier run on the same server is skipped at add time (see addCopies).
 */
export const SLOTS = {
  csPurchase: 0, dePurchase: 1, retry: 2, voucher: 3, race: 4, bankTransfer: 5, phoneCs: 6, phoneDe: 7, adminLogin: 8, orderDesk: 9, bankStatement: 10, fulfilment: 11,
  refund: 12, packerRfid: 13, warehouse: 14, discards: 15,
} as const;
const SLOT_START = 1200;
/**
 * The slots share the copies from SLOT_START to the last one the e2e seed makes (scripts/e2e-server.sh
 * seeds E2E_BOOKS copies, 3000 by default): a new slot narrows the others a little, never runs past.
 */
const SLOT_SIZE = Math.floor((Number(process.env.E2E_BOOKS || 3000) - SLOT_START) / Object.keys(SLOTS).length);

export async function candidateCopies(slot: number, locale: Locale, maxPriceX100: number, accept?: (copy: Copy) => boolean): Promise<Copy[]> {
  const first = SLOT_START + slot * SLOT_SIZE;
  const ids = Array.from({ length: SLOT_SIZE }, (_, i) => first + i);
  const { body: home } = await api<Record<string, unknown>>('/v1/home', locale);
  const featured = new Set(Object.values(home).flatMap((feed) => (Array.isArray(feed) ? feed.map((tile: { 'bookId'?: number }) => tile.bookId) : [])));
  const wanted = (copy: Copy) => copy.state === 'in_stock' && copy.priceX100 <= maxPriceX100 && copy.previousPriceX100 === null && !featured.has(copy.bookId) && (accept?.(copy) ?? true);
  const found: Copy[] = [];
  for (let i = 0; i < ids.length; i += 25) {
    const batch = await Promise.all(ids.slice(i, i + 25).map((id) => api<Copy>(`/v1/books/${id}`, locale)));
    found.push(...batch.filter((r) => r.status === 200 && wanted(r.body)).map((r) => r.body));
    if (found.length >= 12) break;
  }
  // A narrowed choice (accept) may find only a few; the purchase specs need several to choose from.
  expect(found.length, `in-stock copies in slot ${slot}`).toBeGreaterThan(accept ? 0 : 3);
  return found;
}

export const bookUrl = (locale: Locale, copy: Copy) => storeUrl(locale, 'copy', { id: copy.workId, copyId: copy.bookId });

/**
 * Adds copies from the book pages until `count` are in the cart: the add-to-cart dialog confirms
 * each one; a copy another cart still holds answers with a message and the next one is tried.
 */
export async function addCopies(page: Page, locale: Locale, candidates: readonly Copy[], count: number): Promise<Copy[]> {
  const added: Copy[] = [];
  // A shopper who answered the cookie bar: it would otherwise cover the checkout's buttons.
  await giveConsent(page.context(), locale);
  for (const copy of candidates) {
    if (added.length === count) break;
    await page.goto(bookUrl(locale, copy));
    const main = page.getByRole('main');
    const add = main.getByRole('button', { name: message(locale, 'book', 'copy.addToCart') });
    await expectHydrated(add);
    await add.click();
    const dialog = page.getByRole('dialog', { name: message(locale, 'common', 'addToCart.title') });
    const refused = main.getByRole('alert').filter({ hasText: /\S/ });
    await expect(dialog.or(refused).first()).toBeVisible(SERVER_WAIT);
    if (!(await dialog.isVisible())) continue;
    added.push(copy);
    await dialog.getByRole('button', { name: message(locale, 'common', 'addToCart.continue') }).click();
    await expect(dialog).toBeHidden();
  }
  expect(added, 'copies added to the cart').toHaveLength(count);
  return added;
}

export interface ShippingOption { code: string; carrier: string; kind: string; priceX100: number; currency: 'CZK' | 'EUR' }

export async function shippingOption(locale: Locale, country: string, itemsX100: number, code: string): Promise<ShippingOption> {
  const { body } = await api<{ options: ShippingOption[] }>(`/v1/shipping/options?country=${country}&itemsX100=${itemsX100}`, locale);
  const option = body.options.find((o) => o.code === code);
  if (!option) throw new Error(`no shipping option ${code} for ${country}`);
  return option;
}

export interface CheckoutChoices {
  email: string;
  name: string;
  phone: string;
  /** The delivery option's radio label and the pick-up point to search for and choose. */
  shipping: ShippingOption;
  pudoSearch: string;
  pudoName: string;
  paymentMethod: string;
}

const checkoutText = (locale: Locale, key: string, values?: Record<string, string | number>) => message(locale, 'checkout', key, values);

/** Contact, delivery with a pick-up point from the searchable list, and payment; stops at the last step. */
export async function fillCheckout(page: Page, locale: Locale, choices: CheckoutChoices): Promise<void> {
  const checkout = page.getByRole('region', { name: checkoutText(locale, 'title') });
  const next = () => checkout.getByRole('button', { name: checkoutText(locale, 'steps.continue'), exact: true }).click();
  await expectHydrated(checkout.getByLabel(checkoutText(locale, 'contact.email'), { exact: true }));

  await checkout.getByLabel(checkoutText(locale, 'contact.email'), { exact: true }).fill(choices.email);
  await checkout.getByLabel(checkoutText(locale, 'contact.name'), { exact: true }).fill(choices.name);
  await checkout.getByLabel(checkoutText(locale, 'contact.phone'), { exact: true }).fill(choices.phone);
  await next();

  // The total's line holds its height while empty, so "Continue" stays put when the quote arrives.
  const deliveryStep = checkout.getByRole('group', {
    name: checkoutText(locale, 'steps.heading', { number: 2, count: 4, title: checkoutText(locale, 'steps.delivery') }),
  });
  expect((await deliveryStep.getByRole('status').last().boundingBox())?.height ?? 0).toBeGreaterThan(10);

  const kind = checkoutText(locale, `delivery.kind.${choices.shipping.kind}`);
  // The carrier as the shopper reads it (cs: Zásilkovna for packeta), not its code.
  const carrier = checkoutText(locale, `delivery.carrier.${choices.shipping.carrier}`, { brand: brandFor(locale) });
  const optionName = checkoutText(locale, 'delivery.optionName', { carrier, kind });
  await checkout.getByRole('radio', { name: optionName }).check();
  const pudo = checkout.getByRole('group', { name: checkoutText(locale, 'pudo.legend') });
  await pudo.getByRole('searchbox', { name: checkoutText(locale, 'pudo.search') }).fill(choices.pudoSearch);
  const point = pudo.getByRole('radio', { name: choices.pudoName });
  await point.check();
  await expect(pudo.getByText(messagePattern(locale, 'checkout', 'pudo.chosen', { name: choices.pudoName }))).toBeVisible(SERVER_WAIT);
  await next();

  await checkout.getByRole('radio', { name: checkoutText(locale, `payment.method.${choices.paymentMethod}`) }).check();
  await next();
}

/** The delivery step states the total with shipping (from the API's quote) before the last step. */
export async function expectTotalWithShipping(page: Page, locale: Locale, amount: string): Promise<void> {
  const hint = page.getByRole('status').filter({ hasText: messagePattern(locale, 'checkout', 'delivery.totalWithShipping') });
  await expect(hint).toHaveText(message(locale, 'checkout', 'delivery.totalWithShipping', { amount }), SERVER_WAIT);
}

/** Accepts the terms and places the order. */
export async function placeOrder(page: Page, locale: Locale): Promise<void> {
  const checkout = page.getByRole('region', { name: checkoutText(locale, 'title') });
  // The shop takes the order only once the shopper has been shown the total to pay (the quote for the
  // chosen delivery and payment); clicking earlier says "still calculating" and places nothing.
  await expect(checkout.locator('dt', { hasText: checkoutText(locale, 'summary.total') })).toBeVisible(SERVER_WAIT);
  await expect(checkout.getByRole('status').filter({ hasText: checkoutText(locale, 'summary.updating') })).toHaveCount(0, SERVER_WAIT);
  await checkout.getByRole('checkbox', { name: checkoutText(locale, 'terms') }).check();
  await checkout.getByRole('button', { name: checkoutText(locale, 'submit') }).click();
}

/** On the sandbox's hosted page: one of "Pay successfully", "Payment fails", "Cancel". */
export async function sandboxChoose(page: Page, choice: 'Pay successfully' | 'Payment fails' | 'Cancel'): Promise<void> {
  await expect(page).toHaveURL(/\/api\/adonis\/sandbox\/pay\/sbx_/, SERVER_WAIT);
  await expect(page.getByRole('alert')).toContainText('SANDBOX');
  await page.getByRole('button', { name: choice }).click();
}

export interface PublicOrder {
  number: string;
  paymentCode: string;
  state: string;
  currency: 'CZK' | 'EUR';
  email: string;
  paymentMethod: string;
  shipping: { method: string; kind: string; pudoLabel: string | null };
  lines: Array<{ 'bookId': number; active: boolean }>;
  itemsX100: number;
  shippingX100: number;
  paymentFeeX100: number;
  discountX100: number;
  walletX100: number;
  totalX100: number;
  voucherCode: string | null;
}

/** The order behind the page the browser is on (`?code=` or `/pay/{code}`). */
export async function orderOnPage(page: Page, locale: Locale): Promise<PublicOrder> {
  const url = new URL(page.url());
  const code = url.searchParams.get('code') ?? url.pathname.split('/').pop()!;
  const { status, body } = await api<PublicOrder>(`/v1/orders/by-code/${encodeURIComponent(code)}`, locale);
  expect(status).toBe(200);
  return body;
}

export interface OutboxMail {
  id: number;
  kind: string;
  to: string;
  subject: string;
  attachments: Array<{ filename: string; contentType: string; size: number }>;
}

/** The development outbox's mail to one address, waiting for a mail whose subject names the order. */
export async function confirmationMail(email: string, orderNumber: string): Promise<OutboxMail> {
  let found: OutboxMail | undefined;
  await expect.poll(async () => {
    const res = await fetch(`${API}/dev/outbox.json?to=${encodeURIComponent(email)}`);
    const { items } = (await res.json()) as { items: OutboxMail[] };
    found = items.find((mail) => mail.subject.includes(orderNumber));
    return found !== undefined;
  }, { timeout: 15_000 }).toBe(true);
  return found!;
}

/** Lower case: the shop stores addresses lower-cased. */
export const uniqueEmail = (name: string) => `e2e-${name.toLowerCase()}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
