import { z } from 'zod';

/**
 * What the order journal's system rows say, as data (issue 13 item 4, docs/adr/0020 "Journal
 * texts"): an event key and its parameters, stored in `order_journal.details.event`, rendered by
 * the back office in the employee's language (locales/{cs,en}/admin.json `journal.events.<key>`).
 * The row's `reason` keeps an English sentence for logs and older readers; rows written before
 * events existed have no event and show that sentence.
 *
 * Each key lists its parameters. The renderer derives a few: `<name>X100` + `currency` → {<name>}
 * (formatted money: amountX100 → {amount}), `method` → the payment method's name, `refundMethod` → the refund method's
 * name, `state` → the order state's name. Messages may use those derived names and the raw ones.
 * A staff member's own words (the reason typed at the desk, a note) go in `note`, shown beside.
 */
export const JOURNAL_EVENTS = {
  // the shopper and the shop
  checkout: [],
  'awaiting-payment': ['method'],
  'paid-by-credit': [],
  'payment-confirmed': [],
  'paid-after-cancel': [],
  'paid-after-sold': [],
  'customer-cancelled': [],
  'confirmed-too-late': [],
  'deadline-passed': [],
  'deadline-copy-sold': [],
  // the order desk (docs/adr/0020)
  completed: [],
  'marked-paid': ['amountX100', 'currency', 'method'],
  cancelled: [],
  'stocked-up': ['copies'],
  'merged-into': ['number'],
  merged: ['number'],
  'line-removed': ['itemId'],
  'line-restored': ['itemId'],
  extended: ['days'],
  'credit-locked': ['amountX100', 'currency'],
  'tag-added': ['tag'],
  'tag-removed': ['tag'],
  'comment-added': [],
  'comment-closed': [],
  'comment-reopened': [],
  refund: ['amountX100', 'currency', 'refundMethod'],
  // the refunds desk (docs/adr/0024): a refund sent to the payment provider, and its answer
  'refund-sent': ['amountX100', 'currency', 'provider', 'attempt'],
  'refund-accepted': ['amountX100', 'currency', 'provider'],
  'refund-failed': ['amountX100', 'currency', 'provider', 'code'],
  // fulfilment (docs/adr/0023)
  picked: ['name'],
  scanned: ['copyId'],
  released: ['name'],
  packed: ['name'],
  shipped: ['carrier', 'tracking'],
  'parcel-delivered': ['tracking'],
  'parcel-returned': ['tracking'],
  'parcel-status': ['tracking', 'status'],
  'cod-collected': ['amountX100', 'currency'],
  'shipped-mail': ['email'],
  // bank statements (docs/adr/0022)
  'bank-unmatched-currency': ['amountX100', 'currency', 'orderCurrency'],
  'bank-unmatched-state': ['amountX100', 'currency', 'state'],
  'bank-partial': ['amountX100', 'currency', 'receivedX100', 'owedX100'],
  'bank-overpaid': ['amountX100', 'currency', 'refundMethod'],
  'bank-ignored': ['amountX100', 'currency'],
  'bank-assigned': ['lineId'],
  // merged into the journal from their own records (mail_outbox, payment_events)
  'email-sent': ['subject', 'to'],
  'provider-event': ['provider', 'outcome'],
} as const satisfies Record<string, readonly string[]>;

export type JournalEventKey = keyof typeof JOURNAL_EVENTS;
export const JOURNAL_EVENT_KEYS = Object.keys(JOURNAL_EVENTS) as JournalEventKey[];
type ParamValue = string | number;
export type JournalEventParams<K extends JournalEventKey> = { [P in (typeof JOURNAL_EVENTS)[K][number]]: ParamValue };

export interface JournalEventOf<K extends JournalEventKey> {
  key: K;
  params: JournalEventParams<K>;
  /** An employee's own words (the reason typed at the desk), shown beside the event's text. */
  note?: string | null;
}
export type JournalEvent = { [K in JournalEventKey]: JournalEventOf<K> }[JournalEventKey];

/** A journal event, its parameters checked against the key's list at compile time. */
export function journalEvent<K extends JournalEventKey>(key: K, params: JournalEventParams<K>, note?: string | null): JournalEventOf<K> {
  return note ? { key, params, note } : { key, params };
}

export const journalEventOut = z.object({
  key: z.enum(JOURNAL_EVENT_KEYS as [JournalEventKey, ...JournalEventKey[]]),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  note: z.string().nullable(),
});
export type JournalEventOut = z.infer<typeof journalEventOut>;

/** A stored `details.event` as the API gives it, or null when it is missing or not one we know. */
export function readJournalEvent(value: unknown): JournalEventOut | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as { key?: unknown; params?: unknown; note?: unknown };
  if (typeof v.key !== 'string' || !(v.key in JOURNAL_EVENTS)) return null;
  const params: Record<string, string | number> = {};
  for (const name of JOURNAL_EVENTS[v.key as JournalEventKey] as readonly string[]) {
    const p = (v.params as Record<string, unknown> | undefined)?.[name];
    // A parameter an older row lacks shows empty rather than breaking the message.
    params[name] = typeof p === 'number' || typeof p === 'string' ? p : '';
  }
  return { key: v.key as JournalEventKey, params, note: typeof v.note === 'string' && v.note !== '' ? v.note : null };
}

/**
 * The events of rows written before events existed, read from their English sentence: the
 * common system rows only; anything else keeps its sentence.
 */
export function legacyJournalEvent(reason: string): JournalEventOut | null {
  const simple: Record<string, JournalEventKey> = {
    checkout: 'checkout',
    'payment confirmed': 'payment-confirmed',
    'paid by voucher and wallet credit': 'paid-by-credit',
    'cancelled by the customer': 'customer-cancelled',
    'payment deadline passed': 'deadline-passed',
    'payment deadline passed; copy sold to another order': 'deadline-copy-sold',
    'confirmation came after the hold; copies gone': 'confirmed-too-late',
    'paid after the customer cancelled it': 'paid-after-cancel',
    'paid after some of its copies were sold to someone else': 'paid-after-sold',
    'comment added': 'comment-added',
    'comment closed': 'comment-closed',
    'comment reopened': 'comment-reopened',
  };
  if (reason in simple) return { key: simple[reason]!, params: {}, note: null };
  const waiting = /^waiting for (.+)$/.exec(reason);
  if (waiting) return { key: 'awaiting-payment', params: { method: waiting[1]! }, note: null };
  return null;
}
