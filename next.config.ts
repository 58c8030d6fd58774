import { execSync } from 'node:child_process';
import { join, relative } from 'node:path';
import bundleAnalyzer from '@next/bundle-analyzer';
import type { NextConfig } from 'next';
import { DEFAULT_LOCALE, LOCALE_LABELS, domainFor, protocolFor } from './src/i18n/locales';
import { FRAME_OPTIONS, baseSecurityHeaders } from './src/lib/security/headers';
import { staticPolicy } from './src/lib/security/csp';

/**
 * Messages reach next-intl precompiled (src/i18n/precompile.ts), so it formats them with
 * use-intl's `format-only` instead of intl-messageformat and its ICU parser (what next-intl's
 * plugin does for `messages.precompile`; we load messages ourselves, per page, so we set the alias),
 * through src/i18n/format-message.ts, which gives it Intl formatters kept per process.
 */
const FORMAT_ONLY = join(process.cwd(), 'src', 'i18n', 'format-message.ts');

function buildHash(): string {
  if (process.env.BUILD_HASH) return process.env.BUILD_HASH;
  try {
    return execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim();
  } catch {
    return 'development';
  }
}

const config: NextConfig = {
  reactStrictMode: true,
  // Parallel builds (several engineers' browser tests on one machine) each get their own folder.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // Every page carries its own CSP nonce, so a page's ETag never matched twice; hashing the whole
  // HTML for it was 4 % of a page's server CPU (docs/adr/0033). Static files keep theirs.
  generateEtags: false,
  // Bundled on the server too (pages-router dependencies are external by default), so server
  // rendering formats with the same format-only. Turbopack wants a relative alias path (as
  // next-intl's plugin passes it); webpack an absolute one.
  transpilePackages: ['next-intl', 'use-intl'],
  turbopack: { resolveAlias: { 'use-intl/format-message': `./${relative(process.cwd(), FORMAT_ONLY)}` } },
  webpack: (webpackConfig: { resolve: { alias: Record<string, string> } }) => {
    // `$`: this exact specifier only; format-message.ts imports `use-intl/format-message/format-only`.
    webpackConfig.resolve.alias['use-intl/format-message$'] = FORMAT_ONLY;
    return webpackConfig;
  },
  // BUNDLE_SOURCEMAPS=1: browser source maps, for tests/bench/bundle-sources.mjs (which module is how big).
  productionBrowserSourceMaps: process.env.BUNDLE_SOURCEMAPS === '1',
  // displayName off: class names like FacetLinkList-styles__ValueLink-sc-… were a large share of the HTML.
  compiler: { styledComponents: { displayName: false } },
  // Each storefront is its own domain; plain localhost (no entry) falls to the default locale, cs.
  i18n: {
    locales: [...LOCALE_LABELS],
    defaultLocale: DEFAULT_LOCALE,
    localeDetection: false,
    // `http: true` keeps Next's own locale links on http for local *.localhost domains.
    domains: LOCALE_LABELS.map((locale) => ({
      domain: domainFor(locale),
      defaultLocale: locale,
      ...(protocolFor(locale) === 'http' ? { http: true as const } : {}),
    })),
  },
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'pg-boss', 'pino', 'swagger-ui-dist', 'sharp', 'bwip-js'],
  env: { BUILD_HASH: buildHash() },
  // `npm test` type-checks the whole tree in its first stage; its browser-test build need not do it
  // again (BUILD_TYPECHECKED=1, set by scripts/test-all.sh after that stage passed).
  typescript: { tsconfigPath: './tsconfig.json', ignoreBuildErrors: process.env.BUILD_TYPECHECKED === '1' },
  /**
   * Security headers on every response (docs/adr/0005). The CSP here is the strict static one for
   * the API, assets and files; rendered pages get a per-request policy with a nonce from proxy.ts,
   * which replaces it, and API pages with their own policy (sandbox, dev outbox) replace it too.
   */
  async headers() {
    const https = LOCALE_LABELS.every((locale) => protocolFor(locale) === 'https');
    return [
      {
        source: '/:path*',
        locale: false as const,
        headers: [...baseSecurityHeaders(), { key: 'content-security-policy', value: staticPolicy({ https }) }],
      },
      { source: '/:path((?!api(?:/|$)).*)', locale: false as const, headers: [FRAME_OPTIONS] },
    ];
  },
};

/**
 * `ANALYZE=true npx next build --webpack` writes module-level treemaps of the client and server
 * bundles to <distDir>/analyze/ (the plugin hooks webpack; the default Turbopack build ignores it,
 * where `npx next analyze` is the equivalent). `npm run bench:bundle` prints each page's
 * first-load JavaScript from any build.
 */
const withBundleAnalyzer = bundleAnalyzer({ enabled: process.env.ANALYZE === 'true', openAnalyzer: false });

export default withBundleAnalyzer(config);
