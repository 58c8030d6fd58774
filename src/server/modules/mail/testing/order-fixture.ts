import { LOCALES, type Locale } from '@/i18n/locales';
import type { DbHandle } from '../../../db/client';
import { copies, works, editions, orderLines, orders } from '../../../db/schema';
import { seedReferenceData } from '../../../db/seed/reference-data';

export interface TestOrderOptions {
  locale: Locale;
  name?: string;
  email?: string;
  lines?: { title: string; priceX100: number }[];
  shippingMethod?: string;
  pudoLabel?: string | null;
  address?: Record<string, string> | null;
  paymentMethod?: string;
  shippingX100?: number;
  discountX100?: number;
}

let sequence = 0;

/** An order row with its lines (and the copies they point at), written directly: mail tests need no checkout. */
export async function insertTestOrder(handle: DbHandle, options: TestOrderOptions): Promise<{ id: number; number: string; paymentCode: string }> {
  const { db } = handle;
  await seedReferenceData(handle);
  sequence += 1;
  const lines = options.lines ?? [{ title: 'Babička', priceX100: 19900 }, { title: 'Žluťoučký kůň', priceX100: 9900 }];
  const [work] = await db.insert(works).values({ title: lines[0].title }).returning({ id: works.id });
  const [edition] = await db.insert(editions).values({ workId: work.id, title: lines[0].title, languageId: 1 }).returning({ id: editions.id });
  const copiesFound = await db
    .insert(copies)
    .values(lines.map((l) => ({ editionId: edition.id, workId: work.id, conditionId: 2, priceCzkX100: l.priceX100, priceEurX100: l.priceX100, state: 'sold' as const })))
    .returning({ id: copies.id });

  const itemsX100 = lines.reduce((sum, l) => sum + l.priceX100, 0);
  const shippingX100 = options.shippingX100 ?? 7900;
  const discountX100 = options.discountX100 ?? 0;
  const number = `BT26${String(100000 + sequence).padStart(6, '0')}`;
  const paymentCode = `pc${sequence}x${Math.random().toString(36).slice(2, 10)}`;
  const now = new Date('2026-03-14T09:30:00Z');
  const [order] = await db
    .insert(orders)
    .values({
      number,
      publicCode: paymentCode,
      locale: options.locale,
      currency: LOCALES[options.locale].currency,
      email: options.email ?? `buyer${sequence}@example.com`,
      phone: '+420777000111',
      name: options.name ?? 'Jana Nováková',
      address: options.address === undefined ? { street: 'Křižíkova 12', city: 'Praha', zip: '186 00', country: 'CZ' } : options.address,
      shippingMethod: options.shippingMethod ?? 'packeta-home',
      pudoLabel: options.pudoLabel ?? null,
      paymentMethod: options.paymentMethod ?? 'bank-transfer',
      itemsX100,
      shippingX100,
      discountX100,
      totalX100: itemsX100 + shippingX100 - discountX100,
      state: 'paid',
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: orders.id });
  await db.insert(orderLines).values(lines.map((l, i) => ({ orderId: order.id, copyId: copiesFound[i].id, title: l.title, conditionId: 2, priceX100: l.priceX100 })));
  return { id: order.id, number, paymentCode };
}
