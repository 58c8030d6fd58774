import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { openDb, runMigrations, type DbHandle } from '@/server/db/client';
// eslint-disable-next-line @typescript-eslint/no-require-imports -- shared with jest's CommonJS globalSetup
const { templatePath } = require('./pglite-template') as { templatePath(): string };

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or the PostgreSQL
 * named by DATABASE_URL with its schema dropped and recreated (the pg run uses --runInBand).
 * PGlite starts from the migrated dump jest's globalSetup made; the migrator still runs and finds
 * nothing to do, so a dump that fell behind the migrations could never hide one.
 */
export async function createTestDb(): Promise<DbHandle> {
  const url = process.env.DATABASE_URL;
  if (!url) return openDb({ dataDir: 'memory://', template: migratedTemplate(), migrate: true });
  const handle = await openDb({ databaseUrl: url, poolSize: 20 });
  await handle.db.execute(sql.raw('drop schema if exists drizzle cascade; drop schema if exists public cascade; create schema public;'));
  await runMigrations(handle);
  return handle;
}

/** TEST_PGLITE_TEMPLATE=off migrates every test file's database from scratch (the old way). */
function migratedTemplate(): Blob | undefined {
  if (process.env.TEST_PGLITE_TEMPLATE === 'off') return undefined;
  const file = templatePath();
  return fs.existsSync(file) ? new Blob([fs.readFileSync(file)]) : undefined;
}
