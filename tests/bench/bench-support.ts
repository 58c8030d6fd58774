/**
 * What the benchmarks share: their own PostgreSQL database (created when missing, never one the
 * tests or another benchmark own) and the real API in a child process (tests/bench/api-server.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { Client } from 'pg';

/** Databases no benchmark may reset: the tests' base database, the catalogue bench's, PostgreSQL's own. */
const PROTECTED_DATABASES = ['bookturn_bench', 'test', 'postgres'];

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function databaseName(databaseUrl: string): string {
  return new globalThis.URL(databaseUrl).pathname.slice(1);
}

/**
 * Creates the database of `databaseUrl` when missing (through the maintenance database) and returns
 * its name. `resettable`: the caller is about to reset it, so a protected name is refused.
 */
export async function ensureBenchDatabase(databaseUrl: string, { resettable }: { resettable: boolean }): Promise<string> {
  const name = databaseName(databaseUrl);
  if (resettable && PROTECTED_DATABASES.includes(name)) throw new Error(`refusing to reset the database "${name}": it belongs to the tests or another benchmark`);
  const url = new globalThis.URL(databaseUrl);
  url.pathname = '/postgres';
  const admin = new Client({ connectionString: url.toString() });
  await admin.connect();
  try {
    const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (exists.rowCount === 0) await admin.query(`create database "${name.replace(/"/g, '')}"`);
  } finally {
    await admin.end();
  }
  return name;
}

/**
 * Starts the API alone (production build of the server code, demo mode) on 127.0.0.1:`port` over
 * `databaseUrl` and waits until its health check answers. `env` adds or overrides variables.
 */
export async function startBenchApi(port: number, databaseUrl: string, env: Record<string, string> = {}): Promise<ChildProcess> {
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env, DATABASE_URL: databaseUrl, BENCH_API_PORT: String(port), PORT: String(port), DB_POOL_SIZE: '20',
    LOG_LEVEL: 'warn', NODE_ENV: 'production', APP_MODE: 'demo', ...env,
  };
  // Its own process group, so stopping it takes tsx's child with it.
  const server = spawn(process.execPath, ['--import', 'tsx', 'tests/bench/api-server.ts'], { env: childEnv, stdio: ['ignore', 'ignore', 'inherit'], detached: true });
  for (let i = 0; i < 60; i++) {
    if (server.exitCode !== null) throw new Error(`API server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/adonis/health`)).ok) return server;
    } catch {
      /* not up yet */
    }
    await sleep(500);
  }
  stopBenchApi(server);
  throw new Error('API server did not start');
}

export function stopBenchApi(server: ChildProcess): void {
  if (server.pid && server.exitCode === null) process.kill(-server.pid, 'SIGTERM');
}
