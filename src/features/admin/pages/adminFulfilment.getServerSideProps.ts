import { HttpError } from '@/lib/http';
import type { InProgressList, PackingDetail, ToVerifyList } from '@/contracts/fulfilment';
import { fetchInProgress, fetchPackingDetail, fetchToVerify } from '../api/adminApi';
import { withAdmin } from '../server/withAdmin';

/** /admin/objednavky/overeni: the orders ready to pick (GET fulfilment/to-verify). */
export const getVerifyServerSideProps = withAdmin<{ list: ToVerifyList | null }>('/admin/objednavky/overeni', async ({ client }) => {
  try {
    return { props: { list: await fetchToVerify(client) } };
  } catch (error) {
    console.error('[admin/objednavky/overeni] could not list orders', error);
    return { props: { list: null } };
  }
});

/** /admin/rozpracovane: the orders being picked or packed (GET fulfilment/in-progress). */
export const getInProgressServerSideProps = withAdmin<{ list: InProgressList | null }>('/admin/rozpracovane', async ({ client }) => {
  try {
    return { props: { list: await fetchInProgress(client) } };
  } catch (error) {
    console.error('[admin/rozpracovane] could not list orders', error);
    return { props: { list: null } };
  }
});

/** /admin/baleni/[id]: the packing screen of one order (404 for an unknown id). */
export const getPackingServerSideProps = withAdmin<{ detail: PackingDetail }>('/admin/baleni/[id]', async ({ client, params }) => {
  const id = Number(params?.id);
  if (!Number.isInteger(id) || id <= 0) return { notFound: true };
  try {
    return { props: { detail: await fetchPackingDetail(client, id) } };
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return { notFound: true };
    throw error;
  }
});
