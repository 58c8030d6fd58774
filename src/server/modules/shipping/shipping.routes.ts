import { createRoute, type RouteConfig } from '@hono/zod-openapi';
import { currencyFor } from '@/i18n/locales';
import { apiError } from '@/contracts/common';
import {
  carrierPricesResponse, destinationCountriesResponse, pudoLocationsResponse, shippingOptionsResponse,
} from '@/contracts/checkout';
import type { Api } from '../../http/types';
import { respond } from '../../http/validation';
import { pudoLocationsQuery, shippingOptionsQuery, toCountry, toInt } from './shipping.params';
import {
  defaultCountry, findPudoLocations, getCarrierPrices, getDestinationCountries, getShippingOptions,
} from './shipping.service';

const json = <T,>(schema: T) => ({ content: { 'application/json': { schema } } });
const errors = {
  400: { description: 'Malformed query: VALIDATION_FAILED', ...json(apiError) },
  422: { description: 'SHIPPING_UNAVAILABLE: a country or method we do not ship with', ...json(apiError) },
} satisfies RouteConfig['responses'];

/** Shipping methods and prices, destination countries, pick-up points (issue 4, checkout). */
export function registerShippingRoutes(app: Api): void {
  app.openapi(
    createRoute({
      method: 'get', path: '/adonis/v1/shipping/options', tags: ['shipping'],
      summary: 'Shipping methods to a country with prices in the storefront currency ("free from" applied to itemsX100)',
      request: { query: shippingOptionsQuery },
      responses: { 200: { description: 'Options in display order', ...json(shippingOptionsResponse) }, ...errors },
    }),
    async (c) => {
      const query = c.req.valid('query');
      const locale = c.get('locale');
      return respond(c, shippingOptionsResponse, await getShippingOptions(c.get('db'), {
        country: toCountry(query.country, defaultCountry(locale)),
        currency: currencyFor(locale).code,
        itemsX100: toInt(query.itemsX100) ?? 0,
      }));
    },
  );

  app.openapi(
    createRoute({
      method: 'get', path: '/adonis/v1/shipping/carrier-prices', tags: ['shipping'],
      summary: 'Every carrier’s price per country in the storefront currency (the /shipping page)',
      responses: { 200: { description: 'Prices by country, then method', ...json(carrierPricesResponse) } },
    }),
    async (c) => respond(c, carrierPricesResponse, await getCarrierPrices(c.get('db'), currencyFor(c.get('locale')).code)),
  );

  app.openapi(
    createRoute({
      method: 'get', path: '/adonis/v1/destination-countries', tags: ['shipping'],
      summary: 'Countries we ship to, with regions, named in the storefront language',
      responses: { 200: { description: 'Countries in display order', ...json(destinationCountriesResponse) } },
    }),
    async (c) => respond(c, destinationCountriesResponse, await getDestinationCountries(c.get('db'), c.get('locale'))),
  );

  app.openapi(
    createRoute({
      method: 'get', path: '/adonis/v1/pudo-locations', tags: ['shipping'],
      summary: 'Pick-up points and our branches, searchable regardless of case and accents',
      request: { query: pudoLocationsQuery },
      responses: { 200: { description: 'Points, best match first (else by city)', ...json(pudoLocationsResponse) }, ...errors },
    }),
    async (c) => {
      const query = c.req.valid('query');
      const items = await findPudoLocations(c.get('db'), {
        method: query.method,
        country: toCountry(query.country, defaultCountry(c.get('locale'))),
        q: query.q,
        limit: toInt(query.limit),
      });
      return respond(c, pudoLocationsResponse, { items });
    },
  );
}
