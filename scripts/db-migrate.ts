/**
 * Applies the SQL migrations to the configured database (DATABASE_URL, else PGlite in
 * PGLITE_DATA_DIR). Usage: npm run db:migrate
 */
import { openDb, runMigrations } from '../src/server/db/client';
import { serverEnv } from '../src/server/env';

async function main(): Promise<void> {
  const started = Date.now();
  const env = serverEnv();
  const handle = await openDb({ databaseUrl: env.DATABASE_URL, dataDir: env.PGLITE_DATA_DIR });
  try {
    await runMigrations(handle);
    console.log(`migrated ${handle.kind === 'postgres' ? 'PostgreSQL' : `PGlite (${env.PGLITE_DATA_DIR})`} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
