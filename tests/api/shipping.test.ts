import { sql } from 'drizzle-orm';
import { LOCALE_LABELS, LOCALES, type Locale } from '@/i18n/locales';
import {
  carrierPricesResponse, destinationCountriesResponse, pudoLocationsResponse, shippingOptionsResponse, type ShippingOption,
} from '@/contracts/checkout';
import type { DbHandle } from '@/server/db/client';
import { queryRows } from '@/server/db/sql';
import { AppError } from '@/server/http/errors';
import { quoteShipping, type ShippingQuoteInput } from '@/server/modules/shipping';
import { createTestApi, type TestApi } from '../support/test-api';
import { createTestDb } from '../support/test-db';

let handle: DbHandle;
let api: TestApi;

beforeAll(async () => {
  handle = await createTestDb();
  api = createTestApi(handle, new Date('2026-06-15T10:00:00Z'));
});
afterAll(async () => handle?.close());

const get = (path: string, locale: Locale = 'cs') => api.get(`/api/adonis/v1${path}`, { 'accept-language': locale });
const rows = <T,>(query: ReturnType<typeof sql>) => queryRows<T>(handle.db, query);

async function expectError(res: Response, status: number, code: string) {
  expect(res.status).toBe(status);
  expect(await res.json()).toEqual({ error: expect.objectContaining({ code, message: expect.any(String) }) });
}

async function options(query: string, locale: Locale = 'cs') {
  const res = await get(`/shipping/options${query}`, locale);
  expect(res.status).toBe(200);
  return shippingOptionsResponse.parse(await res.json());
}
const byCode = (list: ShippingOption[], code: string) => list.find((o) => o.code === code);

async function pudos(query: string, locale: Locale = 'cs') {
  const res = await get(`/pudo-locations${query}`, locale);
  expect(res.status).toBe(200);
  return pudoLocationsResponse.parse(await res.json()).items;
}

describe('reference data (migration 0006)', () => {
  it('holds at least 60 pick-up points in CZ, SK, DE and AT, some elsewhere, and our own branches in CZ', async () => {
    const counts = await rows<{ country: string; carrier: string; n: number }>(
      sql`select country, carrier, count(*)::int as n from pudo_locations group by country, carrier`,
    );
    const total = (filter: (r: { country: string; carrier: string }) => boolean) => counts.filter(filter).reduce((s, r) => s + r.n, 0);
    expect(total((r) => ['CZ', 'SK', 'DE', 'AT'].includes(r.country))).toBeGreaterThanOrEqual(60);
    expect(total((r) => !['CZ', 'SK', 'DE', 'AT'].includes(r.country))).toBeGreaterThan(0);
    expect(counts.filter((r) => r.carrier === 'bookturn')).toEqual([{ country: 'CZ', carrier: 'bookturn', n: expect.any(Number) }]);
    expect(total((r) => r.carrier === 'bookturn')).toBeGreaterThanOrEqual(2);
  });

  it('gives every point and branch method a point of its carrier in each country it has a rate for', async () => {
    const missing = await rows<{ method_code: string; country: string }>(sql`
      select r.method_code, r.country from shipping_rates r join shipping_methods m on m.code = r.method_code
       where m.kind in ('pudo', 'branch')
         and not exists (select 1 from pudo_locations p where p.carrier = m.carrier and p.country = r.country and p.active)`);
    expect(missing).toEqual([]);
  });
});

describe('GET /destination-countries', () => {
  it('names every country and region in every storefront language', async () => {
    for (const locale of LOCALE_LABELS) {
      const body = destinationCountriesResponse.parse(await (await get('/destination-countries', locale)).json());
      expect(body.countries.map((c) => c.code)).toEqual(expect.arrayContaining(['CZ', 'SK', 'AT', 'DE', 'ES', 'IT', 'NL', 'FR', 'BE']));
      for (const country of body.countries) {
        expect(country.name.length).toBeGreaterThan(1);
        for (const region of country.regions) expect(region.name.length).toBeGreaterThan(1);
      }
      // Every storefront ships to its own country.
      expect(body.countries.map((c) => c.code)).toContain(LOCALES[locale].country);
    }
  });

  it('answers in the language of the request', async () => {
    const name = async (locale: Locale, code: string) => destinationCountriesResponse
      .parse(await (await get('/destination-countries', locale)).json()).countries.find((c) => c.code === code)!;
    expect((await name('cs', 'DE')).name).toBe('Německo');
    expect((await name('de-AT', 'DE')).name).toBe('Deutschland');
    expect((await name('fr-BE', 'NL')).name).toBe('Pays-Bas');
    expect((await name('nl-NL', 'BE')).name).toBe('België');
    expect((await name('es-ES', 'ES')).name).toBe('España');
    const vienna = async (locale: Locale) => (await name(locale, 'AT')).regions.find((r) => r.code === 'AT-9')!.name;
    expect(await vienna('de-AT')).toBe('Wien');
    expect(await vienna('cs')).toBe('Vídeň');
    expect(await vienna('it-IT')).toBe('Vienna');
  });

  it('lists the regions an address form needs', async () => {
    const body = destinationCountriesResponse.parse(await (await get('/destination-countries', 'en')).json());
    const regions = Object.fromEntries(body.countries.map((c) => [c.code, c.regions.length]));
    expect(regions).toMatchObject({ AT: 9, DE: 16, IT: 20, CZ: 0 });
    expect(regions.ES).toBeGreaterThanOrEqual(47);
    const es = body.countries.find((c) => c.code === 'ES')!;
    expect(es.regions).toEqual(expect.arrayContaining([{ code: 'ES-M', name: 'Madrid' }, { code: 'ES-B', name: 'Barcelona' }]));
  });
});

describe('GET /shipping/options', () => {
  it("defaults to the storefront's country and prices in its currency, for every storefront", async () => {
    for (const locale of LOCALE_LABELS) {
      const body = await options('', locale);
      expect(body.country).toBe(LOCALES[locale].country);
      expect(body.options.length).toBeGreaterThan(0);
      for (const option of body.options) expect(option.currency).toBe(LOCALES[locale].currency);
    }
  });

  it('offers our branch, our van and carriers in Czechia, with COD fees where the carrier takes cash', async () => {
    const body = await options('?country=CZ');
    const codes = body.options.map((o) => o.code);
    expect(codes.slice(0, 2)).toEqual(['bookturn-branch', 'bookturn-direct']);
    expect(codes).toEqual(expect.arrayContaining(['packeta-pudo', 'packeta-home', 'dpd-pudo', 'dpd-home', 'gls-home']));
    expect(codes).not.toContain('austrian-post-home');
    expect(byCode(body.options, 'bookturn-branch')).toMatchObject({ kind: 'branch', priceX100: 0 });
    expect(byCode(body.options, 'packeta-pudo')).toEqual({
      code: 'packeta-pudo', carrier: 'packeta', kind: 'pudo', priceX100: 7900, basePriceX100: 7900, freeFromX100: 100000,
      codAvailable: true, codFeeX100: 2900, currency: 'CZK',
    });
  });

  it('makes shipping free from the threshold on the items total', async () => {
    const below = byCode((await options('?country=CZ&itemsX100=99999')).options, 'packeta-pudo')!;
    const at = byCode((await options('?country=CZ&itemsX100=100000')).options, 'packeta-pudo')!;
    expect(below).toMatchObject({ priceX100: 7900, basePriceX100: 7900 });
    expect(at).toMatchObject({ priceX100: 0, basePriceX100: 7900 });
    const dhl = byCode((await options('?country=DE&itemsX100=99999999', 'de-DE')).options, 'dhl-home')!;
    expect(dhl).toMatchObject({ priceX100: 0, basePriceX100: 920, freeFromX100: 12000 });
  });

  it('prices another country in the storefront currency and offers no cash on delivery to Germany', async () => {
    const cs = await options('?country=de');
    expect(cs.country).toBe('DE');
    expect(byCode(cs.options, 'dhl-home')).toMatchObject({ priceX100: 22900, currency: 'CZK' });
    const de = await options('?country=DE', 'de-DE');
    expect(byCode(de.options, 'dhl-home')).toMatchObject({ priceX100: 920, currency: 'EUR' });
    for (const option of de.options) expect(option).toMatchObject({ codAvailable: false, codFeeX100: null });
    expect(byCode((await options('?country=AT', 'de-AT')).options, 'austrian-post-home')).toMatchObject({ codAvailable: true, codFeeX100: 390 });
  });

  it('refuses a country we do not ship to (422) and a malformed one (400)', async () => {
    await expectError(await get('/shipping/options?country=US'), 422, 'SHIPPING_UNAVAILABLE');
    await expectError(await get('/shipping/options?country=CZE'), 400, 'VALIDATION_FAILED');
    await expectError(await get('/shipping/options?itemsX100=-5'), 400, 'VALIDATION_FAILED');
  });
});

describe('GET /shipping/carrier-prices', () => {
  it('lists every rate of an active method once, in the storefront currency', async () => {
    const [{ n }] = await rows<{ n: number }>(sql`select count(*)::int as n from shipping_rates r join shipping_methods m on m.code = r.method_code where m.active`);
    const cs = carrierPricesResponse.parse(await (await get('/shipping/carrier-prices')).json());
    expect(cs.currency).toBe('CZK');
    expect(cs.rows).toHaveLength(n);
    expect(new Set(cs.rows.map((r) => `${r.code}/${r.country}`)).size).toBe(n);
    expect(cs.rows[0].country).toBe('CZ');
    expect(cs.rows.find((r) => r.code === 'packeta-pudo' && r.country === 'SK')).toMatchObject({ priceX100: 9900, codFeeX100: 3900, freeFromX100: 150000 });
    const fr = carrierPricesResponse.parse(await (await get('/shipping/carrier-prices', 'fr-FR')).json());
    expect(fr.currency).toBe('EUR');
    expect(fr.rows.find((r) => r.code === 'packeta-pudo' && r.country === 'SK')).toMatchObject({ priceX100: 390, codFeeX100: 150 });
  });
});

describe('GET /pudo-locations', () => {
  it("lists a method's points in the storefront's country, alphabetically by city, 20 by default", async () => {
    const items = await pudos('?method=packeta-pudo');
    expect(items).toHaveLength(20);
    for (const p of items) expect(p).toMatchObject({ carrier: 'packeta', country: 'CZ' });
    const cities = items.map((p) => p.city.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase());
    expect(cities).toEqual([...cities].sort());
    expect(cities[0]).toBe('brno');
    expect(items[0]).toMatchObject({ latitude: expect.any(Number), longitude: expect.any(Number), openingHours: expect.any(String) });
    const de = await pudos('?method=dpd-pudo', 'de-DE');
    expect(de.length).toBeGreaterThan(0);
    for (const p of de) expect(p).toMatchObject({ carrier: 'dpd', country: 'DE' });
  });

  it('finds points whatever the case and accents, every word matching', async () => {
    for (const q of ['vaclavske namesti', 'VÁCLAVSKÉ náměstí', 'muzea']) {
      expect((await pudos(`?method=packeta-pudo&q=${encodeURIComponent(q)}`)).map((p) => p.id)).toEqual(['pkt-cz-1002']);
    }
    const brno = await pudos(`?country=CZ&q=${encodeURIComponent('brno')}`);
    expect(brno.length).toBeGreaterThanOrEqual(4);
    for (const p of brno) expect(p.city).toBe('Brno');
    expect(new Set(brno.map((p) => p.carrier))).toEqual(new Set(['packeta', 'dpd', 'bookturn']));
    const koln = await pudos(`?country=DE&q=${encodeURIComponent('koln')}`);
    expect(koln.map((p) => p.city)).toEqual(['Köln']);
    expect(await pudos(`?method=packeta-pudo&q=${encodeURIComponent('brno zizkov')}`)).toEqual([]);
  });

  it('finds a postcode typed with or without its space', async () => {
    for (const q of ['602 00', '60200']) {
      const items = await pudos(`?method=packeta-pudo&q=${encodeURIComponent(q)}`);
      expect(items.map((p) => p.id).sort()).toEqual(['pkt-cz-1010', 'pkt-cz-1011']);
    }
  });

  it('treats LIKE wildcards as text', async () => {
    expect(await pudos(`?country=CZ&q=${encodeURIComponent('%')}`)).toEqual([]);
    expect(await pudos(`?country=CZ&q=${encodeURIComponent('_')}`)).toEqual([]);
  });

  it('lists our branches for personal pickup, and nothing for home delivery', async () => {
    const branches = await pudos('?method=bookturn-branch');
    expect(branches.length).toBeGreaterThanOrEqual(2);
    for (const b of branches) expect(b.carrier).toBe('bookturn');
    expect(await pudos('?method=dhl-home&country=DE')).toEqual([]);
  });

  it('honours the limit and rejects bad parameters', async () => {
    expect(await pudos('?country=CZ&limit=5')).toHaveLength(5);
    expect((await pudos('?country=CZ&limit=50')).length).toBeGreaterThan(20);
    await expectError(await get('/pudo-locations?limit=51'), 400, 'VALIDATION_FAILED');
    await expectError(await get('/pudo-locations?limit=0'), 400, 'VALIDATION_FAILED');
    await expectError(await get('/pudo-locations?country=Czech'), 400, 'VALIDATION_FAILED');
    await expectError(await get('/pudo-locations?method=pigeon-post'), 422, 'SHIPPING_UNAVAILABLE');
  });
});

describe('quoteShipping (for the checkout)', () => {
  const quote = (over: Partial<ShippingQuoteInput>) => quoteShipping(handle.db, {
    methodCode: 'packeta-pudo', country: 'CZ', currency: 'CZK', itemsX100: 50_000, cashOnDelivery: false, pudoId: 'pkt-cz-1002', ...over,
  });
  const rejects = async (promise: Promise<unknown>, code: string) => {
    const error = await promise.then(() => null, (e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe(code);
  };

  it('prices a pick-up point and labels it', async () => {
    expect(await quote({})).toEqual({
      kind: 'pudo', carrier: 'packeta', shippingX100: 7900, codFeeX100: 0, pudoLabel: 'Trafika U Muzea, Václavské náměstí 62, 110 00 Praha',
    });
    expect(await quote({ cashOnDelivery: true })).toMatchObject({ shippingX100: 7900, codFeeX100: 2900 });
    expect(await quote({ itemsX100: 100_000 })).toMatchObject({ shippingX100: 0 });
    expect(await quote({ currency: 'EUR', itemsX100: 2_000, cashOnDelivery: true })).toMatchObject({ shippingX100: 320, codFeeX100: 120 });
  });

  it('needs a valid point of the carrier in that country', async () => {
    await rejects(quote({ pudoId: undefined }), 'PUDO_REQUIRED');
    await rejects(quote({ pudoId: 'no-such-point' }), 'PUDO_REQUIRED');
    await rejects(quote({ pudoId: 'dpd-cz-2001' }), 'PUDO_REQUIRED');
    await rejects(quote({ country: 'SK' }), 'PUDO_REQUIRED');
    expect(await quote({ country: 'SK', pudoId: 'pkt-sk-3001', currency: 'EUR', itemsX100: 2_000 })).toMatchObject({ shippingX100: 390 });
  });

  it('ignores an inactive point', async () => {
    await handle.db.execute(sql`update pudo_locations set active = false where id = 'pkt-cz-1003'`);
    try {
      await rejects(quote({ pudoId: 'pkt-cz-1003' }), 'PUDO_REQUIRED');
    } finally {
      await handle.db.execute(sql`update pudo_locations set active = true where id = 'pkt-cz-1003'`);
    }
  });

  it('takes personal pickup only at our branches, free', async () => {
    const branch = await quote({ methodCode: 'bookturn-branch', pudoId: 'bt-brno-veveri' });
    expect(branch).toEqual({ kind: 'branch', carrier: 'bookturn', shippingX100: 0, codFeeX100: 0, pudoLabel: 'Bookturn Brno – Veveří, Veveří 28, 602 00 Brno' });
    await rejects(quote({ methodCode: 'bookturn-branch', pudoId: 'pkt-cz-1002' }), 'PUDO_REQUIRED');
    await rejects(quote({ methodCode: 'bookturn-branch', pudoId: 'bt-brno-veveri', country: 'SK' }), 'SHIPPING_UNAVAILABLE');
  });

  it('delivers home without a point, and by our van only around Prague', async () => {
    expect(await quote({ methodCode: 'gls-home', pudoId: undefined })).toEqual({ kind: 'home', carrier: 'gls', shippingX100: 11500, codFeeX100: 0, pudoLabel: null });
    expect(await quote({ methodCode: 'bookturn-direct', pudoId: undefined, zip: '130 00' })).toMatchObject({ kind: 'direct', shippingX100: 8900 });
    await rejects(quote({ methodCode: 'bookturn-direct', zip: '602 00' }), 'SHIPPING_UNAVAILABLE');
  });

  it('refuses unknown and inactive methods and countries without a rate', async () => {
    await rejects(quote({ methodCode: 'pigeon-post' }), 'SHIPPING_UNAVAILABLE');
    await rejects(quote({ methodCode: 'dhl-home' }), 'SHIPPING_UNAVAILABLE');
    await rejects(quote({ methodCode: 'gls-home', country: 'US' }), 'SHIPPING_UNAVAILABLE');
    await handle.db.execute(sql`update shipping_methods set active = false where code = 'gls-home'`);
    try {
      await rejects(quote({ methodCode: 'gls-home' }), 'SHIPPING_UNAVAILABLE');
      expect((await options('?country=CZ')).options.map((o) => o.code)).not.toContain('gls-home');
    } finally {
      await handle.db.execute(sql`update shipping_methods set active = true where code = 'gls-home'`);
    }
  });

  it('refuses cash on delivery where the carrier takes none', async () => {
    await rejects(quote({ methodCode: 'dhl-home', country: 'DE', currency: 'EUR', cashOnDelivery: true }), 'PAYMENT_METHOD_UNAVAILABLE');
    await rejects(quote({ country: 'DE', pudoId: 'pkt-de-5001', currency: 'EUR', cashOnDelivery: true }), 'PAYMENT_METHOD_UNAVAILABLE');
    expect(await quote({ methodCode: 'austrian-post-home', country: 'AT', currency: 'EUR', itemsX100: 5_000, cashOnDelivery: true })).toMatchObject({ shippingX100: 890, codFeeX100: 390 });
  });
});

describe('OpenAPI', () => {
  it('documents the shipping routes', async () => {
    const doc = (await (await api.get('/api/adonis/openapi.json')).json()) as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining([
      '/api/adonis/v1/shipping/options', '/api/adonis/v1/shipping/carrier-prices', '/api/adonis/v1/destination-countries', '/api/adonis/v1/pudo-locations',
    ]));
  });
});
