import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { UnavailableDetails } from '@/contracts/cart';
import type {
  CheckoutBody, CheckoutChoices, CheckoutPaymentMethod, CheckoutResponse, NextStep, QuoteResponse, VoucherValidateResponse,
} from '@/contracts/checkout';
import { LOCALES, currencyFor, type Locale } from '@/i18n/locales';
import type { Db } from '../../db/client';
import { AppError } from '../../http/errors';
import * as cartRepo from '../cart';
import { classifyCartLines } from '../cart';
import * as orders from '../orders';
import type { OrderRow } from '../orders';
import { latestPayment } from '../payments';
import { queueOrderConfirmation } from '../payments';
import { runConfirmed, startPayment, type PaymentDeps } from '../payments';
import { selectProvider } from '../payments';
import { capVerdict, reviewReasons } from './abuse-rules';
import * as abuse from './abuse.repository';
import { claimIdempotencyKey, requestHash, settleIdempotencyKey } from './idempotency';
import { evaluateVoucher, quoteShipping, redeemVoucher, type ShippingQuote, type VoucherEvaluation } from './ports';
import { computeTotals, type OrderTotals } from './pricing';
import { journalEvent } from '@/contracts/order-journal';

export interface CheckoutContext {
  db: Db;
  locale: Locale;
  now: Date;
  cartId: string | null;
  customerId: number | null;
  /** The client's address (caps on unpaid copies, review rules); null when not known. */
  ip: string | null;
  /** The browser's anonymous cookie (bt_anon), if any: scopes a guest's Idempotency-Keys. */
  anonymousId?: string | null;
  deps: PaymentDeps;
}

type CartItems = ReturnType<typeof classifyCartLines>['items'];

/** Whether this storefront offers a checkout payment method at all (locale table) and it can be taken now. */
function assertPaymentMethod(ctx: CheckoutContext, method: CheckoutPaymentMethod): void {
  const family = method.startsWith('comgate') ? 'comgate' : method;
  const offered = (LOCALES[ctx.locale].paymentMethods as string[]).includes(family);
  const online = method === 'comgate-card' || method === 'comgate-bank' || method === 'adyen';
  const takeable = !online || selectProvider(method, { env: ctx.deps.env, db: ctx.db, baseUrl: '' }) !== null;
  if (!offered || !takeable) throw new AppError('PAYMENT_METHOD_UNAVAILABLE', `Payment method ${method} is not offered on this storefront`);
}

const toVoucherResponse = (v: VoucherEvaluation | null): VoucherValidateResponse | null => {
  if (!v) return null;
  return v.ok
    ? { valid: true, code: v.code, effect: v.effect, minTotalX100: v.minTotalX100 }
    : { valid: false, code: v.code, reason: v.reason, minTotalX100: v.minTotalX100 };
};

interface Priced {
  items: CartItems;
  shipping: ShippingQuote;
  voucher: VoucherEvaluation | null;
  totals: OrderTotals;
  walletBalanceX100: number | null;
}

/** Prices the cart for a set of choices, reading only (the quote, and the checkout before it writes). */
async function priceCart(db: Db, ctx: CheckoutContext, choices: CheckoutChoices, items: CartItems, email: string | null, zip?: string, isExtension = false, isQuote = false): Promise<Priced> {
  const currency = currencyFor(ctx.locale).code;
  assertPaymentMethod(ctx, choices.payment.method);
  const itemsX100 = items.reduce((sum, i) => sum + i.priceX100, 0);
  const shipping = await quoteShipping(db, {
    methodCode: choices.shipping.method, country: choices.country, currency, itemsX100,
    cashOnDelivery: choices.payment.method === 'cash-on-delivery', pudoId: choices.shipping.pudoId, zip, pointOptional: isQuote,
  });
  // A quote never judges a typed e-mail's history (no oracle of who has ordered, issue 11); the order does.
  const customerKey = ctx.customerId !== null ? String(ctx.customerId) : isQuote ? null : email;
  const voucher = choices.voucherCode
    ? await evaluateVoucher(db, { code: choices.voucherCode, locale: ctx.locale, currency, itemsX100, shippingX100: shipping.shippingX100, customerKey, now: ctx.now })
    : null;
  const wantsWallet = (choices.walletX100 ?? 0) > 0;
  if (wantsWallet && ctx.customerId === null) throw new AppError('NOT_LOGGED_IN', 'Log in to pay with wallet credit');
  const walletBalanceX100 = ctx.customerId !== null ? await orders.walletBalance(db, ctx.customerId, currency, false) : null;
  const totals = computeTotals({
    // An extension ships with its parent: no second shipping fee, no second cash-on-delivery fee.
    itemsX100, shippingX100: isExtension ? 0 : shipping.shippingX100, paymentFeeX100: isExtension ? 0 : shipping.codFeeX100,
    voucher: voucher?.ok ? { discountX100: voucher.discountX100, freeShipping: voucher.freeShipping } : null,
    walletRequestedX100: choices.walletX100 ?? 0, walletBalanceX100: walletBalanceX100 ?? 0,
  });
  return { items, shipping, voucher, totals, walletBalanceX100 };
}

async function cartItems(db: Db, ctx: CheckoutContext): Promise<{ items: CartItems; gone: UnavailableDetails['unavailable'] }> {
  if (!ctx.cartId) return { items: [], gone: [] };
  const classified = classifyCartLines(await cartRepo.findCartLines(db, ctx.cartId), ctx.cartId, currencyFor(ctx.locale).code, ctx.now);
  return {
    items: classified.items.filter((i) => !classified.heldElsewhere.includes(i.productId)),
    gone: [
      ...classified.removed.map((r) => ({ productId: r.productId, reason: 'sold' as const })),
      ...classified.heldElsewhere.map((id) => ({ productId: id, reason: 'held' as const })),
    ],
  };
}

/**
 * Copies named directly (POST orders): each must be in stock and free, or held by the caller's own
 * cart; an unknown id is reported as not_found, like the cart's add does.
 */
async function listedItems(db: Db, ctx: CheckoutContext, ids: readonly number[]): Promise<{ items: CartItems; gone: UnavailableDetails['unavailable'] }> {
  const rows = await cartRepo.findBookLines(db, ids);
  const classified = classifyCartLines(rows, ctx.cartId ?? '', currencyFor(ctx.locale).code, ctx.now);
  const found = new Set(rows.map((r) => Number(r.book_id)));
  return {
    items: classified.items.filter((i) => !classified.heldElsewhere.includes(i.productId)),
    gone: [
      ...ids.filter((id) => !found.has(id)).map((productId) => ({ productId, reason: 'not_found' as const })),
      ...classified.removed.map((r) => ({ productId: r.productId, reason: 'sold' as const })),
      ...classified.heldElsewhere.map((id) => ({ productId: id, reason: 'held' as const })),
    ],
  };
}

export async function quote(ctx: CheckoutContext, choices: CheckoutChoices, email: string | null): Promise<QuoteResponse> {
  const { items } = await cartItems(ctx.db, ctx);
  if (items.length === 0) throw new AppError('CART_EMPTY', 'The cart is empty');
  const priced = await priceCart(ctx.db, ctx, choices, items, email, undefined, false, true);
  return {
    currency: currencyFor(ctx.locale).code, ...priced.totals,
    voucher: toVoucherResponse(priced.voucher), walletBalanceX100: priced.walletBalanceX100,
  };
}

const newPublicCode = () => randomBytes(15).toString('base64url');
/** The one-click confirmation token of an order from an unverified address: 256 bits, only its SHA-256 is stored. */
const newConfirmToken = () => randomBytes(32).toString('base64url');
export const confirmTokenHash = (token: string) => createHash('sha256').update(`order-confirm:${token}`).digest('hex');

/**
 * Whether the order's e-mail address is proven: the customer is logged in (login proves the
 * address) with this very address, or the order extends one that was confirmed or did not need it.
 */
async function addressVerified(db: Db, ctx: CheckoutContext, email: string, parent: OrderRow | undefined): Promise<{ verified: boolean; accountName: string | null }> {
  const who = ctx.customerId !== null ? await abuse.customerIdentity(db, ctx.customerId) : null;
  const accountName = who?.name ?? null;
  if (parent && !parent.awaiting_confirmation && parent.email.toLowerCase() === email.toLowerCase()) return { verified: true, accountName };
  return { verified: Boolean(who?.verified && who.email.toLowerCase() === email.toLowerCase()), accountName };
}

/** Cash on delivery and bank transfer keep copies for long; from an unverified address they first need the e-mail confirmation. */
const NEEDS_CONFIRMATION: readonly CheckoutPaymentMethod[] = ['cash-on-delivery', 'bank-transfer'];

function deadlineFor(method: CheckoutPaymentMethod, ctx: CheckoutContext): Date | typeof orders.FOREVER {
  if (method === 'cash-on-delivery') return orders.FOREVER;
  const minutes = method === 'bank-transfer' ? ctx.deps.env.BANK_TRANSFER_DAYS * 24 * 60 : ctx.deps.env.UNPAID_ORDER_MINUTES;
  return new Date(ctx.now.getTime() + minutes * 60_000);
}

function checkAddress(body: CheckoutBody, shipping: ShippingQuote): void {
  const needsAddress = shipping.kind === 'home' || shipping.kind === 'direct';
  if (needsAddress && !body.address) throw new AppError('ADDRESS_REQUIRED', 'Home and direct delivery need a delivery address');
  if (body.address && body.address.country !== body.country) {
    throw new AppError('ADDRESS_REQUIRED', 'The address must be in the destination country', { field: 'address.country' });
  }
}

/** What the browser does after checkout: pay online, see bank details, or read the thank-you. */
async function nextAfterCreate(ctx: CheckoutContext, order: OrderRow): Promise<NextStep> {
  if (order.state === 'paid' || order.payment_method === 'cash-on-delivery') return { kind: 'thank_you' };
  try {
    return await startPayment(ctx.db, order, order.payment_method as CheckoutPaymentMethod, ctx.deps, ctx.now);
  } catch (error) {
    // The order exists and waits for payment: its pay page offers the retry.
    if (error instanceof AppError && (error.code === 'PROVIDER_UNAVAILABLE' || error.code === 'PAYMENT_METHOD_UNAVAILABLE')) return { kind: 'pay_page' };
    throw error;
  }
}

function replayNext(order: OrderRow, latestRedirect: string | null): NextStep {
  if (order.state === 'paid' || order.payment_method === 'cash-on-delivery') return { kind: 'thank_you' };
  if (order.state === 'awaiting_payment' && latestRedirect) return { kind: 'redirect', url: latestRedirect };
  return { kind: 'pay_page' };
}

const response = (order: OrderRow, next: NextStep): CheckoutResponse => ({
  orderNumber: order.number, paymentCode: order.public_code, totalX100: order.total_x100, currency: order.currency, next,
});

/** Where an order's copies come from: the caller's cart (checkout, extend) or a list of copies (POST orders). */
export type OrderSource = { kind: 'cart' } | { kind: 'copies'; ids: readonly number[] };

export interface CreateOrderOptions {
  /** Copies for an extension of this open order: no second shipping fee, same delivery. */
  parent?: OrderRow;
  /** The cart by default. */
  source?: OrderSource;
  /** Whose Idempotency-Keys these are; the cart's by default. */
  scope?: string;
}

/**
 * POST cart/checkout. Everything that decides the order happens in one transaction: the
 * idempotency key, the wallet (customer row locked), the order row, the copies claimed in one
 * conditional upsert (a copy someone else holds or bought → 409 and the whole order rolls back),
 * the lines, the voucher use, the cart emptied. The provider call comes after the commit.
 */
export async function checkout(ctx: CheckoutContext, body: CheckoutBody, key: string, options: CreateOrderOptions = {}): Promise<{ status: 200 | 201; body: CheckoutResponse }> {
  const source = options.source ?? { kind: 'cart' };
  if (source.kind === 'cart' && !ctx.cartId) throw new AppError('CART_EMPTY', 'The cart is empty');
  const scope = options.scope ?? `cart:${ctx.cartId}`;
  const hash = requestHash(body);
  const currency = currencyFor(ctx.locale).code;

  const created = await ctx.db.transaction(async (txAny) => {
    const tx = txAny as unknown as Db;
    const earlier = await claimIdempotencyKey(tx, scope, key, hash, ctx.now);
    if (earlier) return { replayOf: earlier.orderId };

    const { items, gone } = source.kind === 'cart' ? await cartItems(tx, ctx) : await listedItems(tx, ctx, source.ids);
    if (gone.length > 0) throw new AppError('BOOK_NOT_AVAILABLE', 'Some copies in the cart are no longer available', { unavailable: gone } satisfies UnavailableDetails);
    if (items.length === 0) throw new AppError('CART_EMPTY', 'The cart is empty');

    if (ctx.customerId !== null && (body.walletX100 ?? 0) > 0) await orders.walletBalance(tx, ctx.customerId, currency, true);
    const priced = await priceCart(tx, ctx, body, items, body.contact.email, body.address?.zip, options.parent !== undefined);
    checkAddress(body, priced.shipping);
    if (priced.voucher && !priced.voucher.ok) {
      throw new AppError('VOUCHER_INVALID', `Voucher ${priced.voucher.code} cannot be used: ${priced.voucher.reason}`, { reason: priced.voucher.reason, minTotalX100: priced.voucher.minTotalX100 });
    }
    const totals = priced.totals;
    if (body.expectedTotalX100 !== undefined && body.expectedTotalX100 !== totals.totalX100) {
      throw new AppError('TOTAL_CHANGED', 'The total changed since it was shown', { totalX100: totals.totalX100 });
    }

    const method = body.payment.method;
    const paidAtOnce = totals.totalX100 === 0;

    // Inventory denial (docs/adr/0012): caps on copies held by unpaid orders per e-mail, IP and device.
    const origin = { email: body.contact.email, ip: ctx.ip, device: ctx.cartId };
    const { verified, accountName } = await addressVerified(tx, ctx, body.contact.email, options.parent);
    let findings: ReturnType<typeof reviewReasons> = [];
    if (!paidAtOnce) {
      await abuse.lockOrigin(tx, origin);
      const { held, otherEmailsFromIp } = await abuse.unpaidHeld(tx, origin, ctx.now);
      const caps = { email: ctx.deps.env.UNPAID_COPIES_PER_EMAIL, ip: ctx.deps.env.UNPAID_COPIES_PER_IP, device: ctx.deps.env.UNPAID_COPIES_PER_DEVICE };
      const over = capVerdict(held, items.length, caps);
      if (over) {
        throw new AppError('UNPAID_COPIES_LIMIT', `Too many copies in unpaid orders for this ${over.kind}; pay or cancel an earlier order first`, { limit: over.kind, max: over.max });
      }
      findings = reviewReasons({ email: body.contact.email, contactName: body.contact.name, accountName, held, copies: items.length, caps, otherEmailsFromIp });
    }
    const confirmToken = !paidAtOnce && !verified && NEEDS_CONFIRMATION.includes(method) ? newConfirmToken() : null;
    // Until confirmed, such an order holds its copies no longer than a cart would.
    const deadline = paidAtOnce ? orders.FOREVER
      : confirmToken ? new Date(ctx.now.getTime() + ctx.deps.env.CART_HOLD_MINUTES * 60_000)
        : deadlineFor(method, ctx);
    const orderId = await orders.insertOrder(tx, {
      number: await orders.nextOrderNumber(tx, ctx.now), public_code: newPublicCode(), locale: ctx.locale, currency,
      customer_id: ctx.customerId, email: body.contact.email, phone: body.contact.phone, name: body.contact.name,
      address: body.address ? { ...body.address } as Record<string, string> : null,
      shipping_method: body.shipping.method, pudo_id: body.shipping.pudoId ?? null, pudo_label: priced.shipping.pudoLabel,
      payment_method: method, items_x100: totals.itemsX100, shipping_x100: totals.shippingX100, payment_fee_x100: totals.paymentFeeX100,
      discount_x100: totals.discountX100, wallet_x100: totals.walletX100, total_x100: totals.totalX100,
      voucher_code: priced.voucher?.ok ? priced.voucher.code : null, state: 'new',
      expires_at: deadline === orders.FOREVER ? null : deadline, parent_order_id: options.parent?.id ?? null,
    }, ctx.now, { clientIp: ctx.ip, deviceId: ctx.cartId, confirmTokenHash: confirmToken ? confirmTokenHash(confirmToken) : null });
    await orders.journal(tx, orderId, null, 'new', 'checkout', ctx.now, { event: journalEvent('checkout', {}) });

    const ids = items.map((i) => i.productId);
    const claimed = new Set(await orders.claimForOrder(tx, orderId, ctx.cartId, ids, ctx.now, deadline));
    const lost = ids.filter((id) => !claimed.has(id));
    if (lost.length > 0) {
      throw new AppError('BOOK_NOT_AVAILABLE', 'Someone else has just bought some of these copies', {
        unavailable: lost.map((productId) => ({ productId, reason: 'held' as const })),
      } satisfies UnavailableDetails);
    }
    await orders.retireLapsedLines(tx, ids, ctx.now);
    await orders.insertLines(tx, orderId, items.map((i) => ({ copyId: i.productId, title: i.title, conditionId: i.conditionId, priceX100: i.priceX100 })));

    const customerKey = ctx.customerId !== null ? String(ctx.customerId) : body.contact.email;
    if (priced.voucher?.ok) {
      await redeemVoucher(tx, {
        code: priced.voucher.code, orderId, locale: ctx.locale, currency, itemsX100: totals.itemsX100,
        shippingX100: priced.shipping.shippingX100, customerKey, now: ctx.now,
      });
    }
    if (totals.walletX100 > 0 && ctx.customerId !== null) {
      await orders.addWalletEntry(tx, { customerId: ctx.customerId, currency, amountX100: -totals.walletX100, reason: 'order payment', orderId }, ctx.now);
    }

    if (paidAtOnce) {
      await orders.transition(tx, orderId, ['new'], 'paid', 'paid by voucher and wallet credit', ctx.now, undefined, { event: journalEvent('paid-by-credit', {}) });
      await orders.markBooksSold(tx, orderId, ctx.now);
    } else if (method === 'cash-on-delivery') {
      // Unconfirmed: the copies are only held (until the deadline), not sold yet.
      if (!confirmToken) await orders.markBooksSold(tx, orderId, ctx.now);
    } else {
      await orders.transition(tx, orderId, ['new'], 'awaiting_payment', `waiting for ${method}`, ctx.now, undefined, { event: journalEvent('awaiting-payment', { method }) });
    }
    // Bought copies leave the buyer's cart (for POST orders, only those that were in it).
    if (ctx.cartId) await cartRepo.removeCartItems(tx, ctx.cartId, ids);
    await abuse.recordReviews(tx, orderId, findings, ctx.now);
    // Paid, or cash on delivery / bank transfer from a verified address: the confirmation mail commits with the order.
    if (!confirmToken && (paidAtOnce || method === 'cash-on-delivery' || method === 'bank-transfer')) await queueOrderConfirmation(tx, orderId);
    await settleIdempotencyKey(tx, scope, key, orderId);
    return { orderId, confirmToken };
  });

  if (created.replayOf !== undefined) {
    const order = (await orders.findOrderById(ctx.db, created.replayOf))!;
    const last = await latestPayment(ctx.db, order.id);
    return { status: 200, body: response(order, replayNext(order, last?.state === 'pending' ? last.redirect_url : null)) };
  }
  const order = (await orders.findOrderById(ctx.db, created.orderId!))!;
  if (created.confirmToken) {
    // The order confirmation (and its invoice) follows the click on the link, not before.
    await ctx.deps.requestConfirmation(ctx.db, order.id, created.confirmToken);
  } else if (order.state === 'paid' || order.payment_method === 'cash-on-delivery' || order.payment_method === 'bank-transfer') {
    // The e-mail renders a PDF: the shopper should not wait for it (bench:checkout showed 5× slower checkouts).
    runConfirmed(ctx.db, order.id, ctx.deps);
  }
  return { status: 201, body: response(order, await nextAfterCreate(ctx, order)) };
}

/**
 * POST orders: an order for copies named in the request instead of the cart's, with the same
 * rules as the checkout (one transaction, claims in one conditional upsert, Idempotency-Key).
 * A copy the caller's own cart holds counts as free for them; it leaves that cart with the order.
 * Keys are scoped to the customer, else to the browser's cart, else to anonymous callers.
 */
export async function createOrder(ctx: CheckoutContext, body: CheckoutBody & { items: { productId: number }[] }, key: string) {
  const ids = [...new Set(body.items.map((i) => i.productId))];
  const scope = ctx.customerId !== null ? `orders:customer:${ctx.customerId}`
    : ctx.cartId ? `orders:cart:${ctx.cartId}`
    // Never one scope shared by strangers (issue 11): the browser's anonymous cookie, else this request alone.
    : ctx.anonymousId ? `orders:anonymous:${createHash('sha256').update(ctx.anonymousId).digest('hex')}`
    : `orders:request:${randomUUID()}`;
  return checkout(ctx, body, key, { source: { kind: 'copies', ids }, scope });
}
