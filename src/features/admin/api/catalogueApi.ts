import { z } from 'zod';
import { apiRequest, type ApiClient } from '@/lib/http';
import {
  authorDetail, authorList, categoryList, identifyResponse, mergePreview, mergeResult, workDetail, type MERGE_KINDS,
} from '@/contracts/intake';
import type { AdminLang } from '../adminPages';
import { adminClient } from './adminApi';

/** The catalogue-editing pages' calls (/admin/katalog; src/contracts/intake.ts, docs/adr/0028). */
const C = '/adonis/admin/v1/catalogue';
const ok = z.object({ ok: z.literal(true) });
type MergeKind = (typeof MERGE_KINDS)[number];

export const fetchCategories = (client: ApiClient, locale: AdminLang) => apiRequest(client, { url: `${C}/categories`, query: { locale }, schema: categoryList });
export const findWorks = (q: string) => apiRequest(adminClient(), { url: `${C}/identify`, query: /^[0-9Xx -]{10,17}$/.test(q) ? { isbn: q } : { q }, schema: identifyResponse });
export const findAuthors = (q: string) => apiRequest(adminClient(), { url: `${C}/authors`, query: { q }, schema: authorList });
export const fetchWork = (id: number, locale: AdminLang) => apiRequest(adminClient(), { url: `${C}/works/${id}`, query: { locale }, schema: workDetail });
export const fetchAuthorDetail = (id: number) => apiRequest(adminClient(), { url: `${C}/authors/${id}`, schema: authorDetail });
export const saveWork = (id: number, data: { title?: string; description?: string | null }) =>
  apiRequest(adminClient(), { method: 'PATCH', url: `${C}/works/${id}`, data, schema: ok });
export const saveEdition = (id: number, data: { title?: string; year?: number | null; pages?: number | null }) =>
  apiRequest(adminClient(), { method: 'PATCH', url: `${C}/editions/${id}`, data, schema: ok });
export const saveAuthor = (id: number, name: string) => apiRequest(adminClient(), { method: 'PATCH', url: `${C}/authors/${id}`, data: { name }, schema: ok });
export const saveCategory = (id: number, data: { name?: string; translations?: { locale: string; name: string }[] }) =>
  apiRequest(adminClient(), { method: 'PATCH', url: `${C}/categories/${id}`, data, schema: ok });
export const previewMerge = (kind: MergeKind, fromId: number, toId: number) =>
  apiRequest(adminClient(), { url: `${C}/merge-preview`, query: { kind, fromId, toId }, schema: mergePreview });
export const mergeRecords = (kind: MergeKind, fromId: number, toId: number) =>
  apiRequest(adminClient(), { method: 'POST', url: `${C}/merge`, data: { kind, fromId, toId }, schema: mergeResult });
