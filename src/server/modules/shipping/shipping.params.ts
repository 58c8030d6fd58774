import { z } from '@hono/zod-openapi';
import { PUDO_MAX_LIMIT } from './pudo-search';

/**
 * Query shapes of the shipping routes. Strings are checked here and converted in the handler
 * (toCountry, toInt), so the OpenAPI document shows what a client actually sends.
 */
const country = z.string().regex(/^[A-Za-z]{2}$/, 'two letters (ISO 3166-1)').optional()
  .openapi({ description: "Destination country; the storefront's own country when left out", example: 'CZ' });

export const shippingOptionsQuery = z.object({
  country,
  itemsX100: z.string().regex(/^\d{1,10}$/, 'a non-negative integer (hundredths)').optional()
    .openapi({ description: 'The cart items total in hundredths, for "free from" thresholds; 0 when left out', example: '45000' }),
});

export const pudoLocationsQuery = z.object({
  method: z.string().min(1).max(40).optional().openapi({ description: "Shipping method code; its carrier's points only", example: 'packeta-pudo' }),
  country,
  q: z.string().max(100).optional().openapi({ description: 'Words to find in name, street, city or postcode (case and accents ignored)', example: 'vaclavske namesti' }),
  limit: z.string().regex(/^\d{1,2}$/, 'an integer').refine((v) => Number(v) >= 1 && Number(v) <= PUDO_MAX_LIMIT, `1 to ${PUDO_MAX_LIMIT}`).optional()
    .openapi({ description: `At most this many points (default 20, max ${PUDO_MAX_LIMIT})`, example: '20' }),
});

export const toCountry = (value: string | undefined, fallback: string) => (value ?? fallback).toUpperCase();
export const toInt = (value: string | undefined) => (value === undefined ? undefined : Number(value));
