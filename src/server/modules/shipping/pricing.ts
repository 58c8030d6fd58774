import type { CurrencyCode } from '@/i18n/locales';

/** A shipping_rates row as stored: both currencies side by side. */
export interface StoredRate {
  priceCzkX100: number;
  priceEurX100: number;
  codFeeCzkX100: number | null;
  codFeeEurX100: number | null;
  freeFromCzkX100: number | null;
  freeFromEurX100: number | null;
}

/** A rate in one currency; a null COD fee means the carrier takes no cash to that country. */
export interface Rate {
  priceX100: number;
  codFeeX100: number | null;
  freeFromX100: number | null;
}

export function rateIn(row: StoredRate, currency: CurrencyCode): Rate {
  return currency === 'CZK'
    ? { priceX100: row.priceCzkX100, codFeeX100: row.codFeeCzkX100, freeFromX100: row.freeFromCzkX100 }
    : { priceX100: row.priceEurX100, codFeeX100: row.codFeeEurX100, freeFromX100: row.freeFromEurX100 };
}

/** What the shopper pays for shipping: nothing once the items reach the "free from" threshold. */
export function shippingPrice(rate: Rate, itemsX100: number): number {
  return rate.freeFromX100 !== null && itemsX100 >= rate.freeFromX100 ? 0 : rate.priceX100;
}

/** Cash on delivery needs both the method's support and a fee for that country. */
export function codAvailable(methodSupportsCod: boolean, rate: Rate): boolean {
  return methodSupportsCod && rate.codFeeX100 !== null;
}

/**
 * Our own van covers Prague (postcodes 1xx xx) and the districts around it, Praha-východ and
 * Praha-západ (250–253 xx).
 */
const DIRECT_DELIVERY_ZIP = /^(1\d{2}|25[0-3])\d{2}$/;

export function directDeliveryServes(country: string, zip: string): boolean {
  return country === 'CZ' && DIRECT_DELIVERY_ZIP.test(zip.replace(/\s/g, ''));
}
