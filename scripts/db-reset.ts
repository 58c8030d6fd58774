/**
 * Drops the whole database schema (public + drizzle) and migrates it from scratch.
 * Works on PGlite (PGLITE_DATA_DIR) and PostgreSQL (DATABASE_URL). Usage: npm run db:reset
 */
import { openDb } from '../src/server/db/client';
import { resetDatabase } from '../src/server/db/seed';
import { serverEnv } from '../src/server/env';

async function main(): Promise<void> {
  const started = Date.now();
  const env = serverEnv();
  const handle = await openDb({ databaseUrl: env.DATABASE_URL, dataDir: env.PGLITE_DATA_DIR });
  try {
    await resetDatabase(handle);
    console.log(`reset and migrated ${handle.kind === 'postgres' ? 'PostgreSQL' : `PGlite (${env.PGLITE_DATA_DIR})`} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
