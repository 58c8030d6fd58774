import type { AbstractIntlMessages } from 'next-intl';
import type { AuditList, BranchList, TransferView } from '@/contracts/warehouse';
import { fetchAudits, fetchBranches, fetchTransfers } from '../api/warehouseApi';
import { withAdmin } from '../server/withAdmin';
import { warehouseMessages } from './adminWarehouse.getServerSideProps';

type Messages = { messages: { admin: AbstractIntlMessages } };
/** A list the page could not load is null: the page says so (its error state) instead of failing whole. */
const orNull = <T,>(page: string, what: string) => (error: unknown): T | null => {
  console.error(`[${page}] could not load ${what}`, error);
  return null;
};

export type AdminTransfersData = Messages & { branches: BranchList | null; transfers: TransferView[] | null };

/** /admin/sklad/presuny: transfer packages between branches. */
export const getTransfersServerSideProps = withAdmin<AdminTransfersData>('/admin/sklad/presuny', async ({ client, lang }) => {
  const [branches, transfers] = await Promise.all([
    fetchBranches(client).catch(orNull<BranchList>('admin/sklad/presuny', 'branches')),
    fetchTransfers(client).then((l) => l.items).catch(orNull<TransferView[]>('admin/sklad/presuny', 'transfers')),
  ]);
  return { props: { branches, transfers, messages: await warehouseMessages(lang) } };
});

export type AdminAuditsData = Messages & { branches: BranchList | null; audits: AuditList['items'] | null };

/** /admin/sklad/inventury: branch audits. */
export const getAuditsServerSideProps = withAdmin<AdminAuditsData>('/admin/sklad/inventury', async ({ client, lang }) => {
  const [branches, audits] = await Promise.all([
    fetchBranches(client).catch(orNull<BranchList>('admin/sklad/inventury', 'branches')),
    fetchAudits(client).then((l) => l.items).catch(orNull<AuditList['items']>('admin/sklad/inventury', 'audits')),
  ]);
  return { props: { branches, audits, messages: await warehouseMessages(lang) } };
});

/** /admin/sklad/vyrazeni: copies unsold for too long, to discard (the list loads in the page, by its age filter). */
export const getDiscardsServerSideProps = withAdmin<Messages>('/admin/sklad/vyrazeni', async ({ lang }) => ({
  props: { messages: await warehouseMessages(lang) },
}));

