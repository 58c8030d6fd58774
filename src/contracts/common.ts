import { z } from 'zod';

/** Money is always an integer in hundredths of the currency (docs/architecture.md#money). */
export const moneyX100 = z.number().int();

/** A link into the route table (never a hand-written URL), or an absolute external url. */
export const linkTarget = z.object({
  routeKey: z.string().nullable(),
  routeParams: z.record(z.string(), z.union([z.string(), z.array(z.string())])).nullable(),
  url: z.string().nullable(),
});
export type LinkTarget = z.infer<typeof linkTarget>;

export const apiError = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    details: z.unknown().optional(),
  }),
});
export type ApiError = z.infer<typeof apiError>;
