import { sql } from 'drizzle-orm';
import { logger } from '@/server/http/logger';
import type { CheckoutPaymentMethod } from '@/contracts/checkout';
import { LOCALES, type Locale } from '@/i18n/locales';
import {
  chooseOffer, commissionBookSums, DEMO_COMMISSION_PRIVATE_TOKEN, DEMO_COMMISSION_PUBLIC_TOKEN, endListings, insertCommissionCopyTerms,
  openCommissionAccount, requestPayoutInTx, settleOrder, termsFor,
} from '@/server/modules/commission';
import type { Db } from '../../client';
import { queryRows } from '../../sql';

export { DEMO_COMMISSION_PRIVATE_TOKEN, DEMO_COMMISSION_PUBLIC_TOKEN };
const DEMO_DOMAIN = 'commission.demo.bookturn.test';
const DAY = 86_400_000;

async function takeCopies(db: Db, count: number): Promise<Array<{ id: number; title: string; priceCzkX100: number; priceEurX100: number }>> {
  const rows = await queryRows<{ id: string; title: string; price_czk_x100: number; price_eur_x100: number }>(db, sql`
    select b.id, m.title, b.price_czk_x100, b.price_eur_x100 from books b join mothers m on m.id = b.mother_id
     where b.state = 'in_stock' and b.seller_user_hash is null
       and not exists (select 1 from order_lines l where l.book_id = b.id)
     order by b.id desc limit ${count}`);
  return rows.map((r) => ({ id: Number(r.id), title: r.title, priceCzkX100: Number(r.price_czk_x100), priceEurX100: Number(r.price_eur_x100) }));
}

async function customer(db: Db, name: string, locale: string): Promise<{ id: number; hash: string }> {
  const email = `${name.toLowerCase().replace(/[^a-z]+/g, '.')}@${DEMO_DOMAIN}`;
  const [row] = await queryRows<{ id: string; public_hash: string }>(db, sql`
    insert into customers (email, name, locale, bank_account) values (${email}, ${name}, ${locale}, ${locale === 'cs' ? 'CZ6508000000192000145399' : 'DE89370400440532013000'})
    returning id, public_hash`);
  return { id: Number(row!.id), hash: row!.public_hash };
}

let orderSeq = 0;
async function returnParcel(db: Db, orderId: number, at: Date): Promise<void> {
  const tracking = `DEMOK${orderId}`;
  await db.execute(sql`insert into shipments (order_id, carrier, client, carrier_ref, tracking_number, state, currency, label_data, created_at, delivered_at, returned_at, updated_at)
    values (${orderId}, 'packeta', 'sandbox', ${tracking}, ${tracking}, 'returned', 'CZK', '{}'::jsonb, ${at.toISOString()}, ${at.toISOString()}, ${at.toISOString()}, ${at.toISOString()})`);
}

async function demoOrder(db: Db, copy: { id: number; title: string; priceCzkX100: number; priceEurX100: number }, locale: string, state: string, at: Date): Promise<number> {
  orderSeq += 1;
  const currency = locale === 'cs' ? 'CZK' : 'EUR';
  const price = currency === 'CZK' ? copy.priceCzkX100 : copy.priceEurX100;
  const number = `BTK${at.getUTCFullYear()}${String(orderSeq).padStart(5, '0')}`;
  // One of checkout's methods: the desk names an order's payment by it (it once said the raw key `payments.card`).
  const paymentMethod: CheckoutPaymentMethod = LOCALES[locale as Locale]?.paymentMethods.includes('adyen') ? 'adyen' : 'comgate-card';
  const [o] = await queryRows<{ id: string }>(db, sql`
    insert into orders (number, public_code, locale, currency, email, phone, name, shipping_method, payment_method, items_x100, shipping_x100, total_x100, state, paid_at, created_at, updated_at)
    values (${number}, ${`commission-demo-${orderSeq}-${copy.id}`}, ${locale}, ${currency}, ${`buyer${orderSeq}@${DEMO_DOMAIN}`}, '+420600000000', 'Demo Buyer', 'packeta', ${paymentMethod},
            ${price}, 0, ${price}, ${state}, ${at.toISOString()}, ${at.toISOString()}, ${at.toISOString()}) returning id`);
  const orderId = Number(o!.id);
  await db.execute(sql`insert into order_lines (order_id, book_id, title, condition_id, price_x100) values (${orderId}, ${copy.id}, ${copy.title}, 2, ${price})`);
  await db.execute(sql`update books set state = 'sold', sold_at = ${at.toISOString()} where id = ${copy.id}`);
  return orderId;
}

/**
 * Demo mode only (scripts/db-seed.ts): commission sellers with copies in every state — listed,
 * sold and credited (statements over three months), sold and returned (reversed), sold on the
 * way (not credited yet), listing ended (an open offer), returned for a fee (a debt), donated,
 * discarded — and a pending payout. Jana (cs) has the README's fixed tokens. Idempotent.
 */
export async function seedDemoCommission(db: Db, options: { now?: Date } = {}): Promise<{ sellers: number }> {
  const now = options.now ?? new Date();
  const [exists] = await queryRows<{ found: boolean }>(db, sql`select exists (select 1 from commission_accounts where public_token = ${DEMO_COMMISSION_PUBLIC_TOKEN}) as found`);
  if (exists?.found) return { sellers: 0 };
  const copies = await takeCopies(db, 16);
  if (copies.length < 16) return { sellers: 0 };
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY);
  const ctxAt = (d: Date) => ({ db, now: d, log: logger() });

  // Jana (cs): the fixed tokens.
  const jana = await customer(db, 'Jana Komisní', 'cs');
  const { account } = await openCommissionAccount(db, {
    customerId: jana.id, locale: 'cs', now: at(200), privateToken: DEMO_COMMISSION_PRIVATE_TOKEN, publicToken: DEMO_COMMISSION_PUBLIC_TOKEN,
    payoutMethod: 'bank', bankAccount: 'CZ6508000000192000145399', accountHolder: 'Jana Komisní',
  });
  const terms = termsFor('cs');
  const own = async (copy: (typeof copies)[number], listedDaysAgo: number, accountId: number, hash: string, t = terms) => {
    await db.execute(sql`update books set seller_user_hash = ${hash} where id = ${copy.id}`);
    const listedAt = at(listedDaysAgo);
    await insertCommissionCopyTerms(db, {
      copyId: copy.id, accountId, sharePercent: t.sharePercent, minPriceX100: t.minPriceX100, listedAt,
      listingEndsAt: new Date(listedAt.getTime() + t.listingDays * DAY), views: (copy.id * 7) % 90,
    });
  };
  const [a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11] = copies;
  for (const [copy, days] of [[a1, 12], [a2, 40], [a3, 95]] as const) await own(copy!, days, account.id, jana.hash); // listed
  await own(a4!, 190, account.id, jana.hash); // listing ended: an open offer
  await own(a5!, 230, account.id, jana.hash); // offer window passed: donated
  await own(a6!, 150, account.id, jana.hash);
  await own(a7!, 120, account.id, jana.hash);
  await own(a8!, 80, account.id, jana.hash);
  await own(a9!, 60, account.id, jana.hash);
  await own(a10!, 100, account.id, jana.hash);
  // Sold and delivered across three months; one returned; one still on its way.
  for (const [copy, days] of [[a6, 70], [a7, 40], [a8, 10]] as const) await settleOrder(ctxAt(at(days)), await demoOrder(db, copy!, 'cs', 'delivered', at(days)));
  await settleOrder(ctxAt(at(30)), await demoOrder(db, a9!, 'cs', 'delivered', at(35)));
  // Delivered and credited, then the parcel came back: the share reversed, the copy discarded.
  const returned = await demoOrder(db, a10!, 'cs', 'delivered', at(25));
  await settleOrder(ctxAt(at(25)), returned);
  await returnParcel(db, returned, at(20));
  await settleOrder(ctxAt(at(20)), returned);
  await db.execute(sql`update books set state = 'discarded' where id = ${a10!.id}`);
  await demoOrder(db, a3!, 'cs', 'shipped', at(2));
  // The offers: a4 ends now (open); a5 ended long ago and lapsed.
  await db.execute(sql`update commission_copies set listing_ends_at = ${at(50).toISOString()} where book_id = ${a5!.id}`);
  await endListings(ctxAt(at(49)));
  await endListings(ctxAt(now));
  // A payout waiting for staff.
  await requestPayoutInTx(db, account.id, { amountX100: Math.min(((await commissionBookSums(db, account.id)).seller ?? 0), 20_000) }, at(1)).catch(() => undefined);

  // Max (de-DE): chose to have an unsold copy returned — the fee is a debt.
  const max = await customer(db, 'Max Kommission', 'de-DE');
  const opened = await openCommissionAccount(db, { customerId: max.id, locale: 'de-DE', now: at(250) });
  await own(a11!, 200, opened.account.id, max.hash, termsFor('de-DE'));
  await endListings(ctxAt(at(15)));
  await chooseOffer(ctxAt(at(10)), opened.privateToken, a11!.id, { choice: 'return' });
  await db.execute(sql`update books set state = 'discarded' where id = ${a11!.id}`);
  return { sellers: 2 };
}
