import { z } from 'zod';

/**
 * Server environment, validated once at start-up (instrumentation.ts, scripts). A missing or
 * malformed variable stops start-up with a message naming it.
 */
const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL').optional(),
  PGLITE_DATA_DIR: z.string().min(1).default('.data/pglite'),
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /** Where server-side rendering reaches the API; Node cannot resolve *.localhost, so 127.0.0.1. */
  INTERNAL_API_BASE_URL: z.string().url().optional(),
  API_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  BUILD_HASH: z.string().optional(),
  NEXT_PUBLIC_STOREFRONT_DOMAINS: z.string().optional(),
  NEXT_PUBLIC_PROTOCOL: z.enum(['http', 'https']).optional(),
  NEXT_PUBLIC_BRAND_LOCAL: z.string().min(1).optional(),
  NEXT_PUBLIC_BRAND_SHARED: z.string().min(1).optional(),
});

export type ServerEnv = z.infer<typeof schema> & { INTERNAL_API_BASE_URL: string };

export class EnvError extends Error {}

export function parseServerEnv(raw: Record<string, string | undefined>): ServerEnv {
  // Empty strings in .env files mean "not set".
  const cleaned = Object.fromEntries(Object.entries(raw).filter(([, v]) => v !== undefined && v !== ''));
  const result = schema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new EnvError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const env = result.data;
  return { ...env, INTERNAL_API_BASE_URL: env.INTERNAL_API_BASE_URL ?? `http://127.0.0.1:${env.PORT}/api` };
}

let cached: ServerEnv | undefined;
export function serverEnv(): ServerEnv {
  cached ??= parseServerEnv(process.env);
  return cached;
}
