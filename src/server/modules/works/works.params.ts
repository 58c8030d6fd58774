import { z } from '@hono/zod-openapi';
import { MAX_COPY_IDS, MAX_WORK_ID } from '@/contracts/works';
import { AppError } from '../../http/errors';

/**
 * Request shapes of the book routes. Ids are positive integers in the range of their column
 * (int4 for works and editions, bigint for copies), so no input reaches SQL as an out-of-range
 * number and fails there as a 500.
 */
const COPY_ID = '[1-9][0-9]{0,14}';

const pathId = (max: number, pattern: string) =>
  z.object({
    id: z.string()
      .regex(new RegExp(`^${pattern}$`), 'must be a positive integer')
      .refine((value) => Number(value) <= max, `must be at most ${max}`)
      .openapi({ param: { name: 'id', in: 'path' }, example: '1' }),
  });

export const copyIdParams = pathId(Number.MAX_SAFE_INTEGER, COPY_ID);
export const workIdParams = pathId(MAX_WORK_ID, '[1-9][0-9]{0,9}');

const copyIdsValue = z.string().regex(new RegExp(`^${COPY_ID}(,${COPY_ID})*$`), 'must be positive integers, comma-separated');

/** `bookIds=1&bookIds=2` and `bookIds=1,2` both work (Hono gives one value as a string, several as an array). */
export const copyIdsQuery = z.object({
  'bookIds': z.union([copyIdsValue, z.array(copyIdsValue)]).openapi({
    param: { name: 'bookIds', in: 'query', style: 'form', explode: true },
    description: `Copy ids, repeated or comma-separated; at most ${MAX_COPY_IDS}`,
    example: ['1', '2'],
  }),
});

/** The validated query → distinct ids in request order; more than MAX_COPY_IDS is a 400. */
export function parseCopyIds(value: string | string[]): number[] {
  const tokens = (Array.isArray(value) ? value : [value]).flatMap((v) => v.split(','));
  if (tokens.length > MAX_COPY_IDS) {
    throw new AppError('VALIDATION_FAILED', `At most ${MAX_COPY_IDS} book ids per request`, [{ path: 'bookIds', message: `got ${tokens.length}` }]);
  }
  return [...new Set(tokens.map(Number))];
}
