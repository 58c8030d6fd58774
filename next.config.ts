import { execSync } from 'node:child_process';
import type { NextConfig } from 'next';
import { DEFAULT_LOCALE, LOCALE_LABELS, domainFor, protocolFor } from './src/i18n/locales';

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
  compiler: { styledComponents: true },
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
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'pino', 'swagger-ui-dist'],
  env: { BUILD_HASH: buildHash() },
  typescript: { tsconfigPath: './tsconfig.json' },
};

export default config;
