import {
  countRawSql,
  findCycles,
  isFeatureIndex,
  isHonoSpecifier,
  isTestFile,
  moduleOf,
  parseDuplicatesSummary,
  parseImports,
  resolveSpecifier,
} from '../../scripts/metrics/structure-lib';

describe('structure metrics helpers (issue 12 item 10)', () => {
  it('reads static, re-exported, type-only, dynamic and required imports', () => {
    const source = [
      "import { a } from './a';",
      "import type { B } from '@/b';",
      "export { c } from '../c';",
      "export type { D } from 'd';",
      "const e = await import('./e');",
      "const f = require('f');",
      "const g = 'not an import';",
    ].join('\n');
    expect(parseImports('x.ts', source)).toEqual([
      { spec: './a', typeOnly: false },
      { spec: '@/b', typeOnly: true },
      { spec: '../c', typeOnly: false },
      { spec: 'd', typeOnly: true },
      { spec: './e', typeOnly: false },
      { spec: 'f', typeOnly: false },
    ]);
  });

  it("counts drizzle's sql tag and sql.raw, aliased or not, and nothing else", () => {
    const drizzle = "import { eq, sql } from 'drizzle-orm';\nconst q = sql`select ${sql.raw('1')}`;\nconst t = sql<number>`select 2`;\nsql.join([]);";
    expect(countRawSql('a.repository.ts', drizzle)).toBe(3);
    expect(countRawSql('b.ts', "import { sql as s } from 'drizzle-orm';\ns`select 1`;")).toBe(1);
    expect(countRawSql('c.ts', "const sql = (x: unknown) => x;\nsql`select 1`;")).toBe(0);
    expect(countRawSql('d.tsx', "import { sql } from 'drizzle-orm';\nexport const X = () => <div>{String(sql`1`)}</div>;")).toBe(1);
  });

  it('recognises hono and its packages', () => {
    expect(['hono', 'hono/cookie', '@hono/zod-openapi'].map(isHonoSpecifier)).toEqual([true, true, true]);
    expect(['honorific', './hono', '@honolulu/x'].map(isHonoSpecifier)).toEqual([false, false, false]);
  });

  it('resolves the @/ alias and relative paths to files, and leaves packages alone', () => {
    const files = new Set(['src/features/cart/index.ts', 'src/server/modules/orders/orders.repository.ts', 'src/ui/Button.tsx']);
    const exists = (rel: string) => files.has(rel);
    expect(resolveSpecifier('src/features/book/x.ts', '@/features/cart', exists)).toBe('src/features/cart/index.ts');
    expect(resolveSpecifier('src/server/modules/checkout/a.ts', '../orders/orders.repository', exists)).toBe('src/server/modules/orders/orders.repository.ts');
    expect(resolveSpecifier('src/features/x/y.ts', '../../ui/Button', exists)).toBe('src/ui/Button.tsx');
    expect(resolveSpecifier('src/a.ts', 'react', exists)).toBeNull();
  });

  it('names modules, splitting group folders into their sub-modules', () => {
    const groups = new Set(['src/server/modules/engagement']);
    expect(moduleOf('src/server/modules/engagement/watchdogs/watchdogs.service.ts', groups)).toBe('engagement/watchdogs');
    expect(moduleOf('src/server/modules/engagement/auth.ts', groups)).toBe('engagement');
    expect(moduleOf('src/server/modules/payments/sandbox/sandbox.repository.ts', groups)).toBe('payments');
    expect(moduleOf('src/server/http/app.ts', groups)).toBeNull();
  });

  it('knows test files and feature indexes', () => {
    expect(['a.test.ts', 'tests/api/x.ts', 'src/features/cart/testing/fakeApi.ts', 'e2e/x.spec.ts'].map(isTestFile)).toEqual([true, true, true, true]);
    expect(isTestFile('src/features/cart/lib/cartActions.ts')).toBe(false);
    expect(isFeatureIndex('src/features/cart/index.ts')).toBe(true);
    expect(isFeatureIndex('src/features/catalogue/lib/codec/index.ts')).toBe(false);
    expect(isFeatureIndex('src/features/language-filter/index.server.ts')).toBe(true);
    expect(isFeatureIndex('src/features/language-filter/lib/index.server.ts')).toBe(false);
  });

  it('finds mutual pairs and longer cycles', () => {
    const edges = new Map<string, Set<string>>([
      ['book', new Set(['cart', 'watchdog'])],
      ['cart', new Set(['book'])],
      ['watchdog', new Set(['authors'])],
      ['authors', new Set(['book'])],
      ['ui', new Set(['book'])],
    ]);
    const cycles = findCycles(edges);
    expect(cycles.pairs).toEqual([['book', 'cart']]);
    expect(cycles.groups).toEqual([['authors', 'book', 'cart', 'watchdog']]);
    expect(findCycles(new Map([['a', new Set(['b'])]]))).toEqual({ pairs: [], groups: [] });
  });

  it("reads the duplicates tool's summary line", () => {
    expect(parseDuplicatesSummary('262 pairs of places (1044 files read), each sharing runs of 6 or more identical or same-shape lines (228 by shape alone, 212 of those marked boilerplate)\nD1 a.ts:1-7 ~ b.ts:3-9'))
      .toEqual({ pairs: 262, files: 1044, shapeOnly: 228, boilerplate: 212 });
    expect(parseDuplicatesSummary('no duplicates (74 files read)\n')).toEqual({ pairs: 0, files: 74, shapeOnly: 0, boilerplate: 0 });
    expect(parseDuplicatesSummary('incomplete: usage: …')).toBeNull();
  });
});
