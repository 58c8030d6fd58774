import { useState } from 'react';
import Head from 'next/head';
import { useRouter } from 'next/router';
import { useFormatter } from 'next-intl';
import { useTranslations } from '@/i18n/use-translations';
import toast from 'react-hot-toast';
import type { ToVerifyList } from '@/contracts/fulfilment';
import { HttpError } from '@/lib/http';
import { packingAction } from '../api/adminApi';
import { AdminFrame } from '../components/AdminFrame';
import { AdminLink, adminPath } from '../components/AdminLink';
import { Button, Muted, Table } from '../components/adminStyles';
import type { AdminPageProps } from '../server/withAdmin';

export interface AdminVerifyProps extends AdminPageProps { list: ToVerifyList | null }

/**
 * /admin/objednavky/overeni: orders to verify before picking — paid or confirmed cash on
 * delivery, every copy on its shelf, oldest first. A packer (`shipping`) takes one and goes to
 * its packing screen.
 */
export default function AdminVerifyPage(props: AdminVerifyProps) {
  const t = useTranslations('admin.fulfilment');
  const tOrders = useTranslations('admin.orders');
  const format = useFormatter();
  const router = useRouter();
  const [busy, setBusy] = useState<number | null>(null);
  const canPick = props.employee?.permissions.includes('shipping') ?? false;
  const when = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Prague' });

  const pick = async (orderId: number) => {
    setBusy(orderId);
    try {
      await packingAction(orderId, 'pick', undefined, crypto.randomUUID());
      toast.success(t('picked'));
      await router.push(adminPath('adminPacking', { id: orderId }));
    } catch (error) {
      toast.error(t('failed', { message: error instanceof HttpError ? error.message : String(error) }));
      setBusy(null);
    }
  };

  return (
    <AdminFrame props={props} current="/admin/objednavky/overeni">
      <Head><title>{t('verifyHeading')}</title></Head>
      <h1>{t('verifyHeading')}</h1>
      <p><Muted>{t('verifyIntro')}</Muted></p>
      {!props.list ? <p role="alert">{t('loadFailed')}</p> : (
        <Table>
          <thead>
            <tr>
              <th>{tOrders('number')}</th><th>{tOrders('customer')}</th><th>{t('payment')}</th><th>{t('shippingMethod')}</th>
              <th className="num">{t('copies')}</th><th className="num">{tOrders('total')}</th><th>{t('waitingSince')}</th>
              <th><span className="visually-hidden">{t('actions')}</span></th>
            </tr>
          </thead>
          <tbody>
            {props.list.items.length === 0 ? <tr><td colSpan={8}>{t('nothingToVerify')}</td></tr> : props.list.items.map((o) => (
              <tr key={o.orderId}>
                <td><AdminLink route="adminOrder" params={{ id: o.orderId }}>{o.number}</AdminLink></td>
                <td>{o.name}</td>
                <td>{tOrders(`payments.${o.paymentMethod}` as 'payments.bank-transfer')}</td>
                <td>{o.shippingMethod}</td>
                <td className="num">{o.copies}</td>
                <td className="num">{format.number(o.totalX100 / 100, { style: 'currency', currency: o.currency })}</td>
                <td>{when(o.paidAt ?? o.createdAt)}</td>
                <td>
                  {canPick && (
                    <Button type="button" $variant="primary" disabled={busy !== null} aria-label={`${t('pick')}: ${o.number}`} onClick={() => void pick(o.orderId)}>
                      {busy === o.orderId ? t('working') : t('pick')}
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </AdminFrame>
  );
}
