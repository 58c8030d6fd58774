// Plain JS so jest needs no ts-node to read it; tests themselves are TypeScript (SWC via next/jest).
const nextJest = require('next/jest');

const createJestConfig = nextJest({ dir: './' });

// ESM-only packages that must go through the transform.
const ESM = ['arctic', '@oslojs', 'next-intl', 'use-intl', '@formatjs', 'icu-minify', 'intl-messageformat', '@react-pdf', 'yoga-layout', 'color-string', 'color-name'];
const ignored = ['/node_modules/', '/.next/', '<rootDir>/tests/e2e/'];

async function project(config) {
  const resolved = await createJestConfig({
    moduleNameMapper: {
      '^@/(.*)$': '<rootDir>/src/$1',
      // This package exposes its files to `import` only; jest's require needs the path itself.
      '^@react-pdf/hyphenate/(.*)$': '<rootDir>/node_modules/@react-pdf/hyphenate/lib/$1.js',
    },
    setupFilesAfterEnv: ['<rootDir>/tests/support/jest.setup.ts'],
    testEnvironment: 'node',
    ...config,
  })();
  resolved.transformIgnorePatterns = [`/node_modules/(?!(${ESM.join('|')})/)`];
  return resolved;
}

/**
 * Two projects: `unit` (pure logic and components; jsdom by docblock where needed) and `api`
 * (in-process API and repository tests on a real database: PGlite, or PostgreSQL with DATABASE_URL;
 * also tests/security, the threat model's tests).
 */
module.exports = async () => ({
  projects: [
    await project({
      displayName: 'unit',
      testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}', '<rootDir>/tests/unit/**/*.test.{ts,tsx}'],
      testPathIgnorePatterns: [...ignored, '<rootDir>/src/server/'],
    }),
    await project({
      displayName: 'api',
      // tests/security: the threat model in one place (issue 11); in-process API tests on a real database.
      testMatch: ['<rootDir>/tests/api/**/*.test.ts', '<rootDir>/tests/security/**/*.test.ts', '<rootDir>/src/server/**/*.test.ts'],
      testPathIgnorePatterns: ignored,
    }),
  ],
  // A global option (ignored inside a project): seeding a database in beforeAll takes seconds.
  testTimeout: 60000,
  // The migrated PGlite that API test files copy instead of migrating their own.
  globalSetup: '<rootDir>/tests/support/jest.global-setup.js',
});
