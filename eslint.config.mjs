// Lint = import boundaries of docs/architecture.md#layout (enforced, not just written) + typescript-eslint basics.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import checkFile from 'eslint-plugin-check-file';

const serverImport = { group: ['@/server/*', '**/src/server/*'], message: 'Only pages/api mounts src/server; the storefront reaches the API over HTTP.' };
const featureImport = { group: ['@/features/*', '@/shell/*'], message: 'Lower layers (ui, lib, contracts, i18n, routing) must not import features or the shell.' };
const axiosImport = { name: 'axios', message: "Components use their feature's api/ hooks, never axios." };

// ---- Client layers (issue 12 items 5–6, docs/adr/0017-client-layers.md) -------------------------
// ui/lib/contracts/routing/i18n → app-context → features → shell (composition root) → pages.
// Feature → feature cycles are counted by `node scripts/client-layers.mjs` (0 today).
const deepFeatureImport = {
  regex: '^@/features/[^/]+/(?!index(\\.server)?$)',
  message: "Import another feature only through its index: '@/features/<x>' (or '@/features/<x>/index.server').",
};
const appContextUp = { group: ['@/features/*', '@/features/**', '@/shell/*', '@/shell/**'], message: 'src/app-context sits below the features and the shell (ADR 0017).' };
const featureToShell = { group: ['@/shell/*', '@/shell/**'], message: 'Features use src/app-context, never the shell: the shell composes them (ADR 0017).' };
const shellToFeature = { group: ['@/features/*', '@/features/**'], message: 'Only the composition root (src/shell/App.tsx, layout/, errors/) composes features (ADR 0017).' };
const clientLayers = [
  {
    files: ['src/app-context/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [serverImport, appContextUp] }] },
  },
  {
    files: ['src/features/**/*.{ts,tsx}'],
    // Tests compose like the shell does, and share each other's testing/ helpers.
    ignores: ['**/*.test.{ts,tsx}', 'src/features/*/testing/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [serverImport, featureToShell, deepFeatureImport] }] },
  },
  {
    files: ['src/features/**/components/**', 'src/features/**/pages/**'],
    ignores: ['**/*.test.{ts,tsx}', 'src/features/*/testing/**'],
    rules: { 'no-restricted-imports': ['error', { paths: [axiosImport], patterns: [serverImport, featureToShell, deepFeatureImport] }] },
  },
  {
    files: ['src/shell/**/*.{ts,tsx}'],
    ignores: ['src/shell/App.tsx', 'src/shell/layout/**', 'src/shell/errors/**', '**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: [axiosImport], patterns: [serverImport, shellToFeature] }] },
  },
];
// ---- end of client layers ------------------------------------------------------------------------

export default tseslint.config(
  { ignores: ['node_modules', '.next', '.next-*', '.data', 'test-results', 'playwright-report', 'next-env.d.ts', 'jest.config.js', 'src/server/db/migrations'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Next inlines a literal process.env.NEXT_PUBLIC_* at build time; the tag-manager id and the Sentry DSN are the running server's (ADR 0010).
      'no-restricted-syntax': ['error', {
        selector: "MemberExpression[object.object.name='process'][object.property.name='env'][property.name='NEXT_PUBLIC_GTM_ID']",
        message: 'The tag-manager id is read at request time: gtmIdFromEnv(process.env) on the server, gtmIdFromDocument() in the browser (ADR 0010).',
      }, {
        selector: "MemberExpression[object.object.name='process'][object.property.name='env'][property.name='NEXT_PUBLIC_SENTRY_DSN']",
        message: 'The Sentry DSN is read at request time: sentryDsn(process.env) on the server, sentryDsnFromDocument() in the browser (ADR 0010).',
      }, {
        selector: "ImportDeclaration[source.value='next-intl'][importKind!='type'] > ImportSpecifier[imported.name='useTranslations']",
        message: "Import useTranslations from '@/i18n/use-translations', which keeps translators instead of making one per call (ADR 0033).",
      }],
    },
  },
  // One vocabulary (ADR 0018): work / edition / copy. The seed's words survive only as SQL names
  // (snake_case row fields mirroring columns) and as the listing URL's public `mother` filter.
  // `bookId…`/`…BookId…` are rejected too (a copy's id is copyId; intake's batchBookId is another
  // entity); the wire fields the product contract fixes are written as quoted keys ('bookId'),
  // which id-match does not check.
  {
    files: ['**/*.{ts,tsx,mjs}'],
    ignores: ['src/server/db/schema/**', 'src/server/db/seed/**'],
    rules: { 'id-match': ['error', '^(?:mother|mother_ids?|grandmother_id|(?!bookId|.*(?:[Gg]randmother|[Mm]other|(?<!batch|intake)BookId)).*)$', { properties: true, classFields: true, onlyDeclarations: false, ignoreDestructuring: false }] },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'proxy.ts'],
    ignores: ['src/server/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [serverImport] }] },
  },
  {
    files: ['src/ui/**', 'src/lib/**', 'src/contracts/**', 'src/i18n/**', 'src/routing/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [serverImport, featureImport, { group: ['@/app-context/*', '@/app-context/**'], message: 'Lower layers must not import src/app-context (ADR 0017).' }] }] },
  },
  {
    files: ['src/features/**/components/**', 'src/features/**/pages/**', 'src/ui/**', 'src/shell/**'],
    rules: { 'no-restricted-imports': ['error', { paths: [axiosImport], patterns: [serverImport] }] },
  },
  ...clientLayers,
  {
    files: ['src/server/**'],
    rules: {
      'no-restricted-imports': ['error', {
        // The route table and its resolver are pure: the server needs them for links it sends out
        // (payment return URLs, e-mails). Nothing else of the storefront.
        patterns: [{ group: ['@/features/*', '@/shell/*', '@/routing/*', '!@/routing/resolve', '!@/routing/redact', '@/ui/*', 'react', 'next/*'], message: 'src/server imports only contracts, i18n tables, the route resolver and pure lib.' }],
      }],
    },
  },
  {
    // The invoice PDF is drawn with @react-pdf/renderer, which takes React elements (no DOM, no Next).
    files: ['src/server/modules/invoices/**'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [{ group: ['@/features/*', '@/shell/*', '@/routing/*', '!@/routing/resolve', '!@/routing/redact', '@/ui/*', 'next/*'], message: 'src/server imports only contracts, i18n tables, the route resolver and pure lib.' }],
      }],
    },
  },
  {
    files: ['pages/**'],
    ignores: ['pages/api/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [serverImport] }] },
  },
  // Server boundaries of issue 12 (defined below, hoisted).
  ...serverBoundaries(),
  ...fileNaming(),
);

// ---------------------------------------------------------------------------------------------
// File names (issue 12 item 6, docs/adr/0018-vocabulary.md#file-names). The part before the first
// dot is checked; role suffixes (`.service`, `.routes`, `.getServerSideProps`, `.test`) are free.
// - Node side (src/server, src/contracts, src/i18n, scripts, tests): kebab-case.
// - React side (src/features, src/ui, src/shell, src/app-context, src/lib, src/routing): camelCase
//   modules and hooks, PascalCase components and their companions (Form.styles.ts); never kebab.
// - pages/: the URL's kebab-case, Next's bracketed params and its reserved names; and the one
//   underscored URL the product fixes, /admin/supply/dodavatele_list (docs/product.md).
function fileNaming() {
  const CAMEL = '+([a-z])*([a-z0-9])*([A-Z]*([a-z0-9]))';
  const PASCAL = '+([A-Z])*([a-z0-9])*([A-Z]*([a-z0-9]))';
  const KEBAB = '+([a-z0-9])*(-+([a-z0-9]))';
  const rule = (patterns) => ({ 'check-file/filename-naming-convention': ['error', patterns, { ignoreMiddleExtensions: true }] });
  return [
    {
      files: ['src/server/**/*.{ts,tsx}', 'src/contracts/**/*.ts', 'src/i18n/**/*.ts', 'scripts/**/*.{ts,mjs}', 'tests/**/*.{ts,tsx,mjs}'],
      ignores: ['src/server/db/migrations/**'],
      plugins: { 'check-file': checkFile },
      rules: rule({ '**/*.{ts,tsx,mjs}': KEBAB }),
    },
    {
      files: ['src/features/**/*.{ts,tsx}', 'src/ui/**/*.{ts,tsx}', 'src/shell/**/*.{ts,tsx}', 'src/app-context/**/*.{ts,tsx}', 'src/lib/**/*.{ts,tsx}', 'src/routing/**/*.{ts,tsx}'],
      plugins: { 'check-file': checkFile },
      rules: rule({ '**/*.{ts,tsx}': `@(${CAMEL}|${PASCAL})` }),
    },
    {
      files: ['pages/**/*.{ts,tsx}'],
      plugins: { 'check-file': checkFile },
      rules: rule({ '**/*.{ts,tsx}': `@(_app|_document|_error|404|500|index|dodavatele_list|${KEBAB}|old_${KEBAB}|\\[${CAMEL}\\]|\\[...${CAMEL}\\]|\\[\\[...${CAMEL}\\]\\])` }),
    },
  ];
}

// ---------------------------------------------------------------------------------------------
// Server boundaries (issue 12). A separate rule name (@typescript-eslint/no-restricted-imports)
// so these blocks do not replace the storefront's no-restricted-imports settings above.
// - Hono (and its cookies) only in route files and src/server/http: services take a RequestContext.
// - Drizzle's `sql` only in repositories, *.sql.ts fragment files and src/server/db.
// - Another module is read through its index.ts, never its repository.
function serverBoundaries() {
  const SERVER_TESTS = ['src/server/**/*.test.ts', 'src/server/**/*.test.tsx', 'src/server/**/testing/**'];
  const HONO_ALLOWED = [
    // Route files, their OpenAPI parameter schemas (*.params.ts) and response fragments (*.openapi.ts).
    'src/server/http/**', 'src/server/**/*.routes.ts', 'src/server/**/*.params.ts', 'src/server/**/*.openapi.ts',
  ];
  const SQL_ALLOWED = [
    // Repositories and the SQL fragments they compose (*.sql.ts: the listing's filters, the author and series works).
    'src/server/db/**', 'src/server/**/*.repository.ts', 'src/server/**/*.sql.ts',
  ];
  const honoImport = { group: ['hono', 'hono/*', '@hono/*'], message: 'Hono belongs to route files and src/server/http: a service takes (ctx: RequestContext, input).' };
  const sqlImport = { group: ['drizzle-orm'], importNames: ['sql'], message: 'SQL lives in the module’s repository (or src/server/db): call a repository function.' };
  const otherRepository = (up) => ({
    group: ['@/server/modules/*/**/*.repository', `${up}*/**/*.repository`],
    message: 'Another module is read through its index.ts (its public services), never its repository.',
  });
  // `../<module>/<file>` reaches into another module: its index.ts is the only way in (tests and testing/ fixtures excepted).
  const otherModuleInternals = (up) => ({
    regex: `^${up.replaceAll('.', '\\.')}[^./][^/]*/.+`,
    message: 'Another module is read through its index.ts (import from its folder), never its files.',
  });
  const serverRule = (patterns) => ({ '@typescript-eslint/no-restricted-imports': ['error', { patterns }] });
  const within = (level, globs) => globs.map((glob) => [level, glob]);
  const serverBoundaries = [];
  for (const [level, up] of [
    ['src/server/modules/*/*.{ts,tsx}', '../'], ['src/server/modules/*/*/*.{ts,tsx}', '../../'], ['src/server/modules/*/*/*/*.{ts,tsx}', '../../../'],
  ]) {
    const repo = [otherRepository(up), otherModuleInternals(up)];
    serverBoundaries.push(
      { files: [level], ignores: [...HONO_ALLOWED, ...SQL_ALLOWED, ...SERVER_TESTS], rules: serverRule([honoImport, sqlImport, ...repo]) },
      { files: within(level, HONO_ALLOWED), ignores: [...SQL_ALLOWED, ...SERVER_TESTS], rules: serverRule([sqlImport, ...repo]) },
      { files: within(level, SQL_ALLOWED), ignores: [...HONO_ALLOWED, ...SERVER_TESTS], rules: serverRule([honoImport, ...repo]) },
    );
  }
  const outsideModules = ['src/server/modules/**', ...SERVER_TESTS];
  serverBoundaries.push(
    { files: ['src/server/**/*.{ts,tsx}'], ignores: [...outsideModules, ...HONO_ALLOWED, ...SQL_ALLOWED], rules: serverRule([honoImport, sqlImport, otherRepository('./modules/')]) },
    { files: ['src/server/http/**/*.ts'], ignores: outsideModules, rules: serverRule([sqlImport, otherRepository('../modules/')]) },
    { files: ['src/server/db/**/*.ts'], ignores: outsideModules, rules: serverRule([honoImport]) },
  );
  return serverBoundaries;
}
