import { rngFor, type Rng } from '../prng';
import { czkX100AtPoint, eurX100FromCzkX100, nearestPricePointIndex } from '../pricing';
import { CONDITION_NOTES, CONDITION_NOTE_CHANCE } from '../vocab/condition-notes';

export type CopyState = 'in_stock' | 'sold' | 'discarded';

export interface PricePoint {
  czkX100: number;
  eurX100: number;
  validFrom: Date;
}

export interface CopyRecord {
  id: number;
  editionId: number;
  workId: number;
  conditionId: number;
  conditionNote: string | null;
  priceCzkX100: number;
  priceEurX100: number;
  previousPriceCzkX100: number | null;
  previousPriceEurX100: number | null;
  priceChangedAt: Date | null;
  state: CopyState;
  photoCount: number;
  location: string | null;
  sellerUserHash: string | null;
  addedAt: Date;
  firstStockedAt: Date;
  restockedAt: Date | null;
  soldAt: Date | null;
  /** Rows for book_price_history (only copies whose price changed). */
  history: PricePoint[];
  addedToday: boolean;
  discountedToday: boolean;
}

/** What a copy needs to know about its edition, by mother id. */
export interface EditionFacts {
  workId: Int32Array;
  basePriceCzk: Int32Array;
  year: Int16Array;
}

export interface CopyTimeline {
  now: Date;
  /** Later of UTC and Europe/Prague midnight (today.ts). */
  todayStart: Date;
  /** When the shop's oldest copies were added. */
  shopStart: Date;
}

/** What decides when copy #index was added. */
export interface CopyTiming {
  seed: number;
  books: number;
  /** The last `addedToday` copies (highest ids) were added today. */
  addedToday: number;
  timeline: CopyTimeline;
}

export interface CopyPlan extends CopyTiming {
  editions: EditionFacts;
  sellers: readonly string[];
}

const MINUTE = 60_000;
const DAY = 86_400_000;
const CONDITION_WEIGHTS: ReadonlyArray<readonly [number, number]> = [[1, 18], [2, 36], [3, 31], [4, 12], [5, 3]];
const CONDITION_PRICE_FACTOR: Readonly<Record<number, number>> = { 1: 1, 2: 0.85, 3: 0.7, 4: 0.5, 5: 0.32 };
const PHOTO_WEIGHTS: ReadonlyArray<readonly [number, number]> = [[1, 15], [2, 35], [3, 30], [4, 20]];

/** How many copies were added today: "a few hundred" at the default 20 000, never fewer than 3. */
export function addedTodayCount(books: number): number {
  return Math.min(books, Math.max(3, Math.round(books * 0.015)));
}

/**
 * Copy #index (0-based; id = index + 1). Copies are numbered in the order they were added, so
 * ids grow with added_at and the newest are today's. A few indexes are pinned to a state so
 * that even a 200-copy test catalogue has sold and discounted-today copies.
 */
export function makeCopy(plan: CopyPlan, index: number, editionId: number): CopyRecord {
  const rng = rngFor(plan.seed, 'copy', index);
  const { now, todayStart, shopStart } = plan.timeline;
  const older = plan.books - plan.addedToday;
  const isToday = index >= older;
  const pinnedSold = index === Math.floor(older * 0.25);
  const pinnedDiscount = [0.4, 0.7, 0.9].some((f) => index === Math.floor(older * f)) && !pinnedSold;

  const addedAt = drawAddedAt(rng, plan, index);
  // Shelved a few minutes to hours after intake; copies added before today were shelved before today.
  const stockLimit = isToday ? now.getTime() : todayStart.getTime() - MINUTE;
  const firstStockedAt = new Date(Math.max(addedAt.getTime(), Math.min(stockLimit, addedAt.getTime() + rng.int(10, 240) * MINUTE)));
  const age = 1 - (addedAt.getTime() - shopStart.getTime()) / Math.max(1, todayStart.getTime() - shopStart.getTime());

  const conditionId = rng.weighted(CONDITION_WEIGHTS);
  const notes = CONDITION_NOTES[conditionId];
  const conditionNote = notes && rng.chance(CONDITION_NOTE_CHANCE[conditionId]) ? rng.pick(notes) : null;

  const base = plan.editions.basePriceCzk[editionId];
  let point = nearestPricePointIndex(base * CONDITION_PRICE_FACTOR[conditionId] * (0.9 + 0.22 * rng.next()));
  if (conditionId < 5) point = Math.max(1, point);
  const roundEurToTen = rng.chance(0.2);
  const priceAt = (p: number) => {
    const czkX100 = czkX100AtPoint(p);
    return { czkX100, eurX100: eurX100FromCzkX100(czkX100, roundEurToTen) };
  };
  let price = priceAt(point);

  let state: CopyState = 'in_stock';
  if (!isToday && !pinnedDiscount) {
    if (pinnedSold || rng.chance(0.02 + 0.28 * age)) state = 'sold';
    else if (rng.chance(0.007)) state = 'discarded';
  }

  const history: PricePoint[] = [];
  let previous: { czkX100: number; eurX100: number } | null = null;
  let priceChangedAt: Date | null = null;
  let discountedToday = false;
  const canCut = point >= 3 && !isToday;
  if (canCut && state === 'in_stock' && (pinnedDiscount || rng.chance(0.012))) {
    // Discounted today: the cut is announced with the previous price.
    previous = price;
    price = cutPrice(rng, point, priceAt, previous);
    priceChangedAt = between(rng, todayStart, now);
    history.push({ ...previous, validFrom: firstStockedAt }, { ...price, validFrom: priceChangedAt });
    discountedToday = true;
  } else if (canCut && state !== 'discarded' && firstStockedAt.getTime() < todayStart.getTime() - 40 * DAY && rng.chance(0.03)) {
    // An older price cut: history only, the announcement is over.
    const original = price;
    price = cutPrice(rng, point, priceAt, original);
    priceChangedAt = between(rng, new Date(firstStockedAt.getTime() + 30 * DAY), new Date(todayStart.getTime() - DAY));
    history.push({ ...original, validFrom: firstStockedAt }, { ...price, validFrom: priceChangedAt });
  }

  let soldAt: Date | null = null;
  let restockedAt: Date | null = null;
  if (state === 'sold') {
    const from = Math.max(firstStockedAt.getTime(), priceChangedAt?.getTime() ?? 0);
    soldAt = new Date(from + (now.getTime() - from) * Math.pow(rng.next(), 2));
  } else if (state === 'in_stock' && !isToday && rng.chance(0.04)) {
    // Returned to the shelf after a cancelled order.
    restockedAt = between(rng, firstStockedAt, new Date(Math.max(firstStockedAt.getTime(), todayStart.getTime() - MINUTE)));
  }

  const sellerUserHash = plan.sellers.length > 0 && rng.chance(0.06) ? rng.pick(plan.sellers) : null;
  return {
    id: index + 1,
    editionId,
    workId: plan.editions.workId[editionId],
    conditionId,
    conditionNote,
    priceCzkX100: price.czkX100,
    priceEurX100: price.eurX100,
    previousPriceCzkX100: discountedToday ? previous!.czkX100 : null,
    previousPriceEurX100: discountedToday ? previous!.eurX100 : null,
    priceChangedAt,
    state,
    photoCount: rng.weighted(PHOTO_WEIGHTS),
    location: state === 'in_stock' ? shelfLocation(rng) : null,
    sellerUserHash,
    addedAt,
    firstStockedAt,
    restockedAt,
    soldAt,
    history,
    addedToday: isToday,
    discountedToday,
  };
}

/** When copy #index was added; the same instant makeCopy gives it (first draws of its stream). */
export function copyAddedAt(timing: CopyTiming, index: number): Date {
  return drawAddedAt(rngFor(timing.seed, 'copy', index), timing, index);
}

function drawAddedAt(rng: Rng, timing: CopyTiming, index: number): Date {
  const older = timing.books - timing.addedToday;
  const { todayStart, shopStart } = timing.timeline;
  return index >= older
    ? todayTime(rng, timing, index - older)
    : pastTime(rng, shopStart, todayStart, (index + rng.next()) / Math.max(1, older));
}

function cutPrice(
  rng: Rng, point: number, priceAt: (p: number) => { czkX100: number; eurX100: number },
  before: { czkX100: number; eurX100: number },
): { czkX100: number; eurX100: number } {
  const cut = priceAt(Math.max(0, point - rng.int(2, 4)));
  // Both currencies must really drop.
  if (cut.eurX100 >= before.eurX100) cut.eurX100 = Math.max(9, before.eurX100 - 40);
  return cut;
}

/** Today's copies spread evenly between the start of today and now, in id order. */
function todayTime(rng: Rng, timing: CopyTiming, k: number): Date {
  const { todayStart, now } = timing.timeline;
  const span = Math.max(0, now.getTime() - todayStart.getTime());
  return new Date(todayStart.getTime() + Math.floor(span * ((k + 0.9 * rng.next()) / timing.addedToday)));
}

/**
 * A past day, denser towards the present (the shop grows), at a working hour
 * (06:00–17:00 UTC), strictly before today.
 */
function pastTime(rng: Rng, shopStart: Date, todayStart: Date, fraction: number): Date {
  const span = todayStart.getTime() - shopStart.getTime();
  const t = shopStart.getTime() + span * Math.sqrt(Math.min(1, Math.max(0, fraction)));
  const dayStart = Math.floor(t / DAY) * DAY;
  const candidate = dayStart + (6 * 60 + rng.int(0, 11 * 60)) * MINUTE + rng.int(0, 59) * 1000;
  if (candidate >= todayStart.getTime()) return new Date(todayStart.getTime() - rng.int(5, 240) * MINUTE);
  return new Date(Math.max(shopStart.getTime(), candidate));
}

function between(rng: Rng, from: Date, to: Date): Date {
  const a = from.getTime();
  const b = Math.max(a, to.getTime());
  return new Date(a + Math.floor((b - a) * rng.next()));
}

/** Warehouse shelf: rack letter + aisle, shelf, position ("C07-3-18"). */
export function shelfLocation(rng: Rng): string {
  const rack = 'ABCDEFGH'[rng.int(0, 7)];
  return `${rack}${String(rng.int(1, 24)).padStart(2, '0')}-${rng.int(1, 6)}-${String(rng.int(1, 40)).padStart(2, '0')}`;
}
