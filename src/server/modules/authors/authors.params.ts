import { z } from '@hono/zod-openapi';
import { AUTHOR_INCLUDES, MAX_NODE_ID } from '@/contracts/authors';
import { pageField } from '../../http/paging';

/**
 * Request shapes of the author routes. Ids stay inside int4 and pages
 * inside a sane range, so no input reaches SQL as an out-of-range number and fails there as a 500.
 */
export const nodeIdParams = z.object({
  id: z.string()
    .regex(/^[1-9][0-9]{0,9}$/, 'must be a positive integer')
    .refine((value) => Number(value) <= MAX_NODE_ID, `must be at most ${MAX_NODE_ID}`)
    .openapi({ param: { name: 'id', in: 'path' }, example: '120' }),
});

export const authorQuery = z.object({
  include: z.enum(AUTHOR_INCLUDES).optional().openapi({
    param: { name: 'include', in: 'query' },
    description: '`works`: one page of the author\'s works; `books`: one page of their copies in stock',
  }),
  page: pageField,
});

