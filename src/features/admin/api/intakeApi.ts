import { z } from 'zod';
import { apiRequest, type ApiClient } from '@/lib/http';
import {
  identifyResponse, intakeBatch, intakeBook, editionCreated, photoCreated, suggestion,
  type AcceptBody, type EditionCreateBody, type RefuseBody,
} from '@/contracts/intake';
import { adminClient } from './adminApi';

/** The intake desk and catalogue editing (issue 15, src/contracts/intake.ts). */
const BASE = '/adonis/admin/v1';

export const fetchIntakeBatch = (client: ApiClient, code: string) => apiRequest(client, { url: `${BASE}/intake/batches/${encodeURIComponent(code)}`, schema: intakeBatch });
export const receiveBatch = (code: string) => apiRequest(adminClient(), { method: 'POST', url: `${BASE}/intake/receive`, data: { code }, schema: intakeBatch });
export const receiveUnannounced = (email: string, locale: string) =>
  apiRequest(adminClient(), { method: 'POST', url: `${BASE}/intake/unannounced`, data: { email, locale }, schema: intakeBatch });
export const identifyBook = (query: { isbn?: string; q?: string }) => apiRequest(adminClient(), { url: `${BASE}/catalogue/identify`, query, schema: identifyResponse });
export const createEdition = (data: EditionCreateBody) => apiRequest(adminClient(), { method: 'POST', url: `${BASE}/catalogue/editions`, data, schema: editionCreated });
export const addBookToBatch = (code: string, editionId: number) =>
  apiRequest(adminClient(), { method: 'POST', url: `${BASE}/intake/batches/${encodeURIComponent(code)}/books`, data: { editionId }, schema: intakeBatch });
export const fetchSuggestion = (batchBookId: number, editionId: number, conditionId: number) =>
  apiRequest(adminClient(), { url: `${BASE}/intake/books/${batchBookId}/suggestion`, query: { editionId, conditionId }, schema: suggestion });
export const acceptBook = (batchBookId: number, data: AcceptBody) => apiRequest(adminClient(), { method: 'POST', url: `${BASE}/intake/books/${batchBookId}/accept`, data, schema: intakeBook });
export const refuseBook = (batchBookId: number, data: Partial<RefuseBody> & Pick<RefuseBody, 'reason'>) =>
  apiRequest(adminClient(), { method: 'POST', url: `${BASE}/intake/books/${batchBookId}/refuse`, data, schema: intakeBook });
export const uploadBookPhoto = (batchBookId: number, file: Blob) =>
  apiRequest(adminClient(), { method: 'PUT', url: `${BASE}/intake/books/${batchBookId}/photos`, data: file, headers: { 'content-type': file.type || 'application/octet-stream' }, schema: photoCreated });
export const processBatch = (code: string) => apiRequest(adminClient(), { method: 'POST', url: `${BASE}/intake/batches/${encodeURIComponent(code)}/process`, schema: intakeBatch });
export const intakePhotoUrl = (id: number) => `/api${BASE}/intake/photos/${id}`;

/** The bag-code sheet: a PDF answer, opened as a blob. */
export async function bagCodesPdf(count: number): Promise<Blob> {
  const response = await adminClient().request({ method: 'POST', url: `${BASE}/intake/batch-codes.pdf`, data: { count }, responseType: 'blob' });
  return z.instanceof(Blob).parse(response.data);
}
