import type { OrderState } from '@/contracts/orders';
import type { CheckoutPaymentMethod } from '@/contracts/checkout';
import { LOCALES, type Locale } from '@/i18n/locales';
import { journalEvent, type JournalEvent } from '@/contracts/order-journal';
import { hashString, mix, Rng } from '../prng';

/**
 * The demo's orders (issue 13 item 7): every order state, on several storefronts, with the
 * payments, journal, comments and tags a shop a few weeks old would have, so that every list of
 * the back office has something on it. Pure: the seeding step and the admin benchmark
 * (tests/bench/admin.ts, 200 000 orders) feed it copies and write what it returns.
 *
 * Lines are copies the catalogue seed marked sold, so the demo's stock and its facet counts stay
 * exactly what the catalogue seed made. For an unpaid order that bends reality a little (its
 * copies would be in stock and claimed); the desk's actions on it still behave, which is what a
 * demo needs.
 */
export interface DemoCopy {
  id: number;
  title: string;
  conditionId: number;
  priceCzkX100: number;
  priceEurX100: number;
}

export interface DemoPudo { id: string; carrier: string; country: string; label: string }

export interface DemoJournalEntry {
  fromState: OrderState | null;
  toState: OrderState;
  reason: string;
  kind: 'state' | 'staff_action' | 'payment' | 'comment';
  staff: boolean;
  action: string | null;
  at: Date;
  /** What the back office renders (src/contracts/order-journal.ts), as the live code writes it. */
  event: JournalEvent;
}

export type DemoShipmentEvent = 'created' | 'shipped' | 'delivered' | 'returned' | 'cod_collected';

/**
 * The parcel of a shipped, delivered or returned demo order, as the fulfilment desk and the
 * sandbox carrier (docs/adr/0023) would have left it: a tracking number, its state and its log.
 */
export interface DemoShipment {
  /** shipping_methods.carrier of the order's method. */
  carrier: string;
  trackingNumber: string;
  state: 'shipped' | 'delivered' | 'returned';
  /** Cash to collect on delivery (a COD order's total), else 0. */
  codX100: number;
  createdAt: Date;
  shippedAt: Date;
  deliveredAt: Date | null;
  returnedAt: Date | null;
  codCollectedAt: Date | null;
  log: Array<{ event: DemoShipmentEvent; state: 'created' | 'shipped' | 'delivered' | 'returned'; carrierStatus: string | null; staff: boolean; at: Date }>;
}

export interface DemoOrder {
  /** Index of the order in the plan: its customer and its stream of random numbers. */
  index: number;
  locale: Locale;
  currency: 'CZK' | 'EUR';
  email: string;
  name: string;
  phone: string;
  address: { street: string; city: string; zip: string; country: string } | null;
  shippingMethod: string;
  pudo: DemoPudo | null;
  paymentMethod: CheckoutPaymentMethod;
  state: OrderState;
  lines: Array<{ copyId: number; title: string; conditionId: number; priceX100: number; active: boolean }>;
  itemsX100: number;
  shippingX100: number;
  paymentFeeX100: number;
  totalX100: number;
  createdAt: Date;
  paidAt: Date | null;
  expiresAt: Date | null;
  /** The payment as the provider or the desk recorded it; null for an order nobody has paid. */
  payment: { provider: string; method: string; state: 'paid'; amountX100: number; at: Date } | null;
  journal: DemoJournalEntry[];
  comments: Array<{ body: string; at: Date; closedAt: Date | null }>;
  tags: string[];
  /** Orders that left the warehouse (shipped, delivered, and shipped ones whose parcel came back). */
  shipment: DemoShipment | null;
}

/** One lifecycle per slot; the plan walks it round-robin so a few dozen orders cover every state. */
const LIFECYCLES: ReadonlyArray<{ state: OrderState; pay: 'card' | 'bank' | 'cod' }> = [
  { state: 'new', pay: 'cod' },
  { state: 'awaiting_payment', pay: 'bank' },
  { state: 'paid', pay: 'card' },
  { state: 'paid', pay: 'bank' },
  { state: 'packed', pay: 'card' },
  { state: 'packed', pay: 'cod' },
  { state: 'shipped', pay: 'card' },
  { state: 'shipped', pay: 'cod' },
  { state: 'delivered', pay: 'card' },
  { state: 'delivered', pay: 'cod' },
  { state: 'cancelled', pay: 'bank' },
  { state: 'refund_required', pay: 'card' },
];

const STOREFRONTS: readonly Locale[] = ['cs', 'cs', 'cs', 'sk', 'de-AT', 'de-DE', 'en', 'fr-FR', 'it-IT', 'nl-NL', 'es-ES', 'fr-BE'];

/** Home delivery per destination country (a method with a rate there, SPEC §shipping). */
const HOME_METHOD: Record<string, string> = {
  CZ: 'packeta-home', SK: 'packeta-home', AT: 'austrian-post-home', DE: 'dhl-home', ES: 'gls-home',
  IT: 'gls-home', NL: 'dpd-home', FR: 'gls-home', BE: 'dpd-home',
};

/** Names as pairs, so that a Czech or Slovak surname agrees with the first name (Jana Nováková, Petr Novák). */
const PEOPLE: Record<string, { names: ReadonlyArray<readonly [string, string]>; streets: readonly string[]; cities: ReadonlyArray<readonly [string, string]>; phone: string }> = {
  CZ: { names: [['Jana', 'Nováková'], ['Petr', 'Svoboda'], ['Lucie', 'Dvořáková'], ['Tomáš', 'Černý'], ['Eva', 'Procházková'], ['Martin', 'Kučera'], ['Tereza', 'Veselá'], ['Jakub', 'Horák']], streets: ['Lipová 12', 'Husova 5', 'Na Příkopě 21', 'Masarykova 88'], cities: [['Praha', '110 00'], ['Brno', '602 00'], ['Olomouc', '779 00'], ['Plzeň', '301 00']], phone: '+420 6' },
  SK: { names: [['Zuzana', 'Horváthová'], ['Marek', 'Kováč'], ['Katarína', 'Balážová']], streets: ['Obchodná 14', 'Hlavná 3'], cities: [['Bratislava', '811 06'], ['Košice', '040 01']], phone: '+421 9' },
  AT: { names: [['Anna', 'Gruber'], ['Lukas', 'Huber'], ['Sophie', 'Wagner']], streets: ['Mariahilfer Straße 40', 'Herrengasse 7'], cities: [['Wien', '1070'], ['Graz', '8010']], phone: '+43 6' },
  DE: { names: [['Lena', 'Müller'], ['Jonas', 'Schmidt'], ['Marie', 'Fischer']], streets: ['Bergmannstraße 12', 'Hauptstraße 9'], cities: [['Berlin', '10961'], ['München', '80331']], phone: '+49 1' },
  ES: { names: [['Lucía', 'García'], ['Hugo', 'Martínez']], streets: ['Calle Mayor 10'], cities: [['Madrid', '28013']], phone: '+34 6' },
  IT: { names: [['Giulia', 'Rossi'], ['Luca', 'Bianchi']], streets: ['Via Roma 22'], cities: [['Milano', '20121']], phone: '+39 3' },
  NL: { names: [['Emma', 'de Vries'], ['Daan', 'Jansen']], streets: ['Prinsengracht 100'], cities: [['Amsterdam', '1015 DZ']], phone: '+31 6' },
  FR: { names: [['Camille', 'Martin'], ['Louis', 'Bernard']], streets: ['Rue de Rivoli 12'], cities: [['Paris', '75004']], phone: '+33 6' },
  BE: { names: [['Louise', 'Peeters'], ['Arthur', 'Dubois']], streets: ['Rue Neuve 30'], cities: [['Bruxelles', '1000']], phone: '+32 4' },
};

/** The shipping fee per method family, in hundredths (the demo's orders; real ones price from shipping_rates). */
const SHIPPING_FEE = { CZK: { pudo: 7_900, home: 11_900 }, EUR: { pudo: 390, home: 690 } } as const;
const COD_FEE = { CZK: 2_900, EUR: 150 } as const;

const STAFF_COMMENTS: readonly string[] = [
  'Zákazník volal: prosí o zabalení do bublinkové fólie.',
  'Ověřit stav obálky před odesláním — na fotce vypadá lépe.',
  'Customer asked for an invoice to a company (IČ in the e-mail).',
  'Dopravce hlásí poškozený obal, sledovat reklamaci.',
];
const TAGS: readonly string[] = ['dárek', 'vip', 'reklamace', 'firma', 'pozor-adresa'];

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export interface DemoOrderOptions {
  seed: number;
  now: Date;
  count: number;
  copies: readonly DemoCopy[];
  /** Pick-up points by carrier and country (pudo_locations); orders to a country without one go home. */
  pudos: readonly DemoPudo[];
  /** Older orders spread further back: the benchmark's 200 000 span years, the demo's a few weeks. */
  spanDays?: number;
  /** The carrier of each shipping method (shipping_methods.carrier); default: the code's first word. */
  carriers?: Readonly<Record<string, string>>;
  /** A carrier's name as people read it (the journal's "shipped with …"); default: the code. */
  carrierLabel?: (carrier: string) => string;
  /** The demo administrator's name (the desk's journal rows: "packed by …"). */
  staffName?: string;
}

/** The sandbox carrier's tracking numbers are SBX + 10 digits; the demo's are its own range (9…), one per order. */
export const demoTrackingNumber = (index: number) => `SBX${9_000_000_000 + index}`;

export function planDemoOrders(opts: DemoOrderOptions): DemoOrder[] {
  const { seed, now, count, copies } = opts;
  if (copies.length === 0 || count <= 0) return [];
  const spanDays = opts.spanDays ?? 30;
  const used = new Set<number>();
  let cursor = 0;
  const plan: DemoOrder[] = [];
  for (let index = 0; index < count; index++) {
    const rng = new Rng(mix(seed, hashString('demo-order'), index));
    const { state, pay } = LIFECYCLES[index % LIFECYCLES.length]!;
    const locale = STOREFRONTS[Math.floor(index / LIFECYCLES.length + index) % STOREFRONTS.length]!;
    const info = LOCALES[locale];
    const currency = info.currency as 'CZK' | 'EUR';
    const country = info.deliveryCountry ?? 'CZ';
    const people = PEOPLE[country] ?? PEOPLE.CZ!;
    const [first, last] = rng.pick(people.names);
    const [city, zip] = rng.pick(people.cities);
    const pudoChoices = opts.pudos.filter((p) => p.country === country && p.carrier === 'packeta');
    const pudo = pudoChoices.length > 0 && rng.chance(0.5) ? rng.pick(pudoChoices) : null;

    const lineCount = rng.chance(0.3) ? rng.int(2, 3) : 1;
    const lines: DemoOrder['lines'] = [];
    for (let k = 0; k < lineCount; k++) {
      const copy = copies[cursor % copies.length]!;
      cursor++;
      // A copy sits on one live order at a time (order_lines_active_book_idx): a cancelled order's
      // lines are inactive, and once the plan has used every copy, later orders reuse copies as
      // inactive lines (the benchmark's 200 000 orders on a 20 000-copy catalogue).
      const active = state !== 'cancelled' && state !== 'refund_required' && !used.has(copy.id);
      if (active) used.add(copy.id);
      lines.push({ copyId: copy.id, title: copy.title, conditionId: copy.conditionId, priceX100: currency === 'CZK' ? copy.priceCzkX100 : copy.priceEurX100, active });
    }
    const itemsX100 = lines.reduce((sum, l) => sum + l.priceX100, 0);
    const shippingX100 = SHIPPING_FEE[currency][pudo ? 'pudo' : 'home'];
    const paymentFeeX100 = pay === 'cod' ? COD_FEE[currency] : 0;
    const totalX100 = itemsX100 + shippingX100 + paymentFeeX100;
    const paymentMethod: CheckoutPaymentMethod = pay === 'cod' ? 'cash-on-delivery' : pay === 'bank' ? 'bank-transfer'
      : info.paymentMethods.includes('adyen') ? 'adyen' : 'comgate-card';

    // Unpaid orders are recent (their deadline is still ahead); the rest spread over the span.
    const ageMs = state === 'new' || state === 'awaiting_payment'
      ? rng.int(1, 20) * HOUR
      : (2 + Math.floor(rng.next() * Math.max(1, spanDays - 2))) * DAY + rng.int(0, 23) * HOUR;
    const createdAt = new Date(now.getTime() - ageMs);
    const shippingMethod = pudo ? 'packeta-pudo' : HOME_METHOD[country] ?? 'gls-home';
    const carrier = opts.carriers?.[shippingMethod] ?? shippingMethod.split('-')[0]!;
    const trackingNumber = demoTrackingNumber(index);
    // Every other round of the lifecycles, the shipped card order's parcel has come back.
    const returned = state === 'shipped' && pay === 'card' && Math.floor(index / LIFECYCLES.length) % 2 === 1;
    const life = lifecycle({
      state, pay, createdAt, now, rng, paymentMethod, totalX100, currency, staffName: opts.staffName ?? 'Demo',
      returned, carrierLabel: opts.carrierLabel?.(carrier) ?? carrier, trackingNumber,
    });
    // Cards go through the provider (the sandbox in demo mode); bank transfers and cash on
    // delivery have no provider until the desk records the money ('manual', as mark-paid does).
    const payment = life.paidAt
      ? pay === 'card'
        ? { provider: 'sandbox', method: paymentMethod === 'adyen' ? 'adyen' : 'card', state: 'paid' as const, amountX100: totalX100, at: life.paidAt }
        // Cash on delivery is recorded by the carrier's report (provider = the carrier client, docs/adr/0023).
        : { provider: pay === 'cod' ? 'sandbox' : 'manual', method: paymentMethod, state: 'paid' as const, amountX100: totalX100, at: life.paidAt }
      : null;

    const comments = index % 5 === 2 ? [{ body: STAFF_COMMENTS[index % STAFF_COMMENTS.length]!, at: new Date(createdAt.getTime() + HOUR), closedAt: index % 10 === 7 ? new Date(createdAt.getTime() + 5 * HOUR) : null }] : [];
    const tags = index % 4 === 1 ? [TAGS[index % TAGS.length]!] : [];
    const journal = [...life.journal];
    for (const c of comments) journal.push({ fromState: state, toState: state, reason: 'comment added', kind: 'comment', staff: true, action: 'comment-add', at: c.at, event: journalEvent('comment-added', {}) });

    plan.push({
      index, locale, currency,
      email: `${ascii(first)}.${ascii(last)}.${index}@demo.bookturn.test`,
      name: `${first} ${last}`,
      phone: `${people.phone}${String(10_000_000 + (mix(seed, index) % 89_999_999)).slice(0, 8)}`,
      address: pudo ? null : { street: rng.pick(people.streets), city, zip, country },
      shippingMethod,
      pudo, paymentMethod, state, lines, itemsX100, shippingX100, paymentFeeX100, totalX100, createdAt,
      paidAt: life.paidAt, expiresAt: life.expiresAt, payment, journal, comments, tags,
      shipment: life.parcel ? shipmentOf({ paymentMethod, totalX100 }, carrier, trackingNumber, life.parcel) : null,
    });
  }
  return plan;
}

interface LifeInput {
  state: OrderState; pay: 'card' | 'bank' | 'cod'; createdAt: Date; now: Date; rng: Rng;
  paymentMethod: CheckoutPaymentMethod; totalX100: number; currency: string; staffName: string;
  /** The parcel's fate for an order that left: a shipped order's may have come back. */
  returned: boolean; carrierLabel: string; trackingNumber: string;
}
interface Life {
  journal: DemoJournalEntry[]; paidAt: Date | null; expiresAt: Date | null;
  /** When the parcel was handed over, delivered, came back, and when its cash was collected. */
  parcel: { shippedAt: Date; deliveredAt: Date | null; returnedAt: Date | null; codCollectedAt: Date | null } | null;
}

/** The journal an order in `state` would have written on its way there, with plausible gaps. */
function lifecycle(input: LifeInput): Life {
  const { state, pay, createdAt, now, rng } = input;
  const journal: DemoJournalEntry[] = [{ fromState: null, toState: 'new', reason: 'checkout', kind: 'state', staff: false, action: null, at: createdAt, event: journalEvent('checkout', {}) }];
  let at = createdAt;
  let current: OrderState = 'new';
  const later = (minHours: number, maxHours: number) => {
    at = new Date(Math.min(now.getTime() - 60_000, at.getTime() + rng.int(minHours * 60, maxHours * 60) * 60_000));
    return at;
  };
  const move = (to: OrderState, reason: string, event: JournalEvent, kind: DemoJournalEntry['kind'] = 'state', staff = false, action: string | null = null) => {
    journal.push({ fromState: current, toState: to, reason, kind, staff, action, at, event });
    current = to;
  };
  let paidAt: Date | null = null;
  let expiresAt: Date | null = null;
  const done = (parcel: Life['parcel'] = null): Life => ({ journal, paidAt, expiresAt, parcel });

  if (state === 'new') return done();
  if (pay !== 'cod') {
    later(0, 0);
    move('awaiting_payment', `waiting for ${input.paymentMethod}`, journalEvent('awaiting-payment', { method: input.paymentMethod }));
    expiresAt = new Date(createdAt.getTime() + (pay === 'bank' ? 7 : 1) * DAY);
    if (state === 'awaiting_payment') return done();
    if (state === 'cancelled') {
      at = expiresAt.getTime() < now.getTime() ? expiresAt : later(20, 40);
      move('cancelled', 'payment deadline passed', journalEvent('deadline-passed', {}));
      return done();
    }
    if (state === 'refund_required') {
      later(24, 30);
      move('cancelled', 'payment deadline passed', journalEvent('deadline-passed', {}));
      later(1, 5);
      move('refund_required', 'paid after some of its copies were sold to someone else', journalEvent('paid-after-sold', {}), 'payment');
      paidAt = at;
      return done();
    }
    paidAt = later(0, pay === 'bank' ? 48 : 1);
    if (pay === 'bank') {
      move('paid', `payment ${input.totalX100} ${input.currency} (bank-transfer) confirmed`,
        journalEvent('marked-paid', { amountX100: input.totalX100, currency: input.currency, method: 'bank-transfer' }), 'staff_action', true, 'mark-paid');
    } else move('paid', 'payment confirmed', journalEvent('payment-confirmed', {}), 'payment');
    expiresAt = null;
    if (state === 'paid') return done();
  }
  later(4, 30);
  move('packed', `packed by ${input.staffName}`, journalEvent('packed', { name: input.staffName }), 'staff_action', true, 'pack');
  if (state === 'packed') return done();
  const shippedAt = later(1, 8);
  move('shipped', `shipped with ${input.carrierLabel}, tracking ${input.trackingNumber}`,
    journalEvent('shipped', { carrier: input.carrierLabel, tracking: input.trackingNumber }), 'staff_action', true, 'ship');
  if (state === 'shipped') {
    if (!input.returned) return done({ shippedAt, deliveredAt: null, returnedAt: null, codCollectedAt: null });
    // The parcel came back (not picked up): the order stays shipped, the desk decides (docs/adr/0023).
    const returnedAt = later(72, 120);
    journal.push({
      fromState: current, toState: current, reason: `parcel ${input.trackingNumber} returned`, kind: 'state', staff: false, action: 'returned', at,
      event: journalEvent('parcel-returned', { tracking: input.trackingNumber }),
    });
    return done({ shippedAt, deliveredAt: null, returnedAt, codCollectedAt: null });
  }
  const deliveredAt = later(20, 72);
  let codCollectedAt: Date | null = null;
  if (pay === 'cod') {
    paidAt = at;
    codCollectedAt = at;
    journal.push({
      fromState: current, toState: current, reason: `cash on delivery ${input.totalX100} ${input.currency} collected by the carrier`, kind: 'payment', staff: false, action: 'cod-collected', at,
      event: journalEvent('cod-collected', { amountX100: input.totalX100, currency: input.currency }),
    });
  }
  move('delivered', `parcel ${input.trackingNumber} delivered`, journalEvent('parcel-delivered', { tracking: input.trackingNumber }), 'state', false, 'delivered');
  return done({ shippedAt, deliveredAt, returnedAt: null, codCollectedAt });
}

/** The parcel's row and log from the order's way out (the sandbox carrier's statuses). */
function shipmentOf(order: Pick<DemoOrder, 'paymentMethod' | 'totalX100'>, carrier: string, trackingNumber: string, parcel: NonNullable<Life['parcel']>): DemoShipment {
  const codX100 = order.paymentMethod === 'cash-on-delivery' ? order.totalX100 : 0;
  const state = parcel.returnedAt ? 'returned' : parcel.deliveredAt ? 'delivered' : 'shipped';
  const log: DemoShipment['log'] = [
    { event: 'created', state: 'created', carrierStatus: trackingNumber, staff: true, at: parcel.shippedAt },
    { event: 'shipped', state: 'shipped', carrierStatus: null, staff: true, at: parcel.shippedAt },
  ];
  if (parcel.codCollectedAt) log.push({ event: 'cod_collected', state: 'shipped', carrierStatus: 'sandbox:accepted+cod', staff: false, at: parcel.codCollectedAt });
  if (parcel.deliveredAt) log.push({ event: 'delivered', state: 'delivered', carrierStatus: `sandbox:delivered${codX100 > 0 ? '+cod' : ''}`, staff: false, at: parcel.deliveredAt });
  if (parcel.returnedAt) log.push({ event: 'returned', state: 'returned', carrierStatus: 'sandbox:returned', staff: false, at: parcel.returnedAt });
  return {
    carrier, trackingNumber, state, codX100, createdAt: parcel.shippedAt, shippedAt: parcel.shippedAt, deliveredAt: parcel.deliveredAt,
    returnedAt: parcel.returnedAt, codCollectedAt: parcel.codCollectedAt, log,
  };
}

const ascii = (text: string) => text.normalize('NFD').replace(/[^A-Za-z]/g, '').toLowerCase();
