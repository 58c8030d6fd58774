import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { CART_COOKIE, MAX_CART_ITEMS, type CartData, type UnavailableDetails } from '@/contracts/cart';
import { currencyFor } from '@/i18n/locales';
import type { Db } from '../../db/client';
import { AppError } from '../../http/errors';
import type { AppEnv } from '../../http/types';
import { currentCustomerId } from '../customers/session';
import * as repo from './cart.repository';
import { classifyCartLines, sumPrices } from './cart-lines';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const CART_COOKIE_DAYS = 90;

export interface CartConfig {
  holdMinutes: number;
  secureCookies: boolean;
}

/** Which cart a request means: the customer's (after login), else the one named by the cart cookie. */
export async function findRequestCart(c: Context<AppEnv>): Promise<string | null> {
  const db = c.get('db');
  const customerId = await currentCustomerId(c);
  if (customerId !== null) return (await repo.findCustomerCart(db, customerId))?.id ?? null;
  const cookie = getCookie(c, CART_COOKIE);
  if (!cookie || !UUID.test(cookie)) return null;
  const cart = await repo.findCart(db, cookie);
  return cart && cart.customer_id === null ? cart.id : null;
}

/** The request's cart, created on first write (anonymous carts get the cookie). */
async function ensureRequestCart(c: Context<AppEnv>, config: CartConfig): Promise<string> {
  const existing = await findRequestCart(c);
  if (existing) return existing;
  const db = c.get('db');
  const customerId = await currentCustomerId(c);
  if (customerId !== null) return repo.ensureCustomerCart(db, customerId, randomUUID(), c.get('now'));
  const id = randomUUID();
  await repo.createAnonymousCart(db, id, c.get('now'));
  setCookie(c, CART_COOKIE, id, { path: '/', httpOnly: true, sameSite: 'Lax', secure: config.secureCookies, maxAge: CART_COOKIE_DAYS * 86_400 });
  return id;
}

/** The cart as GET cart/data shows it; a request without a cart gets an empty one (GETs never write). */
export async function readCart(db: Db, cartId: string | null, c: { locale: Parameters<typeof currencyFor>[0]; now: Date }, config: CartConfig): Promise<CartData> {
  const currency = currencyFor(c.locale).code;
  if (!cartId) return { items: [], priceTotalX100: 0, currency, holdMinutes: config.holdMinutes, removed: [] };
  const { items, removed } = classifyCartLines(await repo.findCartLines(db, cartId), cartId, currency, c.now);
  return { items, priceTotalX100: sumPrices(items), currency, holdMinutes: config.holdMinutes, removed };
}

export async function getCartData(c: Context<AppEnv>, config: CartConfig): Promise<CartData> {
  return readCart(c.get('db'), await findRequestCart(c), { locale: c.get('locale'), now: c.get('now') }, config);
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
export async function addToCart(c: Context<AppEnv>, productIds: number[], config: CartConfig): Promise<CartData> {
  const ids = [...new Set(productIds)];
  const now = c.get('now');
  const until = new Date(now.getTime() + config.holdMinutes * 60_000);
  const currency = currencyFor(c.get('locale')).code;
  const cartId = await ensureRequestCart(c, config);
  await c.get('db').transaction(async (tx) => {
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
  return readCart(c.get('db'), cartId, { locale: c.get('locale'), now }, config);
}

/**
 * PUT cart item: holds a copy already in the cart again for the full hold time (the cart page's
 * "hold again" after a lapse). Same conditional upsert as adding: 409 if another cart or an order
 * has it now, 404 if the copy is not in this cart.
 */
export async function renewHold(c: Context<AppEnv>, bookId: number, config: CartConfig): Promise<CartData> {
  const now = c.get('now');
  const cartId = await findRequestCart(c);
  const lines = cartId ? await repo.findCartLines(c.get('db'), cartId) : [];
  if (!cartId || !lines.some((l) => Number(l.book_id) === bookId)) throw new AppError('NOT_FOUND', 'This copy is not in the cart');
  const until = new Date(now.getTime() + config.holdMinutes * 60_000);
  const held = await repo.holdForCart(c.get('db'), cartId, [bookId], now, until);
  if (held.length === 0) {
    const [book] = await repo.findBookStates(c.get('db'), [bookId]);
    const details: UnavailableDetails = { unavailable: [{ productId: bookId, reason: book?.state === 'in_stock' ? 'held' : 'sold' }] };
    throw new AppError('BOOK_NOT_AVAILABLE', 'Someone else has this copy now', details);
  }
  return readCart(c.get('db'), cartId, { locale: c.get('locale'), now }, config);
}

export async function removeFromCart(c: Context<AppEnv>, bookIds: number[] | 'all', config: CartConfig): Promise<CartData> {
  const cartId = await findRequestCart(c);
  if (cartId) {
    await c.get('db').transaction(async (tx) => {
      await repo.removeCartItems(tx as unknown as Db, cartId, bookIds);
      await pruneGone(tx as unknown as Db, cartId, c.get('now'), currencyFor(c.get('locale')).code);
    });
  }
  return readCart(c.get('db'), cartId, { locale: c.get('locale'), now: c.get('now') }, config);
}

/**
 * Login: the anonymous cart of this browser joins the customer's cart (its holds move with it)
 * and the cart cookie is dropped. Called by the login flow with the customer's id.
 */
export async function mergeAnonymousCart(c: Context<AppEnv>, customerId: number): Promise<void> {
  const cookie = getCookie(c, CART_COOKIE);
  if (!cookie || !UUID.test(cookie)) return;
  const db = c.get('db');
  const anonymous = await repo.findCart(db, cookie);
  deleteCookie(c, CART_COOKIE, { path: '/' });
  if (!anonymous || anonymous.customer_id !== null) return;
  const target = await repo.ensureCustomerCart(db, customerId, randomUUID(), c.get('now'));
  await db.transaction(async (tx) => repo.mergeCartInto(tx as unknown as Db, anonymous.id, target, c.get('now')));
}
