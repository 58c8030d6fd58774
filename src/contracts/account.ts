import { z } from 'zod';
import { DIALLING_PREFIXES } from '@/i18n/locales';
import { moneyX100 } from './common';
import { CUSTOMER_KINDS, email, IDENTIFICATION_LEVELS } from './auth';
import { ORDER_STATES, publicOrder } from './orders';
import { customerShipment } from './fulfilment';

const currency = z.enum(['CZK', 'EUR']);
const prefixes = Object.values(DIALLING_PREFIXES) as [string, ...string[]];
export const PHONE_PREFIXES = [...new Set(prefixes)] as [string, ...string[]];

export const address = z.object({
  id: z.number().int(),
  name: z.string(),
  street: z.string(),
  city: z.string(),
  zip: z.string(),
  country: z.string().length(2),
});
export type Address = z.infer<typeof address>;

export const addressInput = z.object({
  name: z.string().trim().min(1).max(120),
  street: z.string().trim().min(1).max(200),
  city: z.string().trim().min(1).max(120),
  zip: z.string().trim().min(3).max(12).regex(/^[A-Za-z0-9 -]+$/),
  country: z.string().trim().toUpperCase().regex(/^[A-Z]{2}$/),
});
export type AddressInput = z.infer<typeof addressInput>;
export const MAX_ADDRESSES = 10;

export const notificationSettings = z.object({
  orderUpdates: z.boolean(),
  watchdogs: z.boolean(),
  newsletter: z.boolean(),
});
export type NotificationSettings = z.infer<typeof notificationSettings>;

/** GET /api/adonis/v1/users/current — the logged-in customer (401 NOT_LOGGED_IN otherwise). */
export const currentUser = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string().nullable(),
  phonePrefix: z.string().nullable(),
  phone: z.string().nullable(),
  nickname: z.string().nullable(),
  bankAccount: z.string().nullable(),
  identificationLevel: z.enum(IDENTIFICATION_LEVELS),
  kind: z.enum(CUSTOMER_KINDS),
  notifications: notificationSettings,
  addresses: z.array(address),
  linkedProviders: z.array(z.string()),
  createdAt: z.string(),
});
export type CurrentUser = z.infer<typeof currentUser>;

/** An IBAN or a Czech domestic account "123-1234567890/0100". */
export const BANK_ACCOUNT = /^([A-Z]{2}\d{2}[A-Z0-9]{10,30}|(\d{1,6}-)?\d{2,10}\/\d{4})$/;
export const NICKNAME = /^[\p{L}\p{N}_.-]{3,30}$/u;

/** PATCH /api/adonis/v1/users/current — any subset; null clears an optional field. */
export const currentUserPatch = z.object({
  name: z.string().trim().min(1).max(120).optional(),
  phonePrefix: z.enum(PHONE_PREFIXES).nullable().optional(),
  phone: z.string().trim().regex(/^[0-9 ]{6,15}$/).nullable().optional(),
  nickname: z.string().trim().regex(NICKNAME).nullable().optional(),
  bankAccount: z.string().trim().toUpperCase().transform((v) => v.replace(/\s+/g, '')).pipe(z.string().regex(BANK_ACCOUNT)).nullable().optional(),
  notifications: notificationSettings.partial().optional(),
}).strict();
export type CurrentUserPatch = z.input<typeof currentUserPatch>;

/** An order in the account's list. */
export const accountOrderSummary = z.object({
  number: z.string(),
  state: z.enum(ORDER_STATES),
  currency,
  totalX100: moneyX100,
  itemCount: z.number().int(),
  createdAt: z.string(),
  canCancel: z.boolean(),
});
export type AccountOrderSummary = z.infer<typeof accountOrderSummary>;
export const accountOrderList = z.object({ items: z.array(accountOrderSummary) });
export type AccountOrderList = z.infer<typeof accountOrderList>;

/** One order in the account: the public order plus its history (tracking). */
export const accountOrderDetail = publicOrder.omit({ bankTransfer: true }).extend({
  history: z.array(z.object({ state: z.enum(ORDER_STATES), at: z.string() })),
  hasInvoice: z.boolean(),
  /** The order's parcels with their tracking numbers and links (issue 13 item 5). */
  shipments: z.array(customerShipment),
  /** Credit notes (opravné daňové doklady) of the order's refunds, downloadable as PDF (docs/adr/0024). */
  creditNotes: z.array(z.object({ number: z.string(), amountX100: moneyX100, currency, issuedAt: z.string() })).optional(),
});
export type AccountOrderDetail = z.infer<typeof accountOrderDetail>;

export const walletEntry = z.object({ amountX100: moneyX100, currency, reason: z.string(), orderNumber: z.string().nullable(), createdAt: z.string() });
export const wallet = z.object({
  balances: z.array(z.object({ currency, balanceX100: moneyX100 })),
  entries: z.array(walletEntry),
});
export type Wallet = z.infer<typeof wallet>;

export const billingHistory = z.object({
  invoices: z.array(z.object({ orderNumber: z.string(), totalX100: moneyX100, currency, issuedAt: z.string() })),
  payments: z.array(z.object({
    orderNumber: z.string(), method: z.string(), amountX100: moneyX100, currency,
    state: z.enum(['created', 'pending', 'paid', 'failed', 'cancelled']), createdAt: z.string(),
  })),
});
export type BillingHistory = z.infer<typeof billingHistory>;

/** GET/PUT /api/adonis/v1/users/current/filters (docs/product.md#persistent-filter, #filter-cookie-validation, #api-filters). */
export const savedFilters = z.object({ languages: z.array(z.number().int()).nullable() });
export type SavedFilters = z.infer<typeof savedFilters>;
/** Saving accepts the spec's body {languages: [...]} (or the cookie's key `language`). */
export const saveFiltersBody = z.object({
  languages: z.array(z.number().int().min(1).max(999)).max(100).optional(),
  language: z.array(z.number().int().min(1).max(999)).max(100).optional(),
}).refine((b) => b.languages !== undefined || b.language !== undefined, 'languages is required');

export { readServerFilter } from './saved-filters';

export const deleteAccountBody = z.object({ confirm: z.literal(true) });

/** POST users/current/email: a code to the new address; PUT with the code makes it the login address. */
export const emailChangeRequest = z.object({ email });
export const emailChangeConfirm = z.object({ email, code: z.string().trim().regex(/^\d{6}$/, 'six digits') });
