import { useState } from 'react';
import Head from 'next/head';
import { useFormatter } from 'next-intl';
import { useTranslations } from '@/i18n/use-translations';
import toast from 'react-hot-toast';
import { z } from 'zod';
import { auditRackBody, auditStartBody, copyLabelText, type AuditList, type AuditView } from '@/contracts/warehouse';
import { HttpError } from '@/lib/http';
import { FormError, FormSelect, FormTextArea, FormTextField, setServerErrors, useZodForm } from '@/ui/form/hook-form';
import { auditStep, fetchAudit, scanAuditRack, startAudit } from '../api/warehouseApi';
import { AdminFrame } from '../components/AdminFrame';
import { useAdminFieldMessage } from '../components/adminForm';
import { Badge, Button, Card, Muted, Row, Table } from '../components/adminStyles';
import { useConfirm } from '../components/ConfirmDialog';
import { WarehouseDesks } from '../components/WarehouseDesks';
import type { AdminPageProps } from '../server/withAdmin';
import type { AdminAuditsData } from './adminWarehouseDesks.getServerSideProps';

export type AdminAuditsProps = AdminPageProps & AdminAuditsData;
type Summary = AuditList['items'][number];

/** The rack scan as typed: the codes one per line (or by spaces), piped into the contract's body. */
const scanForm = z.object({
  rack: z.string().trim().min(1).max(40),
  codes: z.string().max(100_000).transform((text) => text.split(/[\s,;]+/).map((c) => c.trim()).filter(Boolean)),
}).pipe(auditRackBody);

/**
 * /admin/sklad/inventury: branch audits (issue 15 item 4, SPEC §4). Start one per branch, scan
 * each rack (the codes found on it), see expected against scanned with the missing and the found
 * copies, relocate the found ones, then complete (missing → discarded, found → back on sale) or
 * cancel. Completing and cancelling ask first, saying what will happen.
 */
export default function AdminAuditsPage(props: AdminAuditsProps) {
  const t = useTranslations('admin.warehouse.audits');
  const format = useFormatter();
  const message = useAdminFieldMessage();
  const { confirm, dialog } = useConfirm();
  const [audits, setAudits] = useState<Summary[]>(props.audits ?? []);
  const [current, setCurrent] = useState<AuditView | null>(null);
  const [loading, setLoading] = useState<number | null>(null);
  const [loadError, setLoadError] = useState(false);
  const branches = props.branches?.items ?? [];
  const when = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Prague' });
  const explain = (error: unknown) => {
    if (!(error instanceof HttpError)) return String(error);
    const d = (error.details ?? {}) as { state?: string; code?: string };
    if (error.code === 'AUDIT_STATE_CONFLICT') return t('errors.state', { state: d.state ?? '?' });
    if (error.code === 'WAREHOUSE_CODE_UNKNOWN') return t('errors.unknownCode', { code: d.code ?? '?' });
    if (error.code === 'BUSINESS_RULE') return t('errors.otherBranch');
    return error.message;
  };
  const show = (audit: AuditView) => {
    setCurrent(audit);
    const summary: Summary = { id: audit.id, branch: audit.branch, state: audit.state, startedAt: audit.startedAt, finishedAt: audit.finishedAt, racks: audit.racks.length };
    setAudits((list) => [summary, ...list.filter((a) => a.id !== audit.id)].sort((a, b) => Number(b.state === 'open') - Number(a.state === 'open') || b.id - a.id));
  };
  const open = async (id: number) => {
    setLoading(id);
    setLoadError(false);
    try {
      setCurrent(await fetchAudit(id));
    } catch {
      setLoadError(true);
    } finally {
      setLoading(null);
    }
  };

  const form = useZodForm(auditStartBody, { defaultValues: { branch: branches[0]?.code ?? '' }, message });
  const start = form.handleSubmit(async ({ branch }) => {
    try {
      const audit = await startAudit(branch);
      show(audit);
      toast.success(t('started', { id: audit.id }));
    } catch (error) {
      setServerErrors(form, error, { otherwise: (e) => t('failed', { message: explain(e) }) });
    }
  });

  const step = (audit: AuditView, which: 'relocate' | 'complete' | 'cancel') => confirm({
    title: t(which),
    message: which === 'complete' ? t('confirmComplete', { id: audit.id, missing: audit.missing.length, found: audit.found.length })
      : which === 'cancel' ? t('confirmCancel', { id: audit.id }) : t('confirmRelocate', { count: audit.found.length }),
    confirmLabel: t(which), danger: which !== 'relocate',
    action: async () => {
      try {
        const next = await auditStep(audit.id, which);
        show(next);
        toast.success(which === 'relocate' ? t('relocated') : t(which === 'complete' ? 'completed' : 'cancelled', { id: next.id }));
      } catch (error) {
        toast.error(t('failed', { message: explain(error) }));
      }
    },
  });

  return (
    <AdminFrame props={props} current="/admin/sklad/inventury">
      <Head><title>{t('title')}</title></Head>
      <h1>{t('title')}</h1>
      <WarehouseDesks current="adminAudits" />
      <p><Muted>{t('intro')}</Muted></p>

      <Card aria-labelledby="audit-start">
        <h2 id="audit-start">{t('start')}</h2>
        {props.branches === null ? <p role="alert">{t('branchesError')}</p> : (
          <form onSubmit={(e) => void start(e)} noValidate>
            <Row>
              <FormSelect form={form} name="branch" id="audit-branch" label={t('branch')}>
                {branches.map((b) => <option key={b.code} value={b.code}>{b.code} · {b.name}</option>)}
              </FormSelect>
              <Button type="submit" $variant="primary" disabled={form.formState.isSubmitting} aria-busy={form.formState.isSubmitting}>{t('startSubmit')}</Button>
            </Row>
            <FormError form={form} />
          </form>
        )}
      </Card>

      <h2>{t('list')}</h2>
      {props.audits === null ? <p role="alert">{t('loadError')}</p> : audits.length === 0 ? <p>{t('empty')}</p> : (
        <Table aria-label={t('list')}>
          <thead><tr><th>{t('columns.id')}</th><th>{t('columns.branch')}</th><th>{t('columns.state')}</th><th>{t('columns.started')}</th><th className="num">{t('columns.racks')}</th><th /></tr></thead>
          <tbody>
            {audits.map((a) => (
              <tr key={a.id} aria-current={current?.id === a.id ? 'true' : undefined}>
                <td>#{a.id}</td><td>{a.branch}</td><td>{t(`states.${a.state}`)}</td><td>{when(a.startedAt)}</td><td className="num">{a.racks}</td>
                <td><Button type="button" onClick={() => void open(a.id)} disabled={loading === a.id} aria-busy={loading === a.id}>{t('open')} #{a.id}</Button></td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      <div aria-live="polite">
        {loading !== null && <p>{t('loading')}</p>}
        {loadError && <p role="alert">{t('loadOneError')}</p>}
      </div>
      {current && <AuditDetail audit={current} onScanned={show} explain={explain} onStep={step} when={when} />}
      {dialog}
    </AdminFrame>
  );
}

interface DetailProps {
  audit: AuditView;
  onScanned: (a: AuditView) => void;
  explain: (e: unknown) => string;
  onStep: (a: AuditView, which: 'relocate' | 'complete' | 'cancel') => void;
  when: (iso: string) => string;
}

function AuditDetail({ audit, onScanned, explain, onStep, when }: DetailProps) {
  const t = useTranslations('admin.warehouse.audits');
  const message = useAdminFieldMessage();
  const form = useZodForm(scanForm, { defaultValues: { rack: '', codes: '' }, message });
  const scan = form.handleSubmit(async ({ rack, codes }) => {
    try {
      const next = await scanAuditRack(audit.id, rack, codes);
      onScanned(next);
      const row = next.racks.find((r) => r.rack === rack.toUpperCase()) ?? next.racks.find((r) => r.rack.toUpperCase() === rack.toUpperCase());
      toast.success(t('scanned', { rack, expected: row?.expected ?? 0, scanned: row?.scanned ?? codes.length }));
      form.reset({ rack: '', codes: '' });
    } catch (error) {
      setServerErrors(form, error, { otherwise: (e) => t('failed', { message: explain(e) }) });
    }
  });
  const isOpen = audit.state === 'open';
  return (
    <Card aria-labelledby="audit-current" data-testid="audit-current">
      <h2 id="audit-current">{t('audit', { id: audit.id, branch: audit.branch })} <Badge>{t(`states.${audit.state}`)}</Badge></h2>
      {isOpen && (
        <form onSubmit={(e) => void scan(e)} noValidate aria-labelledby="audit-scan">
          <h3 id="audit-scan">{t('scan')}</h3>
          <FormTextField form={form} name="rack" id="audit-rack" label={t('rack')} autoComplete="off" />
          <FormTextArea form={form} name="codes" id="audit-codes" label={t('codes')} hint={t('codesHint')} rows={5} />
          <Row><Button type="submit" $variant="primary" disabled={form.formState.isSubmitting} aria-busy={form.formState.isSubmitting}>{t('scanSubmit')}</Button></Row>
          <FormError form={form} />
        </form>
      )}
      <h3>{t('racks')}</h3>
      {audit.racks.length === 0 ? <p><Muted>{t('noRacks')}</Muted></p> : (
        <Table aria-label={t('racks')}>
          <thead><tr><th>{t('rackColumns.rack')}</th><th className="num">{t('rackColumns.expected')}</th><th className="num">{t('rackColumns.scanned')}</th><th className="num">{t('rackColumns.difference')}</th><th>{t('rackColumns.at')}</th></tr></thead>
          <tbody>{audit.racks.map((r) => (
            <tr key={r.rack}><td>{r.rack}</td><td className="num">{r.expected}</td><td className="num">{r.scanned}</td><td className="num">{r.scanned - r.expected}</td><td>{when(r.scannedAt)}</td></tr>
          ))}</tbody>
        </Table>
      )}
      <h3>{t('missing')}</h3>
      {audit.missing.length === 0 ? <p><Muted>{t('noMissing')}</Muted></p> : (
        <Table aria-label={t('missing')}>
          <thead><tr><th>{t('copy')}</th><th>{t('rack')}</th><th>{t('order')}</th></tr></thead>
          <tbody>{audit.missing.map((m) => <tr key={m.copyId}><td>{copyLabelText(m.copyId)}</td><td>{m.rack}</td><td>{m.orderNumber ?? '—'}</td></tr>)}</tbody>
        </Table>
      )}
      <h3>{t('found')}</h3>
      {audit.found.length === 0 ? <p><Muted>{t('noFound')}</Muted></p> : (
        <Table aria-label={t('found')}>
          <thead><tr><th>{t('copy')}</th><th>{t('rack')}</th><th>{t('expectedAt')}</th></tr></thead>
          <tbody>{audit.found.map((f) => <tr key={f.copyId}><td>{copyLabelText(f.copyId)}</td><td>{f.rack}</td><td>{f.expectedAt ?? '—'}</td></tr>)}</tbody>
        </Table>
      )}
      {isOpen && (
        <Row>
          <Button type="button" disabled={audit.found.length === 0} onClick={() => onStep(audit, 'relocate')}>{t('relocate')}</Button>
          <Button type="button" $variant="primary" onClick={() => onStep(audit, 'complete')}>{t('complete')}</Button>
          <Button type="button" $variant="danger" onClick={() => onStep(audit, 'cancel')}>{t('cancel')}</Button>
        </Row>
      )}
    </Card>
  );
}
