import { supplierListQuery } from '@/contracts/buyback';
import { fetchSuppliers } from '../api/suppliersApi';
import { withAdmin } from '../server/withAdmin';

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/** /admin/supply/dodavatele_list: suppliers, searched and paged by the server (q and page in the URL). */
export const getSuppliersServerSideProps = withAdmin('/admin/supply/dodavatele_list', async ({ client, query }) => {
  const parsed = supplierListQuery.safeParse({ q: first(query.q) || undefined, page: first(query.page) ?? 1 });
  const q = parsed.success ? parsed.data : { page: 1, pageSize: 25 };
  return { props: { list: await fetchSuppliers(client, q), q: parsed.success ? parsed.data.q ?? '' : '' } };
});
