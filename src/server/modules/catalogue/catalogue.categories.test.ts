import { sql } from 'drizzle-orm';
import { LOCALE_LABELS } from '@/i18n/locales';
import { categoriesResponse, type CategoryNode } from '@/contracts/catalogue';
import type { DbHandle } from '@/server/db/client';
import { queryRows } from '@/server/db/sql';
import type { TestApi } from '../../../../tests/support/test-api';
import { createSeededApi } from '../../../../tests/support/seeded-api';

const NOW = new Date('2026-11-25T10:00:00Z');
let handle: DbHandle;
let api: TestApi;

beforeAll(async () => {
  ({ handle, api } = await createSeededApi({ books: 60, seed: 11, now: NOW }));
});
afterAll(async () => handle?.close());

const flatten = (nodes: CategoryNode[]): CategoryNode[] => nodes.flatMap((n) => [n, ...flatten(n.children)]);
const tree = async (query: string, locale = 'cs') => {
  const res = await api.get(`/api/adonis/v1/categories${query}`, { 'accept-language': locale });
  expect(res.status).toBe(200);
  return flatten(categoriesResponse.parse(await res.json()).items);
};

describe('GET /adonis/v1/categories?slugs=all', () => {
  it('gives each category its slug in all ten storefronts, matching each storefront’s own tree', async () => {
    const all = await tree('?slugs=all', 'de-DE');
    const perLocale = new Map(await Promise.all(LOCALE_LABELS.map(async (locale) => [locale, await tree('', locale)] as const)));
    expect(all.length).toBeGreaterThan(3);
    for (const node of all) {
      expect(Object.keys(node.slugs!).sort()).toEqual([...LOCALE_LABELS].sort());
      for (const locale of LOCALE_LABELS) {
        expect(node.slugs![locale]).toBe(perLocale.get(locale)!.find((n) => n.id === node.id)!.slug);
      }
      expect(node.slugs!['de-DE']).toBe(node.slug);
    }
    // The seed translates slugs, so at least one category's slugs really differ between storefronts.
    expect(all.some((node) => new Set(Object.values(node.slugs!)).size > 1)).toBe(true);
  });

  it('falls back to the language-neutral slug where a storefront has no translation', async () => {
    const [node] = await queryRows<{ id: number; slug: string }>(handle.db, sql`
      select n.id, n.slug from property_nodes n where n.type = 'category' order by n.id limit 1`);
    await handle.db.execute(sql`delete from property_node_translations where node_id = ${node.id} and locale = 'nl-NL'`);
    const all = await tree('?slugs=all');
    expect(all.find((n) => n.id === node.id)!.slugs!['nl-NL']).toBe(node.slug);
  });

  it('leaves the slugs out of the plain tree', async () => {
    for (const node of await tree('')) expect(node).not.toHaveProperty('slugs');
  });

  it('rejects an unknown slugs value with a 400, not a 500', async () => {
    const res = await api.get('/api/adonis/v1/categories?slugs=some');
    expect(res.status).toBe(400);
  });
});
