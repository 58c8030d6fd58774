import { z } from 'zod';

export const healthResponse = z.object({ status: z.enum(['ok', 'degraded']), database: z.enum(['pglite', 'postgres']), time: z.string() });
export const buildHashResponse = z.object({ buildHash: z.string() });
