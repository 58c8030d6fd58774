import type { Permission } from '@/contracts/staff';

/** Not a permission: any signed-in employee (the overview). */
export const SIGNED_IN = 'signed-in' as const;
export type AdminPageAccess = Permission | typeof SIGNED_IN;
export type AdminNavKey = 'home' | 'orders' | 'verify' | 'inProgress' | 'payments' | 'employees' | 'account' | 'intake' | 'customers' | 'moderation' | 'inbox' | 'warehouse' | 'commissionPayouts' | 'catalogue' | 'transfers' | 'audits' | 'discards' | 'suppliers';

export interface AdminPage {
  /** The page's pathname (its file under pages/, as Next names it). */
  readonly path: string;
  /** What getServerSideProps requires (withAdmin): anonymous → /admin/login, lacking it → 403. */
  readonly permission: AdminPageAccess;
  /** Its entry in the admin navigation (`admin.nav.<key>`), shown only to holders of the permission; null: not in the nav. */
  readonly nav: AdminNavKey | null;
}

/**
 * THE table of /admin pages (docs/adr/0019): every page under pages/admin but sign-in and
 * sign-out is listed here with the permission it needs; withAdmin(path) refuses a path that is
 * not. tests/unit/admin-pages.test.ts checks the table against pages/admin.
 */
export const ADMIN_PAGES = [
  { path: '/admin', permission: SIGNED_IN, nav: 'home' },
  { path: '/admin/objednavky', permission: 'orders.read', nav: 'orders' },
  { path: '/admin/objednavky/[id]', permission: 'orders.read', nav: null },
  { path: '/admin/platby', permission: 'payments.confirm', nav: 'payments' },
  // Fulfilment (issue 13 item 5): what to pick, who is picking or packing what, the packing desk.
  { path: '/admin/objednavky/overeni', permission: 'orders.read', nav: 'verify' },
  { path: '/admin/rozpracovane', permission: 'orders.read', nav: 'inProgress' },
  { path: '/admin/baleni/[id]', permission: 'shipping', nav: null },
  { path: '/admin/zamestnanci', permission: 'employees', nav: 'employees' },
  { path: '/admin/zamestnanci/[id]', permission: 'employees', nav: null },
  // The customer-support desk (issue 16, docs/adr/0031).
  { path: '/admin/zakaznici', permission: 'customers', nav: 'customers' },
  { path: '/admin/zakaznici/[id]', permission: 'customers', nav: null },
  { path: '/admin/moderace', permission: 'customers', nav: 'moderation' },
  { path: '/admin/zpravy', permission: 'customers', nav: 'inbox' },
  // Commission payouts (issue 16 item 3): approve or reject sellers' requests, download the bank payment file.
  { path: '/admin/provize-vyplaty', permission: 'payouts', nav: 'commissionPayouts' },
  { path: '/admin/ucet', permission: SIGNED_IN, nav: 'account' },
  // The intake desk (issue 15 items 1–3): receive a parcel by its code, then identify, grade, price or refuse each book.
  { path: '/admin/prijem', permission: 'intake', nav: 'intake' },
  { path: '/admin/prijem/[code]', permission: 'intake', nav: null },
  // The warehouse (issue 15 item 4): labels, crates, racks, discards.
  { path: '/admin/sklad', permission: 'warehouse', nav: 'warehouse' },
  // Catalogue editing (issue 15 item 2): edit a work, edition, author or category; merge two works or two authors.
  { path: '/admin/katalog', permission: 'catalogue', nav: 'catalogue' },
  // The warehouse's other desks (issue 15 items 4 and 6): transfer packages, branch audits, discard candidates.
  { path: '/admin/sklad/presuny', permission: 'warehouse', nav: 'transfers' },
  { path: '/admin/sklad/inventury', permission: 'warehouse', nav: 'audits' },
  { path: '/admin/sklad/vyrazeni', permission: 'warehouse', nav: 'discards' },
  // Buying books: the people who sell to the shop, their batches and payouts.
  { path: '/admin/supply/dodavatele_list', permission: 'buyback', nav: 'suppliers' },
  // Queue jobs (issue 15 item 5): any employee; each queue needs its desk's permission (linked from /admin/sklad).
  { path: '/admin/fronty', permission: SIGNED_IN, nav: null },
] as const satisfies readonly AdminPage[];
export type AdminPagePath = (typeof ADMIN_PAGES)[number]['path'];

/** Sign-in and sign-out: the only /admin pages without a permission. */
export const ADMIN_PUBLIC_PAGES = ['/admin/login', '/admin/logout'] as const;

export function adminPage(path: AdminPagePath): AdminPage {
  const page = (ADMIN_PAGES as readonly AdminPage[]).find((p) => p.path === path);
  if (!page) throw new Error(`${path} is not in ADMIN_PAGES`);
  return page;
}

export const mayAccess = (permissions: readonly string[], access: AdminPageAccess) => access === SIGNED_IN || permissions.includes(access);

/** The navigation an employee sees: the pages of their permissions. */
export const navFor = (permissions: readonly string[]) =>
  (ADMIN_PAGES as readonly AdminPage[]).filter((p) => p.nav !== null && mayAccess(permissions, p.permission)) as (AdminPage & { nav: AdminNavKey })[];

/** Staff UI languages (the admin namespace exists in these two). */
export const ADMIN_LANGS = ['cs', 'en'] as const;
export type AdminLang = (typeof ADMIN_LANGS)[number];
export const ADMIN_LANG_COOKIE = 'bt_admin_lang';
export const adminLangOf = (value: unknown): AdminLang => (value === 'en' ? 'en' : 'cs');

/** A safe return path after sign-in: an /admin path of this site. */
export function safeAdminNext(next: unknown): string {
  const value = Array.isArray(next) ? next[0] : next;
  return typeof value === 'string' && /^\/admin(\/|$|\?)/.test(value) && !value.startsWith('//') && !value.includes('\\') && !value.startsWith('/admin/login') ? value : '/admin';
}

/** A permission's label key under `admin.permissions` (next-intl reads dots as nesting: `orders.read` → `orders_read`). */
export const permissionLabelKey = (permission: string) => `permissions.${permission.replace(/\./g, '_')}`;
