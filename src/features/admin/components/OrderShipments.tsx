import { useFormatter } from 'next-intl';
import { useTranslations } from '@/i18n/use-translations';
import type { Shipment } from '@/contracts/fulfilment';
import { labelUrl } from '../api/adminApi';
import { Card, Muted, Table } from './adminStyles';

const when = (format: ReturnType<typeof useFormatter>, iso: string) => format.dateTime(new Date(iso), { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Prague' });

/**
 * The order's parcels on its detail (issue 13 item 4): carrier, tracking number with the carrier's
 * tracking page, state, every logged event, and — for those who may print them (shipping) — the
 * label as ZPL and PDF. `shipments` null: the list could not be loaded.
 */
export function OrderShipments({ shipments, canPrint, staffNames }: { shipments: Shipment[] | null; canPrint: boolean; staffNames: Record<string, string> }) {
  const t = useTranslations('admin.order');
  const tf = useTranslations('admin.fulfilment');
  const format = useFormatter();
  return (
    <Card aria-label={t('shipments')}>
      <h2>{t('shipments')}</h2>
      {shipments === null ? <p role="alert">{t('shipmentsFailed')}</p> : shipments.length === 0 ? <p><Muted>{t('none')}</Muted></p> : (
        <Table aria-label={t('shipments')}>
          <thead><tr><th>{tf('carrier')}</th><th>{tf('tracking')}</th><th>{tf('shipmentState')}</th><th>{t('shipmentLog')}</th>{canPrint && <th>{tf('label')}</th>}</tr></thead>
          <tbody>
            {shipments.map((s) => (
              <tr key={s.id}>
                <td>{s.carrier}{s.codX100 > 0 && <><br /><Muted>{t('cod', { amount: format.number(s.codX100 / 100, { style: 'currency', currency: s.currency }) })}</Muted></>}</td>
                <td><a href={s.trackingUrl} target="_blank" rel="noreferrer">{s.trackingNumber}</a></td>
                <td>{tf(`shipmentStates.${s.state}`)}</td>
                <td>
                  <ul style={{ margin: 0, paddingLeft: 16 }}>
                    {s.log.map((entry, i) => (
                      <li key={i}>
                        {when(format, entry.at)} · {t.has(`shipmentEvents.${entry.event}` as 'shipmentEvents.created') ? t(`shipmentEvents.${entry.event}` as 'shipmentEvents.created') : entry.event}
                        {entry.actorStaffId !== null && <Muted> · {staffNames[String(entry.actorStaffId)] ?? t('staff', { id: entry.actorStaffId })}</Muted>}
                        {entry.carrierStatus && entry.event !== 'created' && <Muted> · {entry.carrierStatus}</Muted>}
                      </li>
                    ))}
                  </ul>
                </td>
                {canPrint && (
                  <td>
                    <a href={labelUrl(s.id, 'zpl')} download>{tf('labelZpl')}</a>{' · '}
                    <a href={labelUrl(s.id, 'pdf')} target="_blank" rel="noreferrer">{tf('labelPdf')}</a>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </Card>
  );
}
