import { openDb, type DbHandle } from './client';
import { serverEnv } from '../env';

/**
 * The process-wide database. Kept on globalThis because Next bundles API routes separately in
 * development and PGlite allows one open handle per data directory.
 */
const globalKey = Symbol.for('bookturn.db');
type Holder = { [globalKey]?: Promise<DbHandle> };

export function getDb(): Promise<DbHandle> {
  const holder = globalThis as Holder;
  holder[globalKey] ??= (() => {
    const env = serverEnv();
    return openDb({ databaseUrl: env.DATABASE_URL, dataDir: env.PGLITE_DATA_DIR, migrate: true, poolSize: env.DB_POOL_SIZE });
  })();
  return holder[globalKey]!;
}

export * from './client';
