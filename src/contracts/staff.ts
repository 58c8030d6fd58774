import { z } from 'zod';
import { ORDER_STATES } from './orders';
import { CHECKOUT_PAYMENT_METHODS } from './checkout';
import { moneyX100 } from './common';

/**
 * THE registry of staff permission names (issue 13, docs/adr/0019). Every staff route and every
 * /admin page names one of these; an employee holds a set of them. Adding a desk = adding its
 * name here (and its label in locales/{cs,en}/admin.json under `permissions`).
 */
export const PERMISSIONS = [
  'orders.read', 'orders.write', 'payments.confirm', 'refunds', 'shipping', 'employees',
  'intake', 'warehouse', 'commission', 'support', 'catalogue', 'content', 'vouchers', 'pos',
  // Buying books (issue 14): batches and their codes; payout files for the bank.
  'buyback', 'payouts',
  // The customer-support desk (issue 16, docs/adr/0031): customers, moderation, inbox; their money.
  'customers', 'customers.money',
] as const;
export type Permission = (typeof PERMISSIONS)[number];
export const permissionName = z.enum(PERMISSIONS);
export const isPermission = (value: unknown): value is Permission => (PERMISSIONS as readonly unknown[]).includes(value);

/** Staff session cookie: `__Host-` in production (Secure, path /, no domain), plain otherwise. */
export const STAFF_COOKIE_PRODUCTION = '__Host-bt_staff';
export const STAFF_COOKIE_DEV = 'bt_staff';
export const staffCookieName = (secure: boolean) => (secure ? STAFF_COOKIE_PRODUCTION : STAFF_COOKIE_DEV);
/** Header carrying a registered workstation's token (RFID + PIN sign-in). */
export const WORKSTATION_HEADER = 'x-workstation-token';
/** Where the browser of a registered workstation keeps its token (localStorage key). */
export const WORKSTATION_STORAGE_KEY = 'bt_workstation';
export const STAFF_IDLE_HOURS = 12;
export const STAFF_PASSWORD_MIN = 12;
export const PIN_LENGTH = 6;
export const CARD_MAX_TRIES = 5;
export const CARD_LOCK_MINUTES = 15;

export const ADMIN_API = '/api/adonis/admin/v1';

const email = z.string().trim().email().max(254);
const password = z.string().min(STAFF_PASSWORD_MIN).max(200);

export const staffLoginBody = z.object({ email, password: z.string().min(1).max(200) });
export const staffRfidLoginBody = z.object({ cardId: z.string().trim().min(1).max(100), pin: z.string().regex(/^\d{4,8}$/) });

export const currentEmployee = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  branch: z.string().nullable(),
  permissions: z.array(z.string()),
});
export type CurrentEmployee = z.infer<typeof currentEmployee>;
export const staffLoginResponse = z.object({ employee: currentEmployee });

export const employeeDetailsPatch = z.object({ name: z.string().trim().min(1).max(200).optional(), branch: z.string().trim().max(100).nullable().optional() });
export const passwordChangeBody = z.object({ currentPassword: z.string().min(1).max(200), newPassword: password });
/** PIN change: the employee's own card, a new PIN they choose (digits). */
export const pinChangeBody = z.object({ cardId: z.string().trim().min(1).max(100), currentPin: z.string().regex(/^\d{4,8}$/), newPin: z.string().regex(/^\d{4,8}$/) });

export const staffSession = z.object({
  id: z.number().int(), method: z.string(), userAgent: z.string().nullable(), ip: z.string().nullable(),
  createdAt: z.string(), lastSeenAt: z.string(), current: z.boolean(),
});
export const staffSessionList = z.object({ items: z.array(staffSession) });

export const employeeSummary = z.object({
  id: z.number().int(), name: z.string(), email: z.string(), active: z.boolean(), branch: z.string().nullable(), permissions: z.array(z.string()),
});
export type EmployeeSummary = z.infer<typeof employeeSummary>;
export const employeeList = z.object({ items: z.array(employeeSummary) });
export const employeeDetail = employeeSummary.extend({
  cards: z.array(z.object({ cardId: z.string(), hasPin: z.boolean(), lockedUntil: z.string().nullable() })),
  sessions: z.array(staffSession),
});
export type EmployeeDetail = z.infer<typeof employeeDetail>;
export const employeeCreateBody = z.object({ name: z.string().trim().min(1).max(200), email, password, branch: z.string().trim().max(100).nullable().optional() });
export const employeeAdminPatch = z.object({ name: z.string().trim().min(1).max(200).optional(), branch: z.string().trim().max(100).nullable().optional(), active: z.boolean().optional() });
export const permissionBody = z.object({ permissionName });
export const cardBindBody = z.object({ cardId: z.string().trim().min(1).max(100) });
/** The PIN is shown once, in this answer only. */
export const cardPinResponse = z.object({ cardId: z.string(), pin: z.string() });

export const workstation = z.object({ id: z.number().int(), name: z.string(), createdAt: z.string() });
export const workstationList = z.object({ items: z.array(workstation) });
export const workstationCreateBody = z.object({ name: z.string().trim().min(1).max(100) });
/** The token is shown once, in this answer only. */
export const workstationCreated = workstation.extend({ token: z.string() });

// ------------------------------------------------------------------ orders list
export const ADMIN_ORDER_SORTS = ['createdAt', 'number', 'total', 'state'] as const;
/**
 * The order list's payment filter: not paid yet (no money in), paid, or money owed back (a
 * refund_required order or a pending refund).
 */
export const ADMIN_PAYMENT_STATES = ['unpaid', 'paid', 'refund_pending'] as const;
/** Orders with any staff comment, with one still open, or with none. */
export const ADMIN_COMMENT_FILTERS = ['any', 'open', 'none'] as const;

export const adminOrderListQuery = z.object({
  state: z.enum(ORDER_STATES).optional(),
  storefront: z.string().max(10).optional(),
  paymentMethod: z.enum(CHECKOUT_PAYMENT_METHODS).optional(),
  paymentState: z.enum(ADMIN_PAYMENT_STATES).optional(),
  /** shipping_methods.carrier of the order's method (packeta, dpd, …). */
  carrier: z.string().regex(/^[a-z0-9-]{1,40}$/).optional(),
  /** Orders with this staff tag (order_tags). */
  tag: z.string().trim().toLowerCase().min(1).max(40).optional(),
  hasComment: z.enum(ADMIN_COMMENT_FILTERS).optional(),
  from: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional(),
  to: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional(),
  q: z.string().trim().max(200).optional(),
  sort: z.enum(ADMIN_ORDER_SORTS).default('createdAt'),
  dir: z.enum(['asc', 'desc']).default('desc'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export type AdminOrderListQuery = z.infer<typeof adminOrderListQuery>;
export const adminOrderRow = z.object({
  id: z.number().int(), number: z.string(), state: z.enum(ORDER_STATES), storefront: z.string(), currency: z.string(),
  email: z.string(), name: z.string(), paymentMethod: z.string(), shippingMethod: z.string(), totalX100: moneyX100, createdAt: z.string(),
});
export type AdminOrderRow = z.infer<typeof adminOrderRow>;
/**
 * `total` counts at most ADMIN_ORDER_COUNT_CAP matches (a count of every order on each page view
 * would cost more than the page itself); `totalCapped` says there are more.
 */
export const ADMIN_ORDER_COUNT_CAP = 10_000;
export const adminOrderList = z.object({
  items: z.array(adminOrderRow), total: z.number().int(), totalCapped: z.boolean(), page: z.number().int(), pageSize: z.number().int(),
  /** The carriers the carrier filter offers (shipping_methods). */
  carriers: z.array(z.string()),
});
export type AdminOrderList = z.infer<typeof adminOrderList>;

// ------------------------------------------------------------------ global search
export const adminSearchQuery = z.object({ q: z.string().trim().min(1).max(200) });
export const adminSearchHit = z.object({ kind: z.enum(['order', 'employee']), id: z.number().int(), label: z.string(), detail: z.string() });
export const adminSearchResult = z.object({ items: z.array(adminSearchHit) });
export type AdminSearchResult = z.infer<typeof adminSearchResult>;
