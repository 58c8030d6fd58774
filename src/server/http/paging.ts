import { z } from '@hono/zod-openapi';
import { MAX_PAGE, type PageInfo } from '@/contracts/authors';

export interface PageSlice {
  limit: number;
  offset: number;
}

export function pageSlice(page: number, pageSize: number): PageSlice {
  return { limit: pageSize, offset: (page - 1) * pageSize };
}

export function pageInfo(total: number, page: number, pageSize: number): PageInfo {
  return { total, page, pageSize, pageCount: Math.ceil(total / pageSize) };
}

/** `?page=` of the paged read routes (authors, series, feeds): inside a sane range, so no input reaches SQL out of range. */
export const pageField = z.string()
  .regex(/^[1-9][0-9]{0,4}$/, 'must be a positive integer')
  .refine((value) => Number(value) <= MAX_PAGE, `must be at most ${MAX_PAGE}`)
  .optional()
  .openapi({ param: { name: 'page', in: 'query' }, description: '1-based page number (default 1)', example: '1' });

export const pageQuery = z.object({ page: pageField });

export const pageNumber = (value: string | undefined): number => (value === undefined ? 1 : Number(value));
