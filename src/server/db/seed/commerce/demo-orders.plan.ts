import type { OrderState } from '@/contracts/orders';
import type { CheckoutPaymentMethod } from '@/contracts/checkout';
import { LOCALES, type Locale } from '@/i18n/locales';
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
  lines: Array<{ bookId: number; title: string; conditionId: number; priceX100: number; active: boolean }>;
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
}

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
      lines.push({ bookId: copy.id, title: copy.title, conditionId: copy.conditionId, priceX100: currency === 'CZK' ? copy.priceCzkX100 : copy.priceEurX100, active });
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
    const life = lifecycle(state, pay, createdAt, now, rng);
    // Cards go through the provider (the sandbox in demo mode); bank transfers and cash on
    // delivery have no provider until the desk records the money ('manual', as mark-paid does).
    const payment = life.paidAt
      ? pay === 'card'
        ? { provider: 'sandbox', method: paymentMethod === 'adyen' ? 'adyen' : 'card', state: 'paid' as const, amountX100: totalX100, at: life.paidAt }
        : { provider: 'manual', method: paymentMethod, state: 'paid' as const, amountX100: totalX100, at: life.paidAt }
      : null;

    const comments = index % 5 === 2 ? [{ body: STAFF_COMMENTS[index % STAFF_COMMENTS.length]!, at: new Date(createdAt.getTime() + HOUR), closedAt: index % 10 === 7 ? new Date(createdAt.getTime() + 5 * HOUR) : null }] : [];
    const tags = index % 4 === 1 ? [TAGS[index % TAGS.length]!] : [];
    const journal = [...life.journal];
    for (const c of comments) journal.push({ fromState: state, toState: state, reason: 'comment added', kind: 'comment', staff: true, action: 'comment', at: c.at });

    plan.push({
      index, locale, currency,
      email: `${ascii(first)}.${ascii(last)}.${index}@demo.bookturn.test`,
      name: `${first} ${last}`,
      phone: `${people.phone}${String(10_000_000 + (mix(seed, index) % 89_999_999)).slice(0, 8)}`,
      address: pudo ? null : { street: rng.pick(people.streets), city, zip, country },
      shippingMethod: pudo ? 'packeta-pudo' : HOME_METHOD[country] ?? 'gls-home',
      pudo, paymentMethod, state, lines, itemsX100, shippingX100, paymentFeeX100, totalX100, createdAt,
      paidAt: life.paidAt, expiresAt: life.expiresAt, payment, journal, comments, tags,
    });
  }
  return plan;
}

/** The journal an order in `state` would have written on its way there, with plausible gaps. */
function lifecycle(state: OrderState, pay: 'card' | 'bank' | 'cod', createdAt: Date, now: Date, rng: Rng): { journal: DemoJournalEntry[]; paidAt: Date | null; expiresAt: Date | null } {
  const journal: DemoJournalEntry[] = [{ fromState: null, toState: 'new', reason: 'checkout', kind: 'state', staff: false, action: null, at: createdAt }];
  let at = createdAt;
  let current: OrderState = 'new';
  const later = (minHours: number, maxHours: number) => {
    at = new Date(Math.min(now.getTime() - 60_000, at.getTime() + rng.int(minHours * 60, maxHours * 60) * 60_000));
    return at;
  };
  const move = (to: OrderState, reason: string, kind: DemoJournalEntry['kind'] = 'state', staff = false, action: string | null = null) => {
    journal.push({ fromState: current, toState: to, reason, kind, staff, action, at });
    current = to;
  };
  let paidAt: Date | null = null;
  let expiresAt: Date | null = null;

  if (state === 'new') return { journal, paidAt, expiresAt };
  if (pay !== 'cod') {
    later(0, 0);
    move('awaiting_payment', pay === 'bank' ? 'waiting for bank-transfer' : 'waiting for card payment');
    expiresAt = new Date(createdAt.getTime() + (pay === 'bank' ? 7 : 1) * DAY);
    if (state === 'awaiting_payment') return { journal, paidAt, expiresAt };
    if (state === 'cancelled') {
      at = expiresAt.getTime() < now.getTime() ? expiresAt : later(20, 40);
      move('cancelled', 'payment deadline passed');
      return { journal, paidAt, expiresAt };
    }
    if (state === 'refund_required') {
      later(24, 30);
      move('cancelled', 'payment deadline passed');
      later(1, 5);
      move('refund_required', 'payment arrived after the copies were sold', 'payment');
      paidAt = at;
      return { journal, paidAt, expiresAt };
    }
    paidAt = later(0, pay === 'bank' ? 48 : 1);
    if (pay === 'bank') move('paid', 'bank transfer matched', 'staff_action', true, 'mark-paid');
    else move('paid', 'payment confirmed', 'payment');
    expiresAt = null;
    if (state === 'paid') return { journal, paidAt, expiresAt };
  }
  later(4, 30);
  move('packed', 'packed at the desk', 'staff_action', true, 'pack');
  if (state === 'packed') return { journal, paidAt, expiresAt };
  later(1, 8);
  move('shipped', 'handed to the carrier', 'staff_action', true, 'ship');
  if (state === 'shipped') return { journal, paidAt, expiresAt };
  later(20, 72);
  if (pay === 'cod') {
    paidAt = at;
    journal.push({ fromState: current, toState: current, reason: 'cash on delivery collected by the carrier', kind: 'payment', staff: false, action: null, at });
  }
  move('delivered', 'delivered by the carrier');
  return { journal, paidAt, expiresAt };
}

const ascii = (text: string) => text.normalize('NFD').replace(/[^A-Za-z]/g, '').toLowerCase();
