import { adminOrderListQuery, type AdminOrderList, type AdminOrderListQuery } from '@/contracts/staff';
import { HttpError } from '@/lib/http';
import { fetchOrderDetail, fetchOrders, fetchPackingDetail } from '../api/adminApi';
import { withAdmin } from '../server/withAdmin';
import { firstQueryValue } from '@/lib/http/url';


/** /admin/objednavky: the URL's filters (an invalid one is dropped) → one page from GET /admin/v1/orders. */
export const getServerSideProps = withAdmin<{ list: AdminOrderList | null; query: AdminOrderListQuery }>('/admin/objednavky', async ({ client, query }) => {
  const raw = Object.fromEntries(Object.entries(query).map(([k, v]) => [k, firstQueryValue(v)]).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = adminOrderListQuery.safeParse(raw);
  const safe: AdminOrderListQuery = parsed.success ? parsed.data : adminOrderListQuery.parse({});
  try {
    return { props: { list: await fetchOrders(client, Object.fromEntries(Object.entries(safe).filter(([, v]) => v !== undefined))), query: JSON.parse(JSON.stringify(safe)) as AdminOrderListQuery } };
  } catch (error) {
    console.error('[admin/objednavky] could not list orders', error);
    return { props: { list: null, query: JSON.parse(JSON.stringify(safe)) as AdminOrderListQuery } };
  }
});

/** /admin/objednavky/[id]: one order for the desk (404 for an unknown id). */
export const getOrderServerSideProps = withAdmin('/admin/objednavky/[id]', async ({ client, params }) => {
  const id = Number(params?.id);
  if (!Number.isInteger(id) || id <= 0) return { notFound: true };
  // The parcels come from fulfilment (orders.read too); without them the detail still shows.
  const shipments = fetchPackingDetail(client, id).then((p) => p.shipments, (error: unknown) => {
    if (!(error instanceof HttpError && error.status === 404)) console.error('[admin/objednavky/[id]] could not load shipments', error);
    return null;
  });
  try {
    const [detail, parcels] = await Promise.all([fetchOrderDetail(client, id), shipments]);
    return { props: { detail, shipments: parcels } };
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return { notFound: true };
    throw error;
  }
});
