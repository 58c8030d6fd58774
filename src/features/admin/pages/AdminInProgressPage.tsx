import Head from 'next/head';
import { useFormatter } from 'next-intl';
import { useTranslations } from '@/i18n/use-translations';
import type { InProgressList } from '@/contracts/fulfilment';
import { AdminFrame } from '../components/AdminFrame';
import { AdminLink } from '../components/AdminLink';
import { Badge, Muted, Table } from '../components/adminStyles';
import type { AdminPageProps } from '../server/withAdmin';

export interface AdminInProgressProps extends AdminPageProps { list: InProgressList | null }

/** /admin/rozpracovane: work in progress — orders being picked or packed, who holds each, since when. */
export default function AdminInProgressPage(props: AdminInProgressProps) {
  const t = useTranslations('admin.fulfilment');
  const tOrders = useTranslations('admin.orders');
  const format = useFormatter();
  const when = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Prague' });
  const mine = props.employee?.id;

  return (
    <AdminFrame props={props} current="/admin/rozpracovane">
      <Head><title>{t('inProgressHeading')}</title></Head>
      <h1>{t('inProgressHeading')}</h1>
      {!props.list ? <p role="alert">{t('loadFailed')}</p> : (
        <Table>
          <thead>
            <tr><th>{tOrders('number')}</th><th>{t('stage')}</th><th>{t('holder')}</th><th>{t('since')}</th><th className="num">{t('scanned')}</th></tr>
          </thead>
          <tbody>
            {props.list.items.length === 0 ? <tr><td colSpan={5}>{t('nothingInProgress')}</td></tr> : props.list.items.map((o) => (
              <tr key={o.orderId}>
                <td><AdminLink route="adminPacking" params={{ id: o.orderId }}>{o.number}</AdminLink></td>
                <td><Badge>{t(`stages.${o.stage}`)}</Badge></td>
                <td>{o.holder.name}{o.holder.staffId === mine && <> <Muted>({t('you')})</Muted></>}</td>
                <td>{when(o.since)}</td>
                <td className="num">{o.scanned} / {o.copies}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </AdminFrame>
  );
}
