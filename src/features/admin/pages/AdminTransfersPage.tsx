import { useState } from 'react';
import Head from 'next/head';
import { useFormatter } from 'next-intl';
import { useTranslations } from '@/i18n/use-translations';
import toast from 'react-hot-toast';
import { scanCodeBody, transferCreateBody, type TransferView } from '@/contracts/warehouse';
import { HttpError } from '@/lib/http';
import { FormError, FormSelect, FormTextField, setServerErrors, useZodForm } from '@/ui/form/hook-form';
import { addCrateToTransfer, createTransfer, setTransferStatus, stockTransfer } from '../api/warehouseApi';
import { AdminFrame } from '../components/AdminFrame';
import { useAdminFieldMessage } from '../components/adminForm';
import { Badge, Button, Card, Muted, Row } from '../components/adminStyles';
import { useConfirm } from '../components/ConfirmDialog';
import { WarehouseDesks } from '../components/WarehouseDesks';
import type { AdminPageProps } from '../server/withAdmin';
import type { AdminTransfersData } from './adminWarehouseDesks.getServerSideProps';

export type AdminTransfersProps = AdminPageProps & AdminTransfersData;
type Step = 'sent' | 'received' | 'stocked' | 'cancelled';
/** What each state allows next (the API checks it again: 409 TRANSFER_STATE_CONFLICT). */
const NEXT: Record<TransferView['state'], Step[]> = { open: ['sent', 'cancelled'], sent: ['received'], received: ['stocked'], stocked: [], cancelled: [] };

/** The form's schema: the contract's, plus "another branch" (the API says VALIDATION_FAILED too). */
const createSchema = transferCreateBody.refine((v) => v.from !== v.to, { path: ['to'], message: 'same' });

/**
 * /admin/sklad/presuny: transfer packages between branches (issue 15 item 4, SPEC §4). Open a
 * package from one branch to another, scan crates into it, send it; the receiving branch receives
 * it and sets it stocked (its crates then stand there). Every status change asks first.
 */
export default function AdminTransfersPage(props: AdminTransfersProps) {
  const t = useTranslations('admin.warehouse.transfers');
  const message = useAdminFieldMessage();
  const { confirm, dialog } = useConfirm();
  const [packages, setPackages] = useState<TransferView[]>(props.transfers ?? []);
  const branches = props.branches?.items ?? [];
  const explain = (error: unknown) => {
    if (!(error instanceof HttpError)) return String(error);
    const d = (error.details ?? {}) as { state?: string; code?: string };
    if (error.code === 'TRANSFER_STATE_CONFLICT') return t('errors.state', { state: d.state ?? '?' });
    if (error.code === 'WAREHOUSE_CODE_UNKNOWN') return t('errors.unknownCode', { code: d.code ?? '?' });
    return error.message;
  };
  const replace = (next: TransferView) => setPackages((list) => [next, ...list.filter((p) => p.id !== next.id)].sort((a, b) => b.id - a.id));

  const form = useZodForm(createSchema, {
    defaultValues: { from: branches[0]?.code ?? '', to: branches[1]?.code ?? '' },
    message: (issue) => (issue.message === 'same' ? t('sameBranch') : message(issue)),
  });
  const create = form.handleSubmit(async (values) => {
    try {
      const made = await createTransfer(values.from, values.to);
      replace(made);
      toast.success(t('created', { id: made.id }));
    } catch (error) {
      setServerErrors(form, error, { otherwise: (e) => t('failed', { message: explain(e) }) });
    }
  });

  const step = (p: TransferView, to: Step) => confirm({
    title: t(`actions.${to}`), message: t(`confirm.${to}`, { id: p.id, count: p.crates.length, to: p.to }),
    confirmLabel: t(`actions.${to}`), danger: to === 'cancelled',
    action: async () => {
      try {
        const next = to === 'stocked' ? await stockTransfer(p.id) : await setTransferStatus(p.id, to);
        replace(next);
        toast.success(t('done', { id: next.id, state: t(`states.${next.state}`) }));
      } catch (error) {
        toast.error(t('failed', { message: explain(error) }));
      }
    },
  });

  return (
    <AdminFrame props={props} current="/admin/sklad/presuny">
      <Head><title>{t('title')}</title></Head>
      <h1>{t('title')}</h1>
      <WarehouseDesks current="adminTransfers" />
      <p><Muted>{t('intro')}</Muted></p>

      <Card aria-labelledby="transfer-create">
        <h2 id="transfer-create">{t('create')}</h2>
        {props.branches === null ? <p role="alert">{t('branchesError')}</p> : (
          <form onSubmit={(e) => void create(e)} noValidate>
            <Row>
              <FormSelect form={form} name="from" id="transfer-from" label={t('from')}>
                {branches.map((b) => <option key={b.code} value={b.code}>{b.code} · {b.name}</option>)}
              </FormSelect>
              <FormSelect form={form} name="to" id="transfer-to" label={t('to')}>
                {branches.map((b) => <option key={b.code} value={b.code}>{b.code} · {b.name}</option>)}
              </FormSelect>
              <Button type="submit" $variant="primary" disabled={form.formState.isSubmitting} aria-busy={form.formState.isSubmitting}>{t('createSubmit')}</Button>
            </Row>
            <FormError form={form} />
          </form>
        )}
      </Card>

      <h2>{t('list')}</h2>
      {props.transfers === null ? <p role="alert">{t('loadError')}</p> : packages.length === 0 ? <p>{t('empty')}</p> : packages.map((p) => (
        <Card key={p.id} aria-labelledby={`transfer-${p.id}`} data-testid={`transfer-${p.id}`}>
          <h3 id={`transfer-${p.id}`}>{t('package', { id: p.id, from: p.from, to: p.to })} <Badge>{t(`states.${p.state}`)}</Badge></h3>
          <p>{t('crates')}: {p.crates.length === 0 ? <Muted>{t('noCrates')}</Muted> : p.crates.join(', ')}</p>
          {p.state === 'open' && <AddCrate id={p.id} onAdded={replace} explain={explain} />}
          {NEXT[p.state].length > 0 && (
            <Row>
              {NEXT[p.state].map((to) => (
                <Button key={to} type="button" $variant={to === 'cancelled' ? 'danger' : 'primary'} onClick={() => step(p, to)}>{t(`actions.${to}`)}</Button>
              ))}
            </Row>
          )}
          <Journal journal={p.journal} />
        </Card>
      ))}
      {dialog}
    </AdminFrame>
  );
}

/** Scan a crate into an open package. */
function AddCrate({ id, onAdded, explain }: { id: number; onAdded: (p: TransferView) => void; explain: (e: unknown) => string }) {
  const t = useTranslations('admin.warehouse.transfers');
  const message = useAdminFieldMessage();
  const form = useZodForm(scanCodeBody, { defaultValues: { code: '' }, message });
  const add = form.handleSubmit(async ({ code }) => {
    try {
      const next = await addCrateToTransfer(id, code);
      onAdded(next);
      form.reset({ code: '' });
      toast.success(t('crateAdded', { crate: code.toUpperCase(), id }));
    } catch (error) {
      setServerErrors(form, error, { otherwise: (e) => t('failed', { message: explain(e) }) });
    }
  });
  return (
    <form onSubmit={(e) => void add(e)} noValidate>
      <Row>
        <FormTextField form={form} name="code" id={`transfer-${id}-crate`} label={t('crateCode')} autoComplete="off" />
        <Button type="submit" disabled={form.formState.isSubmitting} aria-busy={form.formState.isSubmitting}>{t('addCrate')}</Button>
      </Row>
      <FormError form={form} />
    </form>
  );
}

function Journal({ journal }: { journal: TransferView['journal'] }) {
  const t = useTranslations('admin.warehouse.transfers');
  const format = useFormatter();
  const state = (s: string | null) => (s && s in NEXT ? t(`states.${s as TransferView['state']}`) : '—');
  return (
    <details>
      <summary>{t('journal')}</summary>
      <ul>{journal.map((j) => <li key={`${j.at}-${j.to}`}>{t('journalLine', { at: format.dateTime(new Date(j.at), { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Prague' }), from: state(j.from), to: state(j.to) })}</li>)}</ul>
    </details>
  );
}
