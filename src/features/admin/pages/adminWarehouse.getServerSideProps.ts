import type { AbstractIntlMessages } from 'next-intl';
import type { BranchList, QueueKindList } from '@/contracts/warehouse';
import { precompileMessages } from '@/i18n/precompile';
import { fetchBranches, fetchQueueKinds } from '../api/warehouseApi';
import { adminMessages, withAdmin } from '../server/withAdmin';

export type AdminWarehouseData = { branches: BranchList | null; messages: { admin: AbstractIntlMessages } };

/** The desk's own strings (locales/{cs,en}/warehouse.json) under admin.warehouse, so admin.json stays as it is. */
export async function warehouseMessages(lang: 'cs' | 'en'): Promise<{ admin: AbstractIntlMessages }> {
  const loaded = (await import(`../../../../locales/${lang}/warehouse.json`)) as { default?: AbstractIntlMessages };
  const own = precompileMessages({ warehouse: (loaded.default ?? loaded) as AbstractIntlMessages }).warehouse;
  const base = await adminMessages(lang);
  return { admin: { ...base.admin, warehouse: own } };
}

/** /admin/sklad: the shelving desk (scan copies, crates, racks) and the branches with their racks. */
export const getServerSideProps = withAdmin<AdminWarehouseData>('/admin/sklad', async ({ client, lang }) => {
  const branches = await fetchBranches(client).catch((error: unknown) => {
    console.error('[admin/sklad] could not list branches', error);
    return null;
  });
  return { props: { branches, messages: await warehouseMessages(lang) } };
});

export type AdminQueuesData = { queues: QueueKindList | null; messages: { admin: AbstractIntlMessages } };

/** /admin/fronty: the people's work queues (each kind needs its desk's permission; the API checks it). */
export const getQueuesServerSideProps = withAdmin<AdminQueuesData>('/admin/fronty', async ({ client, lang }) => {
  const queues = await fetchQueueKinds(client).catch((error: unknown) => {
    console.error('[admin/fronty] could not list queues', error);
    return null;
  });
  return { props: { queues, messages: await warehouseMessages(lang) } };
});
