import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { Client } from 'pg';
import { openDb, runMigrations, type DbHandle } from '@/server/db/client';
// eslint-disable-next-line @typescript-eslint/no-require-imports -- shared with jest's CommonJS globalSetup
const { templatePath } = require('./pglite-template') as { templatePath(): string };

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or the PostgreSQL
 * named by DATABASE_URL with its schema dropped and recreated.
 * PGlite starts from the migrated dump jest's globalSetup made; the migrator still runs and finds
 * nothing to do, so a dump that fell behind the migrations could never hide one.
 */
export async function createTestDb(): Promise<DbHandle> {
  const url = await testDatabaseUrl();
  if (!url) return openDb({ dataDir: 'memory://', template: migratedTemplate(), migrate: true });
  const handle = await openDb({ databaseUrl: url, poolSize: 20 });
  await handle.db.execute(sql.raw('drop schema if exists drizzle cascade; drop schema if exists public cascade; create schema public;'));
  await runMigrations(handle);
  return handle;
}

/**
 * The PostgreSQL database this jest worker owns: DATABASE_URL's database with `_w<worker>` appended
 * (created when missing), so that test files in parallel workers never reset each other's schema.
 * Undefined on PGlite.
 */
export async function testDatabaseUrl(): Promise<string | undefined> {
  const base = process.env.DATABASE_URL;
  if (!base) return undefined;
  const url = new URL(base);
  const name = `${url.pathname.slice(1) || 'postgres'}_w${process.env.JEST_WORKER_ID ?? '1'}`;
  const maintenance = new URL(base);
  maintenance.pathname = '/postgres';
  const admin = new Client({ connectionString: maintenance.toString() });
  await admin.connect();
  try {
    const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (exists.rowCount === 0) {
      await admin.query(`create database "${name.replace(/"/g, '""')}"`).catch((error: { code?: string }) => {
        if (error.code !== '42P04') throw error; // created meanwhile by another run
      });
    }
  } finally {
    await admin.end();
  }
  url.pathname = `/${name}`;
  return url.toString();
}

/** TEST_PGLITE_TEMPLATE=off migrates every test file's database from scratch (the old way). */
function migratedTemplate(): Blob | undefined {
  if (process.env.TEST_PGLITE_TEMPLATE === 'off') return undefined;
  const file = templatePath();
  return fs.existsSync(file) ? new Blob([fs.readFileSync(file)]) : undefined;
}
