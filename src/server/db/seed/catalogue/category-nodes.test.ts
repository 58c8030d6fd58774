import { LOCALE_LABELS } from '@/i18n/locales';
import { buildCatalogueNodes } from './catalogue-nodes';
import { buildCategoryNodes } from './category-nodes';
import { BOOK_KINDS } from './book-kinds';
import { NONFICTION_TOPICS } from '../vocab/nonfiction-topics';

describe('category tree', () => {
  const nodes = buildCategoryNodes();

  it('has 12 top categories and about 40 subcategories, each a known book kind', () => {
    const top = nodes.filter((n) => n.parentId === null);
    const leaves = nodes.filter((n) => n.parentId !== null);
    expect(top).toHaveLength(12);
    expect(leaves.length).toBeGreaterThanOrEqual(40);
    for (const leaf of leaves) {
      const kind = BOOK_KINDS[leaf.key];
      expect(kind).toBeDefined();
      if (kind.style === 'topic') expect(NONFICTION_TOPICS[leaf.key]?.length).toBeGreaterThan(0);
      expect(top.some((t) => t.id === leaf.parentId)).toBe(true);
    }
  });

  it.each(LOCALE_LABELS)('%s: names and lowercase ASCII slugs, unique per locale (with series)', (locale) => {
    const series = buildCatalogueNodes(1, 100, 2026).series;
    const slugs = [...nodes.map((n) => n.slugs[locale]), ...series.map((s) => s.slugs[locale])];
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const n of nodes) expect(n.names[locale].length).toBeGreaterThan(2);
  });

  it('names categories in the storefront language', () => {
    const fiction = nodes.find((n) => n.key === 'children')!;
    expect(fiction.names.cs).toBe('Knihy pro děti a mládež');
    expect(fiction.slugs['de-DE']).toBe('kinder-jugendbuecher');
    expect(fiction.slugs['fr-BE']).toBe(fiction.slugs['fr-FR']);
  });
});
