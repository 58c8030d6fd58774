import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { destinationCountries, pudoLocations, shippingMethods, shippingRates } from '../../db/schema';
import type { StoredRate } from './pricing';
import type { PudoSearchWord } from './pudo-search';

export type MethodRow = typeof shippingMethods.$inferSelect;
export type CountryRow = typeof destinationCountries.$inferSelect;
export type PudoRow = typeof pudoLocations.$inferSelect;
export interface MethodRateRow extends StoredRate {
  method: MethodRow;
  country: string;
}

const rateColumns = {
  country: shippingRates.country,
  priceCzkX100: shippingRates.priceCzkX100,
  priceEurX100: shippingRates.priceEurX100,
  codFeeCzkX100: shippingRates.codFeeCzkX100,
  codFeeEurX100: shippingRates.codFeeEurX100,
  freeFromCzkX100: shippingRates.freeFromCzkX100,
  freeFromEurX100: shippingRates.freeFromEurX100,
};

/** Active methods with a rate for `country`, in display order. */
export async function findRatesForCountry(db: Db, country: string): Promise<MethodRateRow[]> {
  return db.select({ method: shippingMethods, ...rateColumns })
    .from(shippingRates)
    .innerJoin(shippingMethods, eq(shippingMethods.code, shippingRates.methodCode))
    .where(and(eq(shippingRates.country, country), eq(shippingMethods.active, true)))
    .orderBy(asc(shippingMethods.position), asc(shippingMethods.code));
}

/** Every active method's rate in every country we serve: by country order, then method order. */
export async function findAllRates(db: Db): Promise<MethodRateRow[]> {
  return db.select({ method: shippingMethods, ...rateColumns })
    .from(shippingRates)
    .innerJoin(shippingMethods, eq(shippingMethods.code, shippingRates.methodCode))
    .innerJoin(destinationCountries, eq(destinationCountries.code, shippingRates.country))
    .where(eq(shippingMethods.active, true))
    .orderBy(asc(destinationCountries.position), asc(shippingRates.country), asc(shippingMethods.position), asc(shippingMethods.code));
}

/** One method's rate for a country, whether or not the method is active (the service decides). */
export async function findMethodRate(db: Db, methodCode: string, country: string): Promise<MethodRateRow | null> {
  const [row] = await db.select({ method: shippingMethods, ...rateColumns })
    .from(shippingRates)
    .innerJoin(shippingMethods, eq(shippingMethods.code, shippingRates.methodCode))
    .where(and(eq(shippingRates.methodCode, methodCode), eq(shippingRates.country, country)));
  return row ?? null;
}

export async function findMethod(db: Db, code: string): Promise<MethodRow | null> {
  const [row] = await db.select().from(shippingMethods).where(eq(shippingMethods.code, code));
  return row ?? null;
}

export async function findCountries(db: Db): Promise<CountryRow[]> {
  return db.select().from(destinationCountries).orderBy(asc(destinationCountries.position), asc(destinationCountries.code));
}

export async function findActivePudo(db: Db, id: string): Promise<PudoRow | null> {
  const [row] = await db.select().from(pudoLocations).where(and(eq(pudoLocations.id, id), eq(pudoLocations.active, true)));
  return row ?? null;
}

/** The expression the trigram index is built on (migration 0005): keep them identical. */
const searchDocument = sql`f_unaccent(lower(${pudoLocations.name} || ' ' || ${pudoLocations.street} || ' ' || ${pudoLocations.city} || ' ' || ${pudoLocations.zip}))`;

function wordMatches(word: PudoSearchWord): SQL {
  const inDocument = sql`${searchDocument} like '%' || f_unaccent(${word.pattern}) || '%'`;
  return word.zipDigits === null
    ? inDocument
    : sql`(${inDocument} or replace(${pudoLocations.zip}, ' ', '') like ${`${word.zipDigits}%`})`;
}

export interface PudoSearch {
  country: string;
  carrier: string | null;
  words: PudoSearchWord[];
  /** The whole query, to rank by trigram similarity when there is one. */
  query: string | null;
  limit: number;
}

/**
 * Active points of a country (and carrier), every word matching without regard to case or
 * accents; best trigram match first when searching, else alphabetically by city and name.
 */
export async function searchPudos(db: Db, search: PudoSearch): Promise<PudoRow[]> {
  const conditions: SQL[] = [eq(pudoLocations.active, true), eq(pudoLocations.country, search.country)];
  if (search.carrier !== null) conditions.push(eq(pudoLocations.carrier, search.carrier));
  conditions.push(...search.words.map(wordMatches));
  // Byte order of the unaccented names: the same on every server, whatever its collation.
  const byPlace = [sql`f_unaccent(lower(${pudoLocations.city})) collate "C"`, sql`f_unaccent(lower(${pudoLocations.name})) collate "C"`, asc(pudoLocations.id)];
  const order = search.query === null
    ? byPlace
    : [sql`similarity(${searchDocument}, f_unaccent(lower(${search.query}))) desc`, ...byPlace];
  return db.select().from(pudoLocations).where(and(...conditions)).orderBy(...order).limit(search.limit);
}
