/**
 * The lead of the visitor's current selling flow, kept in this browser (localStorage) so that the
 * transport pages, a reload and the scanner hand-over find it without a secret in their URLs. The
 * private link (/sell-books?token=…) adopts a lead on another device.
 */
import type { BuybackCarrier } from '@/contracts/buyback';
import type { LeadRef } from '../api/leads';

const LEAD_KEY = 'bookturn.sell.lead';
const FLOW_KEY = 'bookturn.sell.flow';

function storage(kind: 'local' | 'session'): Storage | null {
  try {
    return typeof window === 'undefined' ? null : kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null; // storage blocked (private mode): the flow still works within one page
  }
}

function read<T>(kind: 'local' | 'session', key: string, valid: (v: unknown) => v is T): T | null {
  try {
    const value: unknown = JSON.parse(storage(kind)?.getItem(key) ?? 'null');
    return valid(value) ? value : null;
  } catch {
    return null;
  }
}

const isLeadRef = (v: unknown): v is LeadRef =>
  typeof v === 'object' && v !== null && Number.isInteger((v as LeadRef).id) && typeof (v as LeadRef).token === 'string';

export const readLeadRef = (): LeadRef | null => read('local', LEAD_KEY, isLeadRef);
export function storeLeadRef(ref: LeadRef | null): void {
  if (ref) storage('local')?.setItem(LEAD_KEY, JSON.stringify({ id: ref.id, token: ref.token }));
  else storage('local')?.removeItem(LEAD_KEY);
}

/** What the carrier steps collected before the lead is submitted. */
export interface FlowState {
  carrier: BuybackCarrier;
  pickupDate?: string;
}

const isFlow = (v: unknown): v is FlowState => typeof v === 'object' && v !== null && typeof (v as FlowState).carrier === 'string';
export const readFlow = (): FlowState | null => read('session', FLOW_KEY, isFlow);
export function storeFlow(flow: FlowState | null): void {
  if (flow) storage('session')?.setItem(FLOW_KEY, JSON.stringify(flow));
  else storage('session')?.removeItem(FLOW_KEY);
}
