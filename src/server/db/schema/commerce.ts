import { sql } from 'drizzle-orm';
import {
  pgTable, bigserial, bigint, integer, text, char, timestamp, jsonb, boolean, uuid, index, uniqueIndex, primaryKey, check, pgSequence, numeric,
} from 'drizzle-orm/pg-core';
import { ORDER_STATES } from '@/contracts/orders';
import { copies } from './catalogue';

/**
 * Customers as far as buying needs them (issue 5 adds login methods, profiles and the rest).
 * Guests check out with an e-mail only; an order's customer_id is then null.
 */
export const customers = pgTable('customers', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  email: text('email').notNull(),
  name: text('name'),
  phone: text('phone'),
  locale: text('locale').notNull().default('cs'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** docs/product.md#customer-levels: anonymous, submit_email, identified_by_scan_qr_code, full_login (migration 0008). */
  identificationLevel: text('identification_level').notNull().default('submit_email'),
  /** docs/product.md#customer-levels: supplier, buyer, non-buyer, buyer_supplier. */
  kind: text('kind').notNull().default('non-buyer'),
  emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
  phonePrefix: text('phone_prefix'),
  nickname: text('nickname'),
  /** UTS #39 skeleton of the nickname (lower-cased): look-alikes share it (issue 11). */
  nicknameSkeleton: text('nickname_skeleton'),
  bankAccount: text('bank_account'),
  notifyOrderUpdates: boolean('notify_order_updates').notNull().default(true),
  notifyWatchdogs: boolean('notify_watchdogs').notNull().default(true),
  notifyNewsletter: boolean('notify_newsletter').notNull().default(false),
  /** The persistent language filter of a logged-in customer (docs/product.md#anonymous-vs-logged-in); null: never saved. */
  filterLanguages: integer('filter_languages').array(),
  /** Set when the customer deleted the account: personal data is gone, orders keep their own copy. */
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
  /** The public profile's id (/user/[userHash]), random, 9 hex characters (migration 0010). */
  publicHash: text('public_hash').notNull().default(sql`substr(md5(random()::text || clock_timestamp()::text), 1, 9)`),
  /** The customer shows the wishlist on the public profile. */
  wishlistPublic: boolean('wishlist_public').notNull().default(false),
}, (t) => [
  uniqueIndex('customers_email_idx').on(sql`lower(${t.email})`),
  uniqueIndex('customers_public_hash_idx').on(t.publicHash),
  uniqueIndex('customers_nickname_idx').on(sql`lower(${t.nickname})`).where(sql`${t.nickname} is not null`),
  index('customers_nickname_skeleton_idx').on(t.nicknameSkeleton).where(sql`${t.nicknameSkeleton} is not null`),
  check('customers_identification_level', sql`${t.identificationLevel} in ('anonymous', 'submit_email', 'identified_by_scan_qr_code', 'full_login')`),
  check('customers_kind', sql`${t.kind} in ('supplier', 'buyer', 'non-buyer', 'buyer_supplier')`),
]);

/** Server-side sessions: the cookie holds a random token, the table its SHA-256. */
export const customerSessions = pgTable('customer_sessions', {
  tokenHash: text('token_hash').primaryKey(),
  customerId: bigint('customer_id', { mode: 'number' }).notNull().references(() => customers.id),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  userAgent: text('user_agent'),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
}, (t) => [index('customer_sessions_customer_idx').on(t.customerId)]);

/**
 * Wallet credit: an append-only ledger, one row per movement (credit > 0, spend < 0), per currency.
 * The balance is the sum; spending locks the customer row first so two checkouts cannot overspend.
 */
export const walletEntries = pgTable('wallet_entries', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  customerId: bigint('customer_id', { mode: 'number' }).notNull().references(() => customers.id),
  currency: char('currency', { length: 3 }).notNull(),
  amountX100: integer('amount_x100').notNull(),
  reason: text('reason').notNull(),
  orderId: bigint('order_id', { mode: 'number' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /**
   * The business event that moved the money, unique, so a retry cannot move it twice (the order
   * desk: desk:<order>:<action>:<Idempotency-Key>:<purpose>, docs/adr/0020). Null for older rows.
   */
  eventKey: text('event_key'),
}, (t) => [
  index('wallet_entries_customer_idx').on(t.customerId, t.currency),
  uniqueIndex('wallet_entries_event_key_idx').on(t.eventKey).where(sql`${t.eventKey} is not null`),
]);

/** A cart: anonymous ones are found by the cart cookie, a customer's by customer_id. */
export const carts = pgTable('carts', {
  id: uuid('id').primaryKey(),
  customerId: bigint('customer_id', { mode: 'number' }).references(() => customers.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex('carts_customer_idx').on(t.customerId)]);

export const cartItems = pgTable('cart_items', {
  cartId: uuid('cart_id').notNull().references(() => carts.id, { onDelete: 'cascade' }),
  copyId: bigint('book_id', { mode: 'number' }).notNull().references(() => copies.id),
  addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.cartId, t.copyId] }), index('cart_items_book_idx').on(t.copyId)]);

/**
 * Who has a copy right now. One row per copy (the primary key is the guarantee): a cart's hold
 * until `until`, an unpaid order's claim until its payment deadline, or a paid order's forever
 * ('infinity'). A row whose `until` has passed is free: the next claimant overwrites it in one
 * conditional upsert, so correctness never waits for a cleanup job.
 */
export const copyClaims = pgTable('book_claims', {
  copyId: bigint('book_id', { mode: 'number' }).primaryKey().references(() => copies.id),
  cartId: uuid('cart_id'),
  orderId: bigint('order_id', { mode: 'number' }),
  until: timestamp('until', { withTimezone: true }).notNull(),
  claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull(),
}, (t) => [
  index('book_claims_cart_idx').on(t.cartId),
  index('book_claims_order_idx').on(t.orderId),
  check('book_claims_owner', sql`(${t.cartId} is not null) <> (${t.orderId} is not null)`),
]);


export const orders = pgTable('orders', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  /** Shown to people: "BT" + year + six digits. */
  number: text('number').notNull(),
  /** Unguessable code for /pay/[paymentCode] and the order's public pages. */
  publicCode: text('public_code').notNull(),
  locale: text('locale').notNull(),
  currency: char('currency', { length: 3 }).notNull(),
  customerId: bigint('customer_id', { mode: 'number' }).references(() => customers.id),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
  name: text('name').notNull(),
  address: jsonb('address').$type<Record<string, string>>(),
  shippingMethod: text('shipping_method').notNull(),
  pudoId: text('pudo_id'),
  pudoLabel: text('pudo_label'),
  paymentMethod: text('payment_method').notNull(),
  itemsX100: integer('items_x100').notNull(),
  shippingX100: integer('shipping_x100').notNull(),
  paymentFeeX100: integer('payment_fee_x100').notNull().default(0),
  discountX100: integer('discount_x100').notNull().default(0),
  walletX100: integer('wallet_x100').notNull().default(0),
  /** What is left to pay: items + shipping + fee − discount − wallet. */
  totalX100: integer('total_x100').notNull(),
  voucherCode: text('voucher_code'),
  state: text('state', { enum: ORDER_STATES }).notNull().default('new'),
  /** Payment deadline of an unpaid order; its copies are free again after it. */
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  paidAt: timestamp('paid_at', { withTimezone: true }),
  /** An extension (copies added to an open order) ships with its parent, without a second fee. */
  parentOrderId: bigint('parent_order_id', { mode: 'number' }),
  flag: text('flag'),
  /** The client address the order came from (caps on unpaid copies, review rules; docs/adr/0012). */
  clientIp: text('client_ip'),
  /** The browser's cart id at checkout: the "device" of the caps on unpaid copies. */
  deviceId: text('device_id'),
  /**
   * SHA-256 of the one-click confirmation token of an order from an unverified address (cash on
   * delivery, bank transfer): until confirmed it holds its copies only as long as a cart hold.
   * Null once confirmed (single use) and for orders that never needed it.
   */
  confirmTokenHash: text('confirm_token_hash'),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  /** Set when the order desk merged this order into another (its lines moved there; docs/adr/0020). */
  mergedIntoOrderId: bigint('merged_into_order_id', { mode: 'number' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
}, (t) => [
  uniqueIndex('orders_number_idx').on(t.number),
  uniqueIndex('orders_confirm_token_idx').on(t.confirmTokenHash),
  index('orders_client_ip_idx').on(t.clientIp),
  index('orders_device_idx').on(t.deviceId),
  uniqueIndex('orders_public_code_idx').on(t.publicCode),
  index('orders_customer_idx').on(t.customerId),
  index('orders_email_idx').on(sql`lower(${t.email})`),
  index('orders_state_expires_idx').on(t.state, t.expiresAt),
  // The back office's order list (issue 13): newest first, and newest first within a state.
  index('orders_created_idx').on(t.createdAt.desc(), t.id.desc()),
  index('orders_state_created_idx').on(t.state, t.createdAt.desc(), t.id.desc()),
  // The desk's search by a customer's name, any part of it, without accents ("novakova").
  index('orders_name_trgm').using('gin', sql`f_unaccent(lower(${t.name})) gin_trgm_ops`),
  check('orders_money', sql`${t.totalX100} >= 0 and ${t.itemsX100} >= 0 and ${t.shippingX100} >= 0 and ${t.discountX100} >= 0 and ${t.walletX100} >= 0`),
]);

/**
 * Orders that look abusive, with the rule that caught them: the back office's order-verification
 * desk lists the unresolved ones (docs/adr/0012). One row per (order, reason).
 */
export const orderReviews = pgTable('order_reviews', {
  orderId: bigint('order_id', { mode: 'number' }).notNull().references(() => orders.id),
  reason: text('reason').notNull(),
  /** What the rule saw (counts, the domain…), for the person at the desk. */
  detail: jsonb('detail').$type<Record<string, unknown>>(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  resolvedAt: timestamp('resolved_at', { withTimezone: true }),
}, (t) => [
  primaryKey({ name: 'order_reviews_pk', columns: [t.orderId, t.reason] }),
  index('order_reviews_open_idx').on(t.createdAt).where(sql`${t.resolvedAt} is null`),
]);

export const orderLines = pgTable('order_lines', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  orderId: bigint('order_id', { mode: 'number' }).notNull().references(() => orders.id),
  copyId: bigint('book_id', { mode: 'number' }).notNull().references(() => copies.id),
  title: text('title').notNull(),
  conditionId: integer('condition_id').notNull(),
  priceX100: integer('price_x100').notNull(),
  /** False once the order is cancelled or lost the copy; only one active line per copy. */
  active: boolean('active').notNull().default(true),
  /** The order desk removed this line (soft delete; restore clears it). By whom: removed_by_staff_id. */
  removedAt: timestamp('removed_at', { withTimezone: true }),
  removedByStaffId: bigint('removed_by_staff_id', { mode: 'number' }),
}, (t) => [
  index('order_lines_order_idx').on(t.orderId),
  // Every order a copy was ever on (the desk's search by copy id or ISBN), removed lines included.
  index('order_lines_book_idx').on(t.copyId),
  uniqueIndex('order_lines_active_book_idx').on(t.copyId).where(sql`${t.active}`),
]);

export const JOURNAL_KINDS = ['state', 'staff_action', 'payment', 'email', 'refund', 'comment'] as const;

/**
 * The order's journal (the back office's history): every state change with why, and since the
 * order desk (docs/adr/0020) every staff action, payment event, refund and comment — who
 * (actor_staff_id; null: the shop itself or the customer), when, what (kind, action, details).
 * A row that changes nothing about the state has from_state = to_state.
 */
export const orderJournal = pgTable('order_journal', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  orderId: bigint('order_id', { mode: 'number' }).notNull().references(() => orders.id),
  fromState: text('from_state'),
  toState: text('to_state').notNull(),
  reason: text('reason').notNull(),
  kind: text('kind', { enum: JOURNAL_KINDS }).notNull().default('state'),
  /** The employee who acted (the staff table's id); null for the shop's own moves. */
  actorStaffId: bigint('actor_staff_id', { mode: 'number' }),
  /** The desk action's name (complete, mark-paid, cancel…), null for other rows. */
  action: text('action'),
  details: jsonb('details').$type<Record<string, unknown>>(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
}, (t) => [
  index('order_journal_order_idx').on(t.orderId),
  check('order_journal_kind', sql`${t.kind} in ('state', 'staff_action', 'payment', 'email', 'refund', 'comment')`),
]);

export const REFUND_METHODS = ['wallet', 'provider', 'bank_transfer'] as const;
/**
 * pending: owed, not sent; processing: the provider's refund call is under way (never called twice
 * for one attempt); failed: the provider refused or did not answer (error_code), may be sent again;
 * done: the money went back; cancelled: taken back (a restored line). docs/adr/0024.
 */
export const REFUND_STATES = ['pending', 'processing', 'failed', 'done', 'cancelled'] as const;

/**
 * Money owed back to a customer (docs/adr/0020). A wallet refund is done at once: its
 * wallet_entries row is the ledger movement (wallet_entry_id). A provider or bank-transfer refund
 * stays pending until the refunds desk (issue 13 item 6, docs/adr/0024) sends it.
 */
export const orderRefunds = pgTable('order_refunds', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  orderId: bigint('order_id', { mode: 'number' }).notNull().references(() => orders.id),
  amountX100: integer('amount_x100').notNull(),
  currency: char('currency', { length: 3 }).notNull(),
  method: text('method', { enum: REFUND_METHODS }).notNull(),
  state: text('state', { enum: REFUND_STATES }).notNull(),
  reason: text('reason').notNull(),
  /** The order line whose removal caused it (items/{itemId}/delete), else null. */
  orderLineId: bigint('order_line_id', { mode: 'number' }),
  walletEntryId: bigint('wallet_entry_id', { mode: 'number' }).references(() => walletEntries.id),
  actorStaffId: bigint('actor_staff_id', { mode: 'number' }),
  /** The business event that owes it (desk:<order>:<action>:<Idempotency-Key>): one refund per event, ever. */
  eventKey: text('event_key').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  settledAt: timestamp('settled_at', { withTimezone: true }),
  // --- Sending it (the refunds desk, docs/adr/0024) ---
  /** The provider that took a provider refund (comgate, adyen, sandbox) and the payment it refunds. */
  provider: text('provider'),
  paymentId: bigint('payment_id', { mode: 'number' }),
  /** The provider's id of the refund (Adyen's refund pspReference, the sandbox's ref; Comgate gives none). */
  providerRef: text('provider_ref'),
  /** How many provider calls were started (each at most once); the last one's start. */
  attempts: integer('attempts').notNull().default(0),
  attemptedAt: timestamp('attempted_at', { withTimezone: true }),
  /** A failed attempt: a stable code (PROVIDER_UNAVAILABLE, PROVIDER_REFUSED) and the provider's words. */
  errorCode: text('error_code'),
  errorMessage: text('error_message'),
  /** A bank-transfer refund: the account the money goes to; exported to the bank's payment file when. */
  bankAccount: text('bank_account'),
  exportedAt: timestamp('exported_at', { withTimezone: true }),
  exportKey: text('export_key'),
  /** Who sent it (the employee at the refunds desk). */
  sentByStaffId: bigint('sent_by_staff_id', { mode: 'number' }),
}, (t) => [
  uniqueIndex('order_refunds_event_key_idx').on(t.eventKey),
  index('order_refunds_bank_export_idx').on(t.settledAt).where(sql`${t.method} = 'bank_transfer' and ${t.state} = 'done' and ${t.exportedAt} is null`),
  index('order_refunds_order_idx').on(t.orderId),
  index('order_refunds_pending_idx').on(t.createdAt).where(sql`${t.state} = 'pending'`),
  check('order_refunds_amount', sql`${t.amountX100} > 0`),
  check('order_refunds_method', sql`${t.method} in ('wallet', 'provider', 'bank_transfer')`),
  check('order_refunds_state', sql`${t.state} in ('pending', 'processing', 'failed', 'done', 'cancelled')`),
]);

/** Staff tags on orders (a small free vocabulary: lower-case words, filterable in the desk list). */
export const orderTags = pgTable('order_tags', {
  orderId: bigint('order_id', { mode: 'number' }).notNull().references(() => orders.id),
  tag: text('tag').notNull(),
  actorStaffId: bigint('actor_staff_id', { mode: 'number' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
}, (t) => [
  primaryKey({ name: 'order_tags_pk', columns: [t.orderId, t.tag] }),
  index('order_tags_tag_idx').on(t.tag),
]);

/** Staff comments on an order; a comment is open until someone closes it (and may be reopened). */
export const orderComments = pgTable('order_comments', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  orderId: bigint('order_id', { mode: 'number' }).notNull().references(() => orders.id),
  body: text('body').notNull(),
  authorStaffId: bigint('author_staff_id', { mode: 'number' }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  closedAt: timestamp('closed_at', { withTimezone: true }),
  closedByStaffId: bigint('closed_by_staff_id', { mode: 'number' }),
}, (t) => [
  index('order_comments_order_idx').on(t.orderId),
  index('order_comments_open_idx').on(t.orderId).where(sql`${t.closedAt} is null`),
]);

export const PAYMENT_STATES = ['created', 'pending', 'paid', 'failed', 'cancelled'] as const;

/** One attempt to pay an order (a retry is a new row); provider_ref is the provider's id. */
export const payments = pgTable('payments', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  orderId: bigint('order_id', { mode: 'number' }).notNull().references(() => orders.id),
  provider: text('provider').notNull(),
  method: text('method').notNull(),
  amountX100: integer('amount_x100').notNull(),
  currency: char('currency', { length: 3 }).notNull(),
  providerRef: text('provider_ref'),
  redirectUrl: text('redirect_url'),
  state: text('state', { enum: PAYMENT_STATES }).notNull().default('created'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
}, (t) => [
  index('payments_order_idx').on(t.orderId),
  uniqueIndex('payments_provider_ref_idx').on(t.provider, t.providerRef),
]);

/** Provider notifications as received; the unique key makes a repeated notification a no-op. */
export const paymentEvents = pgTable('payment_events', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  provider: text('provider').notNull(),
  eventKey: text('event_key').notNull(),
  paymentId: bigint('payment_id', { mode: 'number' }),
  outcome: text('outcome').notNull(),
  payload: jsonb('payload'),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
}, (t) => [
  uniqueIndex('payment_events_key_idx').on(t.provider, t.eventKey),
  // The desk's journal lists what the providers said about the order's payments.
  index('payment_events_payment_idx').on(t.paymentId),
]);

/**
 * Idempotency-Key of POST cart/checkout (the first request's body hash and the order it made) and
 * of the order desk's actions (scope desk:<order>:<action>; `response` is the first answer, given
 * again to a repeat — docs/adr/0020).
 */
export const idempotencyKeys = pgTable('idempotency_keys', {
  scope: text('scope').notNull(),
  key: text('key').notNull(),
  requestHash: text('request_hash').notNull(),
  orderId: bigint('order_id', { mode: 'number' }),
  response: jsonb('response'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
}, (t) => [primaryKey({ columns: [t.scope, t.key] })]);

/** Outgoing e-mail: the demo's mail sink and the record of what was sent. */
export const mailOutbox = pgTable('mail_outbox', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  kind: text('kind').notNull(),
  /** Makes "send once" hold under retries: e.g. order-confirmation:123. */
  dedupeKey: text('dedupe_key').notNull(),
  toAddress: text('to_address').notNull(),
  subject: text('subject').notNull(),
  html: text('html').notNull(),
  textBody: text('text_body').notNull(),
  attachments: jsonb('attachments').$type<{ filename: string; contentType: string; base64: string }[]>().notNull().default([]),
  orderId: bigint('order_id', { mode: 'number' }),
  messageId: text('message_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
}, (t) => [
  uniqueIndex('mail_outbox_dedupe_idx').on(t.dedupeKey),
  // The desk's journal lists the order's e-mails.
  index('mail_outbox_order_idx').on(t.orderId),
]);

/** Order numbers: BT + year + this sequence, zero-padded. */
export const orderNumberSeq = pgSequence('order_number_seq', { startWith: 100001 });

export const SHIPPING_KINDS = ['home', 'pudo', 'branch', 'direct'] as const;

/** A way to get a parcel to the shopper: a carrier's home delivery, its pick-up points, our branch, our van. */
export const shippingMethods = pgTable('shipping_methods', {
  code: text('code').primaryKey(),
  carrier: text('carrier').notNull(),
  kind: text('kind', { enum: SHIPPING_KINDS }).notNull(),
  codAvailable: boolean('cod_available').notNull().default(false),
  position: integer('position').notNull().default(0),
  active: boolean('active').notNull().default(true),
});

/** Price of a method per destination country, in both currencies; null free_from = never free. */
export const shippingRates = pgTable('shipping_rates', {
  methodCode: text('method_code').notNull().references(() => shippingMethods.code),
  country: char('country', { length: 2 }).notNull(),
  priceCzkX100: integer('price_czk_x100').notNull(),
  priceEurX100: integer('price_eur_x100').notNull(),
  codFeeCzkX100: integer('cod_fee_czk_x100'),
  codFeeEurX100: integer('cod_fee_eur_x100'),
  freeFromCzkX100: integer('free_from_czk_x100'),
  freeFromEurX100: integer('free_from_eur_x100'),
}, (t) => [primaryKey({ columns: [t.methodCode, t.country] })]);

/** Countries we ship to, with their regions (for the address form). */
export const destinationCountries = pgTable('destination_countries', {
  code: char('code', { length: 2 }).primaryKey(),
  names: jsonb('names').$type<Record<string, string>>().notNull(),
  regions: jsonb('regions').$type<{ code: string; names: Record<string, string> }[]>().notNull().default([]),
  position: integer('position').notNull().default(0),
});

/** Pick-up (pudo) points and our own branches (carrier "bookturn"). */
export const pudoLocations = pgTable('pudo_locations', {
  id: text('id').primaryKey(),
  carrier: text('carrier').notNull(),
  country: char('country', { length: 2 }).notNull(),
  name: text('name').notNull(),
  street: text('street').notNull(),
  city: text('city').notNull(),
  zip: text('zip').notNull(),
  openingHours: text('opening_hours'),
  latitude: numeric('latitude', { precision: 9, scale: 6 }),
  longitude: numeric('longitude', { precision: 9, scale: 6 }),
  active: boolean('active').notNull().default(true),
}, (t) => [
  index('pudo_locations_carrier_country_idx').on(t.carrier, t.country),
  index('pudo_locations_search_idx').using('gin', sql`f_unaccent(lower(${t.name} || ' ' || ${t.street} || ' ' || ${t.city} || ' ' || ${t.zip})) gin_trgm_ops`),
]);

export const VOUCHER_EFFECTS = ['percent', 'fixed', 'free_shipping'] as const;

/** A voucher code with one effect and its rules. Amounts per currency; null = no such rule. */
export const vouchers = pgTable('vouchers', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  code: text('code').notNull(),
  effect: text('effect', { enum: VOUCHER_EFFECTS }).notNull(),
  percent: integer('percent'),
  amountCzkX100: integer('amount_czk_x100'),
  amountEurX100: integer('amount_eur_x100'),
  minTotalCzkX100: integer('min_total_czk_x100'),
  minTotalEurX100: integer('min_total_eur_x100'),
  firstOrderOnly: boolean('first_order_only').notNull().default(false),
  /** Storefronts where it applies; null = all. */
  locales: text('locales').array(),
  validFrom: timestamp('valid_from', { withTimezone: true }),
  validUntil: timestamp('valid_until', { withTimezone: true }),
  maxUsesTotal: integer('max_uses_total'),
  maxUsesPerCustomer: integer('max_uses_per_customer'),
  usedCount: integer('used_count').notNull().default(0),
  /** Offered without typing the code (find-auto-assignable). */
  autoAssign: boolean('auto_assign').notNull().default(false),
  active: boolean('active').notNull().default(true),
}, (t) => [
  uniqueIndex('vouchers_code_idx').on(sql`upper(${t.code})`),
  check('vouchers_percent', sql`${t.percent} is null or (${t.percent} between 1 and 100)`),
]);

/** One use of a voucher by an order; customer_key is the customer id or the lower-cased e-mail. */
export const voucherRedemptions = pgTable('voucher_redemptions', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  voucherId: bigint('voucher_id', { mode: 'number' }).notNull().references(() => vouchers.id),
  orderId: bigint('order_id', { mode: 'number' }).notNull().references(() => orders.id),
  customerKey: text('customer_key').notNull(),
  active: boolean('active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
}, (t) => [index('voucher_redemptions_voucher_idx').on(t.voucherId, t.customerKey)]);

/**
 * The demo's local payment provider: a hosted payment page of our own (success / failure /
 * cancel buttons). Disabled in production; it keeps its own state like a real provider would.
 */
export const sandboxPayments = pgTable('sandbox_payments', {
  ref: text('ref').primaryKey(),
  amountX100: integer('amount_x100').notNull(),
  currency: char('currency', { length: 3 }).notNull(),
  label: text('label').notNull(),
  returnUrl: text('return_url').notNull(),
  status: text('status', { enum: ['pending', 'paid', 'failed', 'cancelled'] }).notNull().default('pending'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
