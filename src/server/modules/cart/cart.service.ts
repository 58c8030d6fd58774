import { randomUUID } from 'node:crypto';
import { MAX_CART_ITEMS, type CartData, type UnavailableDetails } from '@/contracts/cart';
import { currencyFor } from '@/i18n/locales';
import type { Db } from '../../db/client';
import type { RequestContext } from '../../http/context';
import { AppError } from '../../http/errors';
import * as repo from './cart.repository';
import { classifyCartLines, sumPrices } from './cart-lines';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface CartConfig {
  holdMinutes: number;
}

/** The browser's cart cookie (read by the route): which anonymous cart the request names, if any. */
export interface CartInput { cartCookie: string | null }

/** Which cart a request means: the customer's (after login), else the one named by the cart cookie. */
export async function findRequestCart(ctx: RequestContext, input: CartInput): Promise<string | null> {
  if (ctx.customer !== null) return (await repo.findCustomerCart(ctx.db, ctx.customer.id))?.id ?? null;
  const cookie = input.cartCookie;
  if (!cookie || !UUID.test(cookie)) return null;
  const cart = await repo.findCart(ctx.db, cookie);
  return cart && cart.customer_id === null ? cart.id : null;
}

/** The request's cart, created on first write; `created` is a new anonymous cart whose id the browser must keep (cookie). */
export async function ensureRequestCart(ctx: RequestContext, input: CartInput): Promise<{ cartId: string; created: boolean }> {
  const existing = await findRequestCart(ctx, input);
  if (existing) return { cartId: existing, created: false };
  if (ctx.customer !== null) return { cartId: await repo.ensureCustomerCart(ctx.db, ctx.customer.id, randomUUID(), ctx.now), created: false };
  const id = randomUUID();
  await repo.createAnonymousCart(ctx.db, id, ctx.now);
  return { cartId: id, created: true };
}

/** The cart as GET cart/data shows it; a request without a cart gets an empty one (GETs never write). */
export async function readCart(db: Db, cartId: string | null, c: { locale: Parameters<typeof currencyFor>[0]; now: Date }, config: CartConfig): Promise<CartData> {
  const currency = currencyFor(c.locale).code;
  if (!cartId) return { items: [], priceTotalX100: 0, currency, holdMinutes: config.holdMinutes, removed: [] };
  const { items, removed } = classifyCartLines(await repo.findCartLines(db, cartId), cartId, currency, c.now);
  return { items, priceTotalX100: sumPrices(items), currency, holdMinutes: config.holdMinutes, removed };
}

export async function getCartData(ctx: RequestContext, input: CartInput, config: CartConfig): Promise<CartData> {
  return readCart(ctx.db, await findRequestCart(ctx, input), ctx, config);
}

/** Copies someone else bought drop out of the cart on its next change (the GET only reports them). */
async function pruneGone(db: Db, cartId: string, now: Date, currency: 'CZK' | 'EUR'): Promise<void> {
  const { removed } = classifyCartLines(await repo.findCartLines(db, cartId), cartId, currency, now);
  if (removed.length > 0) await repo.removeCartItems(db, cartId, removed.map((r) => r.productId));
}

/**
 * Adds copies and holds them for this cart, all or nothing: if any copy is unknown, sold or held
 * by another cart, nothing changes and the answer is 409 BOOK_NOT_AVAILABLE naming each one.
 */
export async function addToCart(ctx: RequestContext, input: { cartId: string; productIds: number[] }, config: CartConfig): Promise<CartData> {
  const ids = [...new Set(input.productIds)];
  const now = ctx.now;
  const until = new Date(now.getTime() + config.holdMinutes * 60_000);
  const currency = currencyFor(ctx.locale).code;
  const { cartId } = input;
  await ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    await pruneGone(db, cartId, now, currency);
    const count = await repo.countCartItems(db, cartId);
    if (count + ids.length > MAX_CART_ITEMS) throw new AppError('CART_FULL', `A cart holds at most ${MAX_CART_ITEMS} copies`);
    const held = new Set(await repo.holdForCart(db, cartId, ids, now, until));
    const missing = ids.filter((id) => !held.has(id));
    if (missing.length > 0) {
      const states = new Map((await repo.findBookStates(db, missing)).map((b) => [b.id, b.state]));
      const details: UnavailableDetails = {
        unavailable: missing.map((id) => ({
          productId: id,
          reason: !states.has(id) ? 'not_found' : states.get(id) === 'in_stock' ? 'held' : 'sold',
        })),
      };
      throw new AppError('BOOK_NOT_AVAILABLE', 'Some copies are no longer available', details);
    }
    await repo.insertCartItems(db, cartId, ids, now);
  });
  return readCart(ctx.db, cartId, ctx, config);
}

/**
 * PUT cart item: holds a copy already in the cart again for the full hold time (the cart page's
 * "hold again" after a lapse). Same conditional upsert as adding: 409 if another cart or an order
 * has it now, 404 if the copy is not in this cart.
 */
export async function renewHold(ctx: RequestContext, input: CartInput & { copyId: number }, config: CartConfig): Promise<CartData> {
  const { now, db } = ctx;
  const { copyId } = input;
  const cartId = await findRequestCart(ctx, input);
  const lines = cartId ? await repo.findCartLines(db, cartId) : [];
  if (!cartId || !lines.some((l) => Number(l.book_id) === copyId)) throw new AppError('NOT_FOUND', 'This copy is not in the cart');
  const until = new Date(now.getTime() + config.holdMinutes * 60_000);
  const held = await repo.holdForCart(db, cartId, [copyId], now, until);
  if (held.length === 0) {
    const [book] = await repo.findBookStates(db, [copyId]);
    const details: UnavailableDetails = { unavailable: [{ productId: copyId, reason: book?.state === 'in_stock' ? 'held' : 'sold' }] };
    throw new AppError('BOOK_NOT_AVAILABLE', 'Someone else has this copy now', details);
  }
  return readCart(db, cartId, ctx, config);
}

export async function removeFromCart(ctx: RequestContext, input: CartInput & { copyIds: number[] | 'all' }, config: CartConfig): Promise<CartData> {
  const cartId = await findRequestCart(ctx, input);
  if (cartId) {
    await ctx.db.transaction(async (tx) => {
      await repo.removeCartItems(tx as unknown as Db, cartId, input.copyIds);
      await pruneGone(tx as unknown as Db, cartId, ctx.now, currencyFor(ctx.locale).code);
    });
  }
  return readCart(ctx.db, cartId, ctx, config);
}

/**
 * Login: the anonymous cart of this browser joins the customer's cart (its holds move with it).
 * Called by the login flow with the customer's id; true when the cart cookie is spent (the route drops it).
 */
export async function mergeAnonymousCart(ctx: RequestContext, input: CartInput & { customerId: number }): Promise<boolean> {
  const cookie = input.cartCookie;
  if (!cookie || !UUID.test(cookie)) return false;
  const db = ctx.db;
  const anonymous = await repo.findCart(db, cookie);
  if (!anonymous || anonymous.customer_id !== null) return true;
  const target = await repo.ensureCustomerCart(db, input.customerId, randomUUID(), ctx.now);
  await db.transaction(async (tx) => repo.mergeCartInto(tx as unknown as Db, anonymous.id, target, ctx.now));
  return true;
}
