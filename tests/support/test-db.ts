import { sql } from 'drizzle-orm';
import { openDb, runMigrations, type DbHandle } from '@/server/db/client';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or the PostgreSQL
 * named by DATABASE_URL with its schema dropped and recreated (the pg run uses --runInBand).
 */
export async function createTestDb(): Promise<DbHandle> {
  const url = process.env.DATABASE_URL;
  if (!url) return openDb({ dataDir: 'memory://', migrate: true });
  const handle = await openDb({ databaseUrl: url, poolSize: 20 });
  await handle.db.execute(sql.raw('drop schema if exists drizzle cascade; drop schema if exists public cascade; create schema public;'));
  await runMigrations(handle);
  return handle;
}
