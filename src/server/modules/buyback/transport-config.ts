import type { BuybackCarrier, TransportOptions } from '@/contracts/buyback';
import { LOCALES, type Locale } from '@/i18n/locales';
import { pickupDates, type HolidayCountry } from './pickup-dates';

/**
 * Selling by post per storefront (issue 14): which carrier services it offers (none in en, whose
 * readers live anywhere), the seller's time zone and the cut-off hour for courier pickups. The one
 * place to change when a carrier is added or dropped in a country.
 */
export interface StorefrontTransport {
  country: HolidayCountry;
  timeZone: string;
  cutoffHour: number;
  carriers: BuybackCarrier[];
}

export const CARRIER_SERVICE: Record<BuybackCarrier, 'drop_off' | 'courier_pickup'> = {
  packeta: 'drop_off', dpd: 'drop_off', dhl: 'drop_off', austrian_post: 'drop_off', dpd_courier: 'courier_pickup', gls: 'courier_pickup',
};

const CUTOFF_HOUR = 14;
const EU_WEST: BuybackCarrier[] = ['gls', 'dpd'];

export const STOREFRONT_TRANSPORT: Record<Locale, StorefrontTransport | null> = {
  cs: { country: 'CZ', timeZone: 'Europe/Prague', cutoffHour: CUTOFF_HOUR, carriers: ['packeta', 'dpd', 'dpd_courier'] },
  sk: { country: 'SK', timeZone: 'Europe/Bratislava', cutoffHour: CUTOFF_HOUR, carriers: ['packeta', 'dpd', 'dpd_courier'] },
  en: null,
  'de-AT': { country: 'AT', timeZone: 'Europe/Vienna', cutoffHour: CUTOFF_HOUR, carriers: ['austrian_post', 'dpd_courier'] },
  'de-DE': { country: 'DE', timeZone: 'Europe/Berlin', cutoffHour: CUTOFF_HOUR, carriers: ['dhl', 'gls'] },
  'es-ES': { country: 'ES', timeZone: 'Europe/Madrid', cutoffHour: CUTOFF_HOUR, carriers: EU_WEST },
  'it-IT': { country: 'IT', timeZone: 'Europe/Rome', cutoffHour: CUTOFF_HOUR, carriers: EU_WEST },
  'nl-NL': { country: 'NL', timeZone: 'Europe/Amsterdam', cutoffHour: CUTOFF_HOUR, carriers: EU_WEST },
  'fr-FR': { country: 'FR', timeZone: 'Europe/Paris', cutoffHour: CUTOFF_HOUR, carriers: EU_WEST },
  'fr-BE': { country: 'BE', timeZone: 'Europe/Brussels', cutoffHour: CUTOFF_HOUR, carriers: EU_WEST },
};

/** The storefront's carriers with the next pickup dates of the courier ones (none in en). */
export function transportOptionsFor(locale: Locale, now: Date): TransportOptions {
  const config = STOREFRONT_TRANSPORT[locale];
  if (!config) return { country: LOCALES[locale].country, timeZone: 'Europe/Prague', cutoffHour: CUTOFF_HOUR, carriers: [] };
  const dates = pickupDates(now, { country: config.country, timeZone: config.timeZone, cutoffHour: config.cutoffHour, count: 10 });
  return {
    country: config.country,
    timeZone: config.timeZone,
    cutoffHour: config.cutoffHour,
    carriers: config.carriers.map((carrier) => ({ carrier, service: CARRIER_SERVICE[carrier], pickupDates: CARRIER_SERVICE[carrier] === 'courier_pickup' ? dates : [] })),
  };
}
