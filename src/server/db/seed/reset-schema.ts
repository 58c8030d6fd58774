import { sql } from 'drizzle-orm';
import { runMigrations, type DbHandle } from '../client';

/**
 * Drops everything (schemas public, drizzle and pgboss: tables, extensions, migration journal, jobs)
 * and migrates from scratch. Works on PGlite and PostgreSQL.
 */
export async function resetDatabase(handle: DbHandle): Promise<void> {
  await handle.db.execute(sql`DROP SCHEMA IF EXISTS drizzle CASCADE`);
  // pg-boss's jobs belong to the data dropped here (their ids derive from keys such as order ids).
  await handle.db.execute(sql`DROP SCHEMA IF EXISTS pgboss CASCADE`);
  await handle.db.execute(sql`DROP SCHEMA IF EXISTS public CASCADE`);
  await handle.db.execute(sql`CREATE SCHEMA public`);
  await handle.db.execute(sql`GRANT USAGE, CREATE ON SCHEMA public TO PUBLIC`);
  await runMigrations(handle);
}

/** True when the catalogue already holds copies. */
export async function hasBooks(handle: DbHandle): Promise<boolean> {
  const result = (await handle.db.execute(sql`SELECT EXISTS (SELECT 1 FROM books) AS present`)) as unknown as { rows: Array<{ present: boolean }> };
  return result.rows[0].present;
}
