import { supplierListQuery } from '@/contracts/buyback';
import { fetchSuppliers } from '../api/suppliersApi';
import { withAdmin } from '../server/withAdmin';
import { firstQueryValue } from '@/lib/http/url';


/** /admin/supply/dodavatele_list: suppliers, searched and paged by the server (q and page in the URL). */
export const getSuppliersServerSideProps = withAdmin('/admin/supply/dodavatele_list', async ({ client, query }) => {
  const parsed = supplierListQuery.safeParse({ q: firstQueryValue(query.q) || undefined, page: firstQueryValue(query.page) ?? 1 });
  const q = parsed.success ? parsed.data : { page: 1, pageSize: 25 };
  return { props: { list: await fetchSuppliers(client, q), q: parsed.success ? parsed.data.q ?? '' : '' } };
});
