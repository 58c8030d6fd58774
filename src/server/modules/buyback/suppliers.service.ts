import type { SupplierList, SupplierListQuery } from '@/contracts/buyback';
import type { Db } from '../../db/client';
import { listSuppliers, paidOutTotals } from './suppliers.repository';

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** /admin/supply/dodavatele_list: suppliers with their batches, books and payouts, server-paged. */
export async function supplierList(db: Db, query: SupplierListQuery): Promise<SupplierList> {
  const { rows, total } = await listSuppliers(db, query.q, query.page, query.pageSize);
  const paid = await paidOutTotals(db, rows.map((r) => Number(r.id)));
  return {
    items: rows.map((r) => ({
      id: Number(r.id), email: r.email, name: r.name, locale: r.locale,
      batches: Number(r.batches), openBatches: Number(r.open_batches), lastBatchAt: iso(r.last_batch_at),
      booksAccepted: Number(r.books_accepted), booksRefused: Number(r.books_refused),
      paidOut: paid.filter((p) => Number(p.customer_id) === Number(r.id)).map((p) => ({ currency: p.currency, amountX100: Number(p.amount) })),
    })),
    total, page: query.page, pageSize: query.pageSize,
  };
}
