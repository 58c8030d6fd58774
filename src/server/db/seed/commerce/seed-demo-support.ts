import { sql } from 'drizzle-orm';
import type { RequestContext } from '@/server/http/context';
import { logger } from '@/server/http/logger';
import { refreshWorkRating } from '@/server/modules/reviews';
import { addComment, addCreditLock, addDebt, requestAdjustment } from '@/server/modules/support';
import type { Db } from '../../client';
import { queryRows } from '../../sql';

export const DEMO_SUPPORT_DOMAIN = 'support.demo.bookturn.test';
const DAY = 86_400_000;

async function customer(db: Db, name: string, locale: string, at: Date): Promise<number> {
  const email = `${name.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^a-z]+/g, '.')}@${DEMO_SUPPORT_DOMAIN}`;
  const [row] = await queryRows<{ id: string }>(db, sql`
    insert into customers (email, name, locale, phone, kind, created_at) values (${email}, ${name}, ${locale}, '+420 602 111 222', 'buyer', ${at.toISOString()}) returning id`);
  return Number(row!.id);
}

async function contactMessage(db: Db, m: { locale: string; name: string; email: string; subject: string; message: string; orderNumber?: string }, at: Date): Promise<void> {
  await db.execute(sql`insert into contact_messages (locale, name, email, subject, message, order_number, created_at)
    values (${m.locale}, ${m.name}, ${m.email}, ${m.subject}, ${m.message}, ${m.orderNumber ?? null}, ${at.toISOString()})`);
}

/**
 * Demo mode only (scripts/db-seed.ts, after the demo staff and commission sellers): the support
 * desk is not empty — Petra has wallet credit (a goodwill adjustment applied, a larger one waiting
 * for a second employee), a credit lock, a debt and a staff comment, and reported Karel's review;
 * the inbox holds three messages (one from Petra, one from the commission seller Jana, whose payout
 * request waits on /admin/provize-vyplaty). The money goes through the desk's own actions, so the
 * journal shows them. Idempotent: nothing happens when Petra exists.
 */
export async function seedDemoSupport(db: Db, options: { staffId: number; now?: Date }): Promise<{ customers: number }> {
  const now = options.now ?? new Date();
  const [exists] = await queryRows<{ found: boolean }>(db, sql`select exists (select 1 from customers where email like ${`%@${DEMO_SUPPORT_DOMAIN}`}) as found`);
  if (exists?.found) return { customers: 0 };
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY);
  const ctxAt = (d: Date): RequestContext => ({
    db, now: d, locale: 'cs', customer: null, staff: { id: options.staffId, name: 'demo', permissions: [] }, log: logger(), ip: '127.0.0.1',
  });

  const petra = await customer(db, 'Petra Podpůrná', 'cs', at(120));
  const karel = await customer(db, 'Karel Kritický', 'cs', at(90));
  await requestAdjustment(ctxAt(at(30)), petra, { currency: 'CZK', amountX100: 80_000, reason: 'Odškodnění za poškozenou zásilku' });
  await addCreditLock(ctxAt(at(20)), petra, { currency: 'CZK', amountX100: 15_000, reason: 'Reklamace v řešení' });
  await requestAdjustment(ctxAt(at(3)), petra, { currency: 'CZK', amountX100: 250_000, reason: 'Vrácení za ztracenou zásilku (nad limit)' });
  await addDebt(ctxAt(at(10)), petra, { currency: 'CZK', amountX100: 4_900, reason: 'Poplatek za vrácení odmítnuté knihy', settle: false }, 'demo-support-debt-1');
  await addComment(ctxAt(at(5)), petra, 'Volala kvůli reklamaci, ozvat se do pátku.');

  // Karel's review, reported by Petra: of a work well inside the catalogue's end (the home page's
  // feeds and the listing's first pages, which browser tests count, start at the other end; the
  // demo commission sellers and the support spec take the last copies).
  const [work] = await queryRows<{ id: number }>(db, sql`select grandmother_id as id from books where state = 'in_stock' order by id desc
     offset (select count(*) / 5 from books where state = 'in_stock') limit 1`);
  if (work) {
    const [review] = await queryRows<{ id: string }>(db, sql`
      insert into reviews (customer_id, grandmother_id, rating, body, locale, created_at, updated_at)
      values (${karel}, ${work.id}, 1, 'Naprostá hrůza, autor by měl jít sedět. Kupte si radši cokoli jiného!', 'cs', ${at(8).toISOString()}, ${at(8).toISOString()}) returning id`);
    await db.execute(sql`insert into review_reports (review_id, customer_id, reason, note, created_at)
      values (${review!.id}, ${petra}, 'offensive', 'Urážlivé, nic o knize', ${at(7).toISOString()})`);
    await refreshWorkRating(db, work.id);
  }

  const [jana] = await queryRows<{ email: string; name: string }>(db, sql`select email, name from customers where email like 'jana.%@commission.demo.bookturn.test' limit 1`);
  await contactMessage(db, { locale: 'cs', name: 'Petra Podpůrná', email: `petra.podpurna@${DEMO_SUPPORT_DOMAIN}`, subject: 'Kde je moje zásilka?', message: 'Dobrý den, objednávka mi ještě nedorazila. Můžete to prosím prověřit?' }, at(2));
  if (jana) await contactMessage(db, { locale: 'cs', name: jana.name, email: jana.email, subject: 'Výplata za komisní knihy', message: 'Dobrý den, požádala jsem o výplatu, kdy ji mohu čekat?' }, at(1));
  await contactMessage(db, { locale: 'de-DE', name: 'Lena Leser', email: `lena@${DEMO_SUPPORT_DOMAIN}`, subject: 'Rechnung', message: 'Guten Tag, ich brauche eine Rechnung mit meiner Firmenadresse.' }, at(0.5));
  return { customers: 2 };
}
