// Lint = import boundaries of ARCHITECTURE §5 (enforced, not just written) + typescript-eslint basics.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

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
      }],
    },
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
);
