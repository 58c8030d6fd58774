import useSWR from 'swr';
import { useLocale } from 'next-intl';
import { apiPath, apiRequest, browserClient, toHttpError, type ApiClient } from '@/lib/http';
import {
  LEAD_TOKEN_HEADER, leadLinkMailResponse, leadList, leadView,
  type LeadCreateBody, type LeadLinkMailResponse, type LeadList, type LeadSubmitBody, type LeadUpdateBody, type LeadView,
} from '@/contracts/buyback';

export const LEADS_ENDPOINT = '/adonis/v1/leads';
export const LEAD_ENDPOINT = '/adonis/v1/leads/{id}';
export const LEAD_BY_TOKEN_ENDPOINT = '/adonis/v1/leads/by-token/{token}';
export const LEAD_SUBMIT_ENDPOINT = '/adonis/v1/leads/{id}/submit';
export const LEAD_LINK_MAIL_ENDPOINT = '/adonis/v1/leads/{id}/link-mail';
export const LEAD_PHOTO_ENDPOINT = '/adonis/v1/leads/{id}/photo';
export const MY_LEADS_ENDPOINT = '/adonis/v1/users/current/leads';

/** The lead a page works on: its id, and its private token (the anonymous seller's key). */
export interface LeadRef {
  id: number;
  token: string;
}

const tokenHeaders = (ref: LeadRef) => ({ [LEAD_TOKEN_HEADER]: ref.token });

export function createLead(client: ApiClient, body: LeadCreateBody): Promise<LeadView> {
  return apiRequest(client, { method: 'POST', url: LEADS_ENDPOINT, data: body, schema: leadView });
}

export function updateLead(client: ApiClient, ref: LeadRef, body: LeadUpdateBody): Promise<LeadView> {
  return apiRequest(client, { method: 'PATCH', url: LEAD_ENDPOINT, params: { id: ref.id }, headers: tokenHeaders(ref), data: body, schema: leadView });
}

export function submitLead(client: ApiClient, ref: LeadRef, body: LeadSubmitBody): Promise<LeadView> {
  return apiRequest(client, { method: 'POST', url: LEAD_SUBMIT_ENDPOINT, params: { id: ref.id }, headers: tokenHeaders(ref), data: body, schema: leadView });
}

/** "Save and finish later": the draft's private link to its contact e-mail (once per address). */
export function mailLeadLink(client: ApiClient, ref: LeadRef): Promise<LeadLinkMailResponse> {
  return apiRequest(client, { method: 'POST', url: LEAD_LINK_MAIL_ENDPOINT, params: { id: ref.id }, headers: tokenHeaders(ref), schema: leadLinkMailResponse });
}

export function fetchLead(client: ApiClient, ref: LeadRef): Promise<LeadView> {
  return apiRequest(client, { url: LEAD_ENDPOINT, params: { id: ref.id }, headers: tokenHeaders(ref), schema: leadView });
}

/** The owner's own lead by its id (from the account: the session is the permission). */
export function fetchOwnLead(client: ApiClient, id: number): Promise<LeadView> {
  return apiRequest(client, { url: LEAD_ENDPOINT, params: { id }, schema: leadView });
}

export function fetchLeadByToken(client: ApiClient, token: string): Promise<LeadView> {
  return apiRequest(client, { url: LEAD_BY_TOKEN_ENDPOINT, params: { token }, schema: leadView });
}

/** PUT the spine photo as the raw file; the server sniffs its type and size. */
export function uploadLeadPhoto(client: ApiClient, ref: LeadRef, file: Blob): Promise<LeadView> {
  return apiRequest(client, {
    method: 'PUT', url: LEAD_PHOTO_ENDPOINT, params: { id: ref.id },
    headers: { ...tokenHeaders(ref), 'Content-Type': file.type || 'application/octet-stream' },
    data: file, schema: leadView,
  });
}

export const leadKey = (ref: LeadRef): string => `${apiPath(LEAD_ENDPOINT, { id: ref.id })}#lead`;

/** The lead of the current flow (re-quoted by the server on every read of a draft). */
export function useLead(ref: LeadRef | null) {
  const locale = useLocale();
  return useSWR(ref ? leadKey(ref) : null, () => fetchLead(browserClient(locale), ref!), { revalidateOnFocus: false });
}

export const myLeadsKey = (): string => apiPath(MY_LEADS_ENDPOINT);
export function fetchMyLeads(client: ApiClient): Promise<LeadList> {
  return apiRequest(client, { url: MY_LEADS_ENDPOINT, schema: leadList });
}
export function useMyLeads() {
  const locale = useLocale();
  return useSWR(myLeadsKey(), () => fetchMyLeads(browserClient(locale)));
}

export const LABEL_ENDPOINT = '/adonis/v1/batches/{code}/label.pdf';

/** The batch's shipping label (PDF), fetched with the lead's token so an anonymous seller gets it too. */
export async function fetchLabel(client: ApiClient, ref: LeadRef, batchCode: string): Promise<Blob> {
  try {
    const response = await client.request<Blob>({ url: apiPath(LABEL_ENDPOINT, { code: batchCode }), headers: tokenHeaders(ref), responseType: 'blob' });
    return response.data;
  } catch (error) {
    throw toHttpError(error);
  }
}
