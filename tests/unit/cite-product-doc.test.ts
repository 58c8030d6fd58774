import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ARCHITECTURE_SECTIONS, PRODUCT_SECTIONS, PRODUCT_UNNUMBERED, rewriteCitations } from '../../scripts/codemods/cite-product-doc';

const ids = (doc: string) => new Set([...readFileSync(join(__dirname, '../..', doc), 'utf8').matchAll(/<a id="([a-z0-9-]+)"><\/a>/g)].map((m) => m[1]));

describe('cite-product-doc codemod (issue 12 item 7)', () => {
  const cases: [string, string, string][] = [
    ['src/features/cart/api/getCartData.ts', '/** GET /adonis/v1/cart/data (SPEC §7): the cart. */', '/** GET /adonis/v1/cart/data (docs/product.md#api-cart): the cart. */'],
    ['src/contracts/account.ts', '/** GET/PUT users/current/filters (SPEC §3, §5, §7). */', '/** GET/PUT users/current/filters (docs/product.md#persistent-filter, #filter-cookie-validation, #api-filters). */'],
    ['src/features/language-filter/index.ts', '/** The persistent language filter (SPEC §3–§5): x */', '/** The persistent language filter (docs/product.md#persistent-filter, #language-filter-toggle, #filter-cookie-validation): x */'],
    ['src/shell/context/appContextValue.ts', '/** SPEC §1/§9 defaults: cs, CZK. */', '/** docs/product.md#defaults defaults: cs, CZK. */'],
    ['src/x.ts', "it('logs SPEC §8’s message and gives null', () => {", "it('logs the message of docs/product.md#silent-failures and gives null', () => {"],
    ['src/x.ts', '// See SPEC.md §2 "Catalogue URL".', '// See docs/product.md#catalogue-url "Catalogue URL".'],
    ['src/x.ts', ' * in this storefront (SPEC: such navigation links are skipped)', ' * in this storefront (docs/product.md#routing-rules: such navigation links are skipped)'],
    ['src/x.ts', '/** Public hashes (SPEC user filter). */', '/** Public hashes (docs/product.md#user-filter). */'],
    ['src/server/http/errors.ts', ' * The one error model (ARCHITECTURE §6): a code.', ' * The one error model (docs/architecture.md#error-model): a code.'],
    ['src/x.ts', ' * paths (ARCHITECTURE\n * §8.2, no hand-written URLs)', ' * paths (\n * docs/architecture.md#habits, no hand-written URLs)'],
    ['README.md', 'Contract: `../shared/SPEC.md`; how: `../shared/ARCHITECTURE.md`.', 'Contract: `docs/product.md`; how: `docs/architecture.md`.'],
    [
      'src/features/catalogue/lib/codec/x.test.ts',
      '/** rows (SPEC §2 "Catalogue URL", §3 "Filter value shapes",\n * §4 sort orders) */\n  // §5: ranges: min-max\n// RFC 4648 §5 stays',
      '/** rows (docs/product.md#catalogue-url "Catalogue URL", #filter-value-shapes "Filter value shapes",\n * docs/product.md#sort-orders sort orders) */\n  // docs/product.md#range-filters: ranges: min-max\n// RFC 4648 §5 stays',
    ],
  ];

  it.each(cases)('rewrites %s', (file, before, after) => {
    expect(rewriteCitations(file, before)).toBe(after);
  });

  it('is idempotent and leaves look-alikes alone', () => {
    for (const [file, before] of cases) {
      const once = rewriteCitations(file, before);
      expect(rewriteCitations(file, once)).toBe(once);
    }
    const untouched = 'const SPEC_FIELDS = [];\nconst GTM_SPECS = /x/;\n// RFC 8291 §3.4, issue 11 §2, UTS #39 §4, ADR 0006 §2\n';
    expect(rewriteCitations('src/b.ts', `// docs/product.md#cart\n${untouched}`)).toBe(`// docs/product.md#cart\n${untouched}`);
    expect(rewriteCitations('src/a.test.ts', untouched)).toBe(untouched);
  });

  it('maps only to anchors that exist', () => {
    const product = ids('docs/product.md');
    const architecture = ids('docs/architecture.md');
    const productAnchors = [
      ...Object.values(PRODUCT_SECTIONS).flatMap((entry) => [entry.fallback, ...entry.rules.map((rule) => rule.anchor)]),
      ...PRODUCT_UNNUMBERED.map((rule) => rule.anchor),
    ];
    expect(productAnchors.filter((anchor) => !product.has(anchor))).toEqual([]);
    const architectureTargets = Object.values(ARCHITECTURE_SECTIONS).flatMap((entry) => [entry.fallback, ...entry.rules.map((rule) => rule.anchor)]);
    expect(architectureTargets.filter((target) => target.startsWith('docs/architecture.md#') && !architecture.has(target.split('#')[1]))).toEqual([]);
  });
});
