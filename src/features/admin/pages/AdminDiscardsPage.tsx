import { useCallback, useEffect, useState } from 'react';
import Head from 'next/head';
import { useFormatter } from 'next-intl';
import { useTranslations } from '@/i18n/use-translations';
import toast from 'react-hot-toast';
import { z } from 'zod';
import { copyLabelText, DISCARD_REASONS, discardCandidatesQuery } from '@/contracts/warehouse';
import { HttpError } from '@/lib/http';
import { VisuallyHidden } from '@/ui';
import { FormTextField, useZodForm } from '@/ui/form/hook-form';
import { discardCopy, fetchDiscardCandidates } from '../api/warehouseApi';
import { adminClient } from '../api/adminApi';
import { AdminFrame } from '../components/AdminFrame';
import { optionalInt, useAdminFieldMessage } from '../components/adminForm';
import { Badge, Button, Field, Muted, Row, Table } from '../components/adminStyles';
import { useConfirm } from '../components/ConfirmDialog';
import { WarehouseDesks } from '../components/WarehouseDesks';
import type { AdminPageProps } from '../server/withAdmin';

type Candidates = Awaited<ReturnType<typeof fetchDiscardCandidates>>;
type Reason = (typeof DISCARD_REASONS)[number];
type Load = { state: 'loading' } | { state: 'error' } | { state: 'ready'; data: Candidates };

/** The age filter as typed ('' = the shop's setting), checked by the contract's query schema. */
const filterForm = z.object({ olderThanDays: z.preprocess(optionalInt, discardCandidatesQuery.shape.olderThanDays) });

/**
 * /admin/sklad/vyrazeni: discard candidates (issue 15 item 6, SPEC §4 "books discarded"): copies
 * unsold for longer than N days (the shop's setting unless the filter says otherwise), oldest
 * first. Each is discarded with a reason after a confirmation; a commission copy is withdrawn and
 * waits for its seller instead (the API decides, the dialog says so).
 */
export default function AdminDiscardsPage(props: AdminPageProps) {
  const t = useTranslations('admin.warehouse.discards');
  const format = useFormatter();
  const message = useAdminFieldMessage();
  const { confirm, dialog } = useConfirm();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [days, setDays] = useState<number | undefined>(undefined);
  const [reasons, setReasons] = useState<Record<number, Reason>>({});

  const reload = useCallback(async (olderThanDays: number | undefined) => {
    setLoad({ state: 'loading' });
    try {
      setLoad({ state: 'ready', data: await fetchDiscardCandidates(adminClient(), olderThanDays) });
    } catch {
      setLoad({ state: 'error' });
    }
  }, []);
  useEffect(() => { void reload(undefined); }, [reload]);

  const form = useZodForm(filterForm, { defaultValues: { olderThanDays: '' }, message });
  const filter = form.handleSubmit(async ({ olderThanDays }) => {
    setDays(olderThanDays);
    await reload(olderThanDays);
  });

  const discard = (item: Candidates['items'][number]) => {
    const reason = reasons[item.copyId] ?? 'unsold';
    const label = copyLabelText(item.copyId);
    confirm({
      title: t('discardLabel', { label }),
      message: item.commission ? t('confirmCommission', { label, title: item.title }) : t('confirm', { label, title: item.title, reason: t(`reasons.${reason}`) }),
      confirmLabel: t('discard'), danger: true,
      action: async () => {
        try {
          const done = await discardCopy(item.copyId, { reason });
          toast.success(done.status === 'awaiting_seller' ? t('doneCommission', { label }) : t('done', { label }));
          setLoad((l) => (l.state === 'ready' ? { state: 'ready', data: { ...l.data, items: l.data.items.filter((i) => i.copyId !== item.copyId) } } : l));
        } catch (error) {
          toast.error(t('failed', { message: error instanceof HttpError ? error.message : String(error) }));
        }
      },
    });
  };

  return (
    <AdminFrame props={props} current="/admin/sklad/vyrazeni">
      <Head><title>{t('title')}</title></Head>
      <h1>{t('title')}</h1>
      <WarehouseDesks current="adminDiscards" />
      <p><Muted>{t('intro')}</Muted></p>
      <form onSubmit={(e) => void filter(e)} noValidate>
        <Row>
          <FormTextField form={form} name="olderThanDays" id="discard-days" label={t('olderThan')} inputMode="numeric" autoComplete="off" />
          <Button type="submit" disabled={load.state === 'loading'}>{t('filter')}</Button>
        </Row>
      </form>
      <div aria-live="polite" aria-busy={load.state === 'loading'}>
        {load.state === 'loading' && <p>{t('loading')}</p>}
        {load.state === 'error' && (
          <p role="alert">{t('loadError')} <Button type="button" onClick={() => void reload(days)}>{t('retry')}</Button></p>
        )}
        {load.state === 'ready' && (load.data.items.length === 0 ? <p>{t('empty', { days: load.data.olderThanDays })}</p> : (
          <>
            <p>{t('count', { count: load.data.items.length, days: load.data.olderThanDays })}</p>
            <Table aria-label={t('title')}>
              <thead><tr>
                <th>{t('columns.copy')}</th><th>{t('columns.title')}</th><th>{t('columns.location')}</th><th>{t('columns.stocked')}</th><th>{t('columns.reason')}</th><th>{t('columns.action')}</th>
              </tr></thead>
              <tbody>
                {load.data.items.map((item) => {
                  const label = copyLabelText(item.copyId);
                  return (
                    <tr key={item.copyId}>
                      <td>{label} {item.commission && <Badge>{t('commission')}</Badge>}</td>
                      <td>{item.title}</td>
                      <td>{item.location ?? '—'}</td>
                      <td>{format.dateTime(new Date(item.stockedAt), { dateStyle: 'short', timeZone: 'Europe/Prague' })}</td>
                      <td>
                        <Field>
                          <VisuallyHidden>{t('columns.reason')} {label}</VisuallyHidden>
                          <select value={reasons[item.copyId] ?? 'unsold'} onChange={(e) => setReasons((r) => ({ ...r, [item.copyId]: e.target.value as Reason }))}>
                            {DISCARD_REASONS.map((r) => <option key={r} value={r}>{t(`reasons.${r}`)}</option>)}
                          </select>
                        </Field>
                      </td>
                      <td><Button type="button" $variant="danger" aria-label={t('discardLabel', { label })} onClick={() => discard(item)}>{t('discard')}</Button></td>
                    </tr>
                  );
                })}
              </tbody>
            </Table>
          </>
        ))}
      </div>
      {dialog}
    </AdminFrame>
  );
}
