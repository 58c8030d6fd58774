import { z } from '@hono/zod-openapi';
import { AUTHOR_INCLUDES, MAX_NODE_ID, MAX_PAGE } from '@/contracts/authors';

/**
 * Request shapes shared by the author, series and feed routes. Ids stay inside int4 and pages
 * inside a sane range, so no input reaches SQL as an out-of-range number and fails there as a 500.
 */
export const nodeIdParams = z.object({
  id: z.string()
    .regex(/^[1-9][0-9]{0,9}$/, 'must be a positive integer')
    .refine((value) => Number(value) <= MAX_NODE_ID, `must be at most ${MAX_NODE_ID}`)
    .openapi({ param: { name: 'id', in: 'path' }, example: '120' }),
});

const pageField = z.string()
  .regex(/^[1-9][0-9]{0,4}$/, 'must be a positive integer')
  .refine((value) => Number(value) <= MAX_PAGE, `must be at most ${MAX_PAGE}`)
  .optional()
  .openapi({ param: { name: 'page', in: 'query' }, description: '1-based page number (default 1)', example: '1' });

export const pageQuery = z.object({ page: pageField });

export const authorQuery = z.object({
  include: z.enum(AUTHOR_INCLUDES).optional().openapi({
    param: { name: 'include', in: 'query' },
    description: '`works`: one page of the author\'s works; `books`: one page of their copies in stock',
  }),
  page: pageField,
});

export const seriesSlugParams = z.object({
  slug: z.string().min(1).max(200).openapi({ param: { name: 'slug', in: 'path' }, example: 'world-classics' }),
});

export const pageNumber = (value: string | undefined): number => (value === undefined ? 1 : Number(value));
