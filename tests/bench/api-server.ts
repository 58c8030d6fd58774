/**
 * The shop API alone, for benchmarks: createApp (the same app pages/api/[...path].ts mounts) on
 * PostgreSQL, served by @hono/node-server. No Next build: the storefront reaches this API over
 * HTTP either way, and the Next API route in front of it adds a constant per request, not a
 * different purchase path.
 *
 * Env: DATABASE_URL (required, postgres://), BENCH_API_PORT (default 3160), DB_POOL_SIZE (default 20).
 * Prints "listening on …" once it accepts requests; stops on SIGTERM / SIGINT.
 */
import { serve } from '@hono/node-server';
import { openDb } from '@/server/db/client';
import { createApp } from '@/server/http/app';
import { serverEnv } from '@/server/env';

async function main(): Promise<void> {
  const env = serverEnv();
  if (!env.DATABASE_URL) throw new Error('DATABASE_URL (postgres://…) is required');
  const port = Number(process.env.BENCH_API_PORT || 3160);
  const handle = await openDb({ databaseUrl: env.DATABASE_URL, poolSize: Number(process.env.DB_POOL_SIZE || 20) });
  const app = createApp({ getDb: async () => handle, buildHash: 'bench' });
  const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port }, (info) => console.log(`listening on 127.0.0.1:${info.port}`));
  const stop = () => server.close(() => void handle.close().then(() => process.exit(0)));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
