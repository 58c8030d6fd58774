import { LOCALES, type CurrencyCode, type Locale } from '@/i18n/locales';
import type {
  CarrierPricesResponse, DestinationCountriesResponse, PudoLocation, ShippingKind, ShippingOptionsResponse,
} from '@/contracts/checkout';
import type { Db } from '../../db/client';
import { AppError } from '../../http/errors';
import { codAvailable, directDeliveryServes, rateIn, shippingPrice } from './pricing';
import { PUDO_DEFAULT_LIMIT, pudoSearchWords } from './pudo-search';
import {
  findActivePudo, findAllRates, findCountries, findMethod, findMethodRate, findRatesForCountry, searchPudos,
  type PudoRow,
} from './shipping.repository';

/** Kinds whose parcel waits at a point (a carrier's pick-up point, or our branch). */
const POINT_KINDS: readonly ShippingKind[] = ['pudo', 'branch'];

const unavailable = (message: string, details?: unknown) => new AppError('SHIPPING_UNAVAILABLE', message, details);

/** The storefront's own country is the default destination (en ships from and to CZ first). */
export const defaultCountry = (locale: Locale): string => LOCALES[locale].country;

/**
 * Shipping options to a country, priced in the storefront's currency for a cart of `itemsX100`.
 * A country we do not ship to is a 422 SHIPPING_UNAVAILABLE (the address form offers only the
 * destination countries, so reaching it means a stale or hand-made request); a served country
 * always has at least one option.
 */
export async function getShippingOptions(
  db: Db, input: { country: string; currency: CurrencyCode; itemsX100: number },
): Promise<ShippingOptionsResponse> {
  const rows = await findRatesForCountry(db, input.country);
  if (rows.length === 0) throw unavailable(`We do not ship to ${input.country}`, { country: input.country });
  return {
    country: input.country,
    options: rows.map((row) => {
      const rate = rateIn(row, input.currency);
      const cod = codAvailable(row.method.codAvailable, rate);
      return {
        code: row.method.code,
        carrier: row.method.carrier,
        kind: row.method.kind,
        priceX100: shippingPrice(rate, input.itemsX100),
        basePriceX100: rate.priceX100,
        freeFromX100: rate.freeFromX100,
        codAvailable: cod,
        codFeeX100: cod ? rate.codFeeX100 : null,
        currency: input.currency,
      };
    }),
  };
}

/** Every carrier's base price per country, for the /shipping information page. */
export async function getCarrierPrices(db: Db, currency: CurrencyCode): Promise<CarrierPricesResponse> {
  const rows = await findAllRates(db);
  return {
    currency,
    rows: rows.map((row) => {
      const rate = rateIn(row, currency);
      return {
        code: row.method.code, carrier: row.method.carrier, kind: row.method.kind, country: row.country,
        priceX100: rate.priceX100, freeFromX100: rate.freeFromX100,
        codFeeX100: codAvailable(row.method.codAvailable, rate) ? rate.codFeeX100 : null,
      };
    }),
  };
}

const nameIn = (names: Record<string, string>, locale: Locale) => names[locale] ?? names.en ?? Object.values(names)[0] ?? '';

/** Countries we ship to with their regions, named in the storefront's language. */
export async function getDestinationCountries(db: Db, locale: Locale): Promise<DestinationCountriesResponse> {
  const rows = await findCountries(db);
  return {
    countries: rows.map((row) => ({
      code: row.code,
      name: nameIn(row.names, locale),
      regions: row.regions.map((region) => ({ code: region.code, name: nameIn(region.names, locale) })),
    })),
  };
}

function toPudoLocation(row: PudoRow): PudoLocation {
  return {
    id: row.id, carrier: row.carrier, country: row.country, name: row.name, street: row.street, city: row.city, zip: row.zip,
    openingHours: row.openingHours,
    latitude: row.latitude === null ? null : Number(row.latitude),
    longitude: row.longitude === null ? null : Number(row.longitude),
  };
}

/**
 * Pick-up points (or our branches) of a method's carrier in a country, searchable by name,
 * street, city and postcode. An unknown or inactive method is SHIPPING_UNAVAILABLE; a home or
 * direct method has no points, so its list is empty.
 */
export async function findPudoLocations(
  db: Db, input: { method?: string; country: string; q?: string; limit?: number },
): Promise<PudoLocation[]> {
  let carrier: string | null = null;
  if (input.method !== undefined) {
    const method = await findMethod(db, input.method);
    if (!method || !method.active) throw unavailable(`Unknown shipping method ${input.method}`, { method: input.method });
    if (!POINT_KINDS.includes(method.kind)) return [];
    carrier = method.carrier;
  }
  const words = pudoSearchWords(input.q);
  const rows = await searchPudos(db, {
    country: input.country, carrier, words, query: words.length > 0 ? input.q!.trim().toLowerCase() : null, limit: input.limit ?? PUDO_DEFAULT_LIMIT,
  });
  return rows.map(toPudoLocation);
}

export interface ShippingQuoteInput {
  methodCode: string;
  country: string;
  currency: CurrencyCode;
  itemsX100: number;
  cashOnDelivery: boolean;
  pudoId?: string;
  /** The delivery postcode when known (checkout): direct delivery checks it is in the van's area. */
  zip?: string;
  /** Quotes only: a point method may be priced before its point is chosen. */
  pointOptional?: boolean;
}

export interface ShippingQuote {
  kind: ShippingKind;
  carrier: string;
  shippingX100: number;
  /** The carrier's cash-on-delivery fee; 0 unless cashOnDelivery. */
  codFeeX100: number;
  /** "Name, street, zip city" of the chosen point or branch; null for home and direct delivery. */
  pudoLabel: string | null;
}

const pudoLabel = (row: PudoRow) => `${row.name}, ${row.street}, ${row.zip} ${row.city}`;

/**
 * The price of getting a cart to the shopper, for the checkout and its quote. Throws
 * SHIPPING_UNAVAILABLE (method unknown or inactive, no rate for the country, a postcode outside
 * the van's area), PUDO_REQUIRED (a point method without a valid point of its carrier in that
 * country) or PAYMENT_METHOD_UNAVAILABLE (cash on delivery where the carrier takes none).
 */
export async function quoteShipping(db: Db, input: ShippingQuoteInput): Promise<ShippingQuote> {
  const row = await findMethodRate(db, input.methodCode, input.country);
  if (!row || !row.method.active) {
    throw unavailable(`Shipping method ${input.methodCode} does not deliver to ${input.country}`, { method: input.methodCode, country: input.country });
  }
  const { method } = row;
  const rate = rateIn(row, input.currency);

  let label: string | null = null;
  // A price quote may come before the point is chosen (the point does not change the price).
  if (POINT_KINDS.includes(method.kind) && !(input.pointOptional && !input.pudoId)) {
    const point = input.pudoId ? await findActivePudo(db, input.pudoId) : null;
    if (!point || point.carrier !== method.carrier || point.country !== input.country) {
      throw new AppError('PUDO_REQUIRED', `Choose a pick-up point of ${method.carrier} in ${input.country}`, { method: method.code, pudoId: input.pudoId ?? null });
    }
    label = pudoLabel(point);
  }
  if (method.kind === 'direct' && input.zip !== undefined && !directDeliveryServes(input.country, input.zip)) {
    throw unavailable(`Direct delivery does not reach ${input.zip}`, { method: method.code, zip: input.zip });
  }
  if (input.cashOnDelivery && !codAvailable(method.codAvailable, rate)) {
    throw new AppError('PAYMENT_METHOD_UNAVAILABLE', `${method.code} takes no cash on delivery to ${input.country}`, { method: method.code, country: input.country });
  }
  return quoteFor(method, rate, input, label);
}

function quoteFor(method: { kind: ShippingKind; carrier: string }, rate: ReturnType<typeof rateIn>, input: ShippingQuoteInput, label: string | null): ShippingQuote {
  return {
    kind: method.kind,
    carrier: method.carrier,
    shippingX100: shippingPrice(rate, input.itemsX100),
    codFeeX100: input.cashOnDelivery ? rate.codFeeX100 ?? 0 : 0,
    pudoLabel: label,
  };
}
