import type { CarrierPricesResponse } from '@/contracts/checkout';

type Row = CarrierPricesResponse['rows'][number];

/** Carrier prices grouped by destination country, in the order the API lists countries, cheapest first within one. */
export function groupPricesByCountry(rows: readonly Row[]): { country: string; rows: Row[] }[] {
  const groups = new Map<string, Row[]>();
  for (const row of rows) {
    if (!groups.has(row.country)) groups.set(row.country, []);
    groups.get(row.country)!.push(row);
  }
  return [...groups].map(([country, list]) => ({ country, rows: [...list].sort((a, b) => a.priceX100 - b.priceX100 || a.code.localeCompare(b.code)) }));
}
