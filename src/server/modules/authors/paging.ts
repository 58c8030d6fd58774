import type { PageInfo } from '@/contracts/authors';

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
