import type { AdminOrderList, AdminOrderListQuery, AdminOrderRow, AdminSearchResult } from '@/contracts/staff';
import type { RequestContext } from '../../http/context';
import * as repo from './admin-orders.repository';

const iso = (value: unknown) => (value instanceof Date ? value : new Date(String(value))).toISOString();

/** The order desk's list (permission orders.read): server-paged, sorted, filtered. */
export async function listOrders(ctx: RequestContext, query: AdminOrderListQuery): Promise<AdminOrderList> {
  const [{ rows, total, totalCapped }, carriers] = await Promise.all([repo.listOrders(ctx.db, query), repo.carriers(ctx.db)]);
  const items: AdminOrderRow[] = rows.map((r) => ({
    id: Number(r.id), number: r.number, state: r.state as AdminOrderRow['state'], storefront: r.locale, currency: r.currency, email: r.email, name: r.name,
    paymentMethod: r.payment_method, shippingMethod: r.shipping_method, totalX100: Number(r.total_x100), createdAt: iso(r.created_at),
  }));
  return { items, total, totalCapped, page: query.page, pageSize: query.pageSize, carriers };
}

/** The admin shell's search box: what the employee may see (orders with orders.read, employees with employees). */
export async function search(ctx: RequestContext, q: string): Promise<AdminSearchResult> {
  const permissions = ctx.staff?.permissions ?? [];
  if (!permissions.includes('orders.read')) {
    return { items: permissions.includes('employees') ? (await repo.search(ctx.db, q, true)).filter((h) => h.kind === 'employee') : [] };
  }
  return { items: await repo.search(ctx.db, q, permissions.includes('employees')) };
}
