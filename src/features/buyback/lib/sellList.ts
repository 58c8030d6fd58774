/**
 * The seller's list of books, as the sell-books page and the scanner keep it: one line per ISBN
 * (two scans of one book make quantity 2), each with its condition band, cash or commission, and
 * the offer once it came. Pure: the pages hold it in a reducer and send it as the lead's items.
 */
import type { ConditionBand, LeadItemInput, LeadView, QuoteResult } from '@/contracts/buyback';
import { BUYBACK_MAX_ISBNS } from '@/contracts/buyback';
import { toIsbn13 } from './isbn';

export type Choice = 'cash' | 'commission';

export interface SellLine {
  /** ISBN-13 form of what was entered: the line's identity. */
  key: string;
  /** What was typed or scanned (sent to the server as is). */
  input: string;
  quantity: number;
  condition: ConditionBand;
  choice: Choice;
  /** undefined while the offer is on its way; null when asking failed. */
  quote: QuoteResult | undefined | null;
}

export type SellAction =
  | { type: 'add'; isbns: string[] }
  | { type: 'quoted'; results: QuoteResult[] }
  | { type: 'quoteFailed'; keys: string[] }
  | { type: 'remove'; key: string }
  | { type: 'quantity'; key: string; quantity: number }
  | { type: 'condition'; key: string; condition: ConditionBand }
  | { type: 'choice'; key: string; choice: Choice }
  | { type: 'replace'; lines: SellLine[] };

export const DEFAULT_CONDITION: ConditionBand = 'good';
export const MAX_QUANTITY = 50;

export function sellListReducer(lines: SellLine[], action: SellAction): SellLine[] {
  switch (action.type) {
    case 'add': {
      const next = [...lines];
      for (const input of action.isbns) {
        const key = toIsbn13(input);
        const at = next.findIndex((l) => l.key === key);
        if (at >= 0) next[at] = { ...next[at], quantity: Math.min(MAX_QUANTITY, next[at].quantity + 1) };
        else if (next.length < BUYBACK_MAX_ISBNS) next.unshift({ key, input, quantity: 1, condition: DEFAULT_CONDITION, choice: 'cash', quote: undefined });
      }
      return next;
    }
    case 'quoted': {
      const byKey = new Map(action.results.map((r) => [r.isbn13 ?? r.input, r]));
      return lines.map((l) => (byKey.has(l.key) ? { ...l, quote: byKey.get(l.key) } : byKey.has(l.input) ? { ...l, quote: byKey.get(l.input) } : l));
    }
    case 'quoteFailed':
      return lines.map((l) => (action.keys.includes(l.key) && l.quote === undefined ? { ...l, quote: null } : l));
    case 'remove':
      return lines.filter((l) => l.key !== action.key);
    case 'quantity':
      return lines.map((l) => (l.key === action.key ? { ...l, quantity: Math.max(1, Math.min(MAX_QUANTITY, Math.round(action.quantity) || 1)) } : l));
    case 'condition':
      return lines.map((l) => (l.key === action.key ? { ...l, condition: action.condition } : l));
    case 'choice':
      return lines.map((l) => (l.key === action.key ? { ...l, choice: action.choice } : l));
    case 'replace':
      return action.lines;
  }
}

/** Lines still waiting for their offer (to ask for them in one call). */
export const unquoted = (lines: SellLine[]): SellLine[] => lines.filter((l) => l.quote === undefined);

/** Per copy: cash or the expected commission share for the line's band; 0 when refused or not known yet. */
export function unitAmount(line: SellLine): number {
  if (!line.quote || line.quote.status !== 'accepted') return 0;
  return (line.choice === 'cash' ? line.quote.prices : line.quote.commissionPrices)[line.condition];
}

export interface SellTotals {
  cashX100: number;
  commissionX100: number;
  /** The wallet bonus on the cash part. */
  walletBonusX100: number;
  accepted: number;
  refused: number;
  pending: number;
}

export function sellTotals(lines: SellLine[], walletBonusPercent: number, toWallet: boolean): SellTotals {
  const totals: SellTotals = { cashX100: 0, commissionX100: 0, walletBonusX100: 0, accepted: 0, refused: 0, pending: 0 };
  for (const line of lines) {
    if (line.quote === undefined || line.quote === null) totals.pending += line.quantity;
    else if (line.quote.status === 'refused') totals.refused += line.quantity;
    else {
      totals.accepted += line.quantity;
      if (line.choice === 'cash') totals.cashX100 += unitAmount(line) * line.quantity;
      else totals.commissionX100 += unitAmount(line) * line.quantity;
    }
  }
  totals.walletBonusX100 = toWallet ? Math.round((totals.cashX100 * walletBonusPercent) / 100) : 0;
  return totals;
}

/** The lead's items: every accepted line (refused books are not sent). */
export function leadItems(lines: SellLine[]): LeadItemInput[] {
  return lines
    .filter((l) => l.quote?.status === 'accepted')
    .map((l) => ({ isbn: l.input, condition: l.condition, choice: l.choice, quantity: l.quantity }));
}

/** A saved lead back as lines (resuming a draft). */
export function linesOfLead(lead: LeadView): SellLine[] {
  return lead.items.map((item) => ({
    key: item.quote.isbn13 ?? toIsbn13(item.input),
    input: item.input,
    quantity: item.quantity,
    condition: item.condition,
    choice: item.choice,
    quote: item.quote,
  }));
}
