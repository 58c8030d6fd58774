import { useEffect, useRef, useState, type FormEvent } from 'react';
import Head from 'next/head';
import { useRouter } from 'next/router';
import { useFormatter } from 'next-intl';
import { useTranslations } from '@/i18n/use-translations';
import toast from 'react-hot-toast';
import type { PackingDetail, PackingState } from '@/contracts/fulfilment';
import { HttpError } from '@/lib/http';
import { labelUrl, packingAction, shipOrder } from '../api/adminApi';
import { AdminFrame } from '../components/AdminFrame';
import { AdminLink } from '../components/AdminLink';
import { useConfirm } from '../components/ConfirmDialog';
import { Badge, Button, Card, Field, Muted, Row, Table } from '../components/adminStyles';
import type { AdminPageProps } from '../server/withAdmin';

export interface AdminPackingProps extends AdminPageProps { detail: PackingDetail }

const PICKABLE = (d: PackingDetail) => d.state === 'paid' || (d.state === 'new' && d.paymentMethod === 'cash-on-delivery');

/**
 * /admin/baleni/[id]: the packing desk, keyboard first — the scanner (a keyboard wedge) types a
 * copy's label and Enter into the focused field; each scan is checked by the server (a copy of
 * another order or one scanned twice stops with its message, nothing changes). Then pack, ship
 * (asks first: the parcel is created at the carrier) and print the label (ZPL or PDF).
 */
export default function AdminPackingPage(props: AdminPackingProps) {
  const t = useTranslations('admin.fulfilment');
  const format = useFormatter();
  const router = useRouter();
  const input = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<PackingState>(props.detail);
  const [busy, setBusy] = useState(false);
  const { confirm, dialog } = useConfirm();
  const [problem, setProblem] = useState<string | null>(null);
  const [last, setLast] = useState<string | null>(null);
  const detail = props.detail;
  // A reload after pack or ship brings the server's view: it replaces what the scans built up.
  useEffect(() => setState(props.detail), [props.detail]);
  const mine = state.holder?.staffId === props.employee?.id;
  const heldByOther = state.holder !== null && !mine;
  const scanned = state.lines.filter((l) => l.scanned).length;
  const when = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Prague' });

  /** The desk's own words for the stops a packer meets every day; anything else as the API says it. */
  const explain = (error: unknown): string => {
    if (!(error instanceof HttpError)) return String(error);
    const d = (error.details ?? {}) as { copyId?: number; otherOrder?: string | null; reason?: string; holder?: { name?: string }; missing?: number[] };
    switch (error.code) {
      case 'COPY_NOT_IN_ORDER':
        if (d.reason === 'not-a-copy-label') return t('errors.notALabel');
        return d.otherOrder ? t('errors.otherOrder', { copy: String(d.copyId), order: d.otherOrder }) : t('errors.notOrdered', { copy: String(d.copyId) });
      case 'COPY_ALREADY_SCANNED': return t('errors.alreadyScanned', { copy: String(d.copyId) });
      case 'FULFILMENT_HELD': return t('errors.held', { name: d.holder?.name ?? '?' });
      case 'PACKING_INCOMPLETE': return t('errors.incomplete', { count: d.missing?.length ?? 0 });
      default: return error.message;
    }
  };
  const fail = (error: unknown) => {
    const message = explain(error);
    setProblem(message);
    toast.error(t('failed', { message }));
  };
  const reload = () => router.replace(router.asPath, undefined, { scroll: false });

  const scan = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = input.current?.value.trim() ?? '';
    if (!code) return;
    setBusy(true);
    try {
      const next = await packingAction(detail.orderId, 'scan', { code }, crypto.randomUUID());
      setState(next);
      setProblem(null);
      const line = next.lines.find((l) => l.copyId === next.scannedCopyId);
      setLast(t('scannedCopy', { title: line?.title ?? code }));
      toast.success(t('scannedCopy', { title: line?.title ?? code }));
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
      if (input.current) {
        input.current.value = '';
        input.current.focus();
      }
    }
  };

  const run = async (action: 'pick' | 'release' | 'pack', done: string) => {
    setBusy(true);
    try {
      setState(await packingAction(detail.orderId, action, action === 'release' ? {} : undefined, crypto.randomUUID()));
      setProblem(null);
      toast.success(done);
      await reload();
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  };

  const ship = () => confirm({
    title: t('shipTitle', { number: detail.number }), message: t('shipConfirm', { number: detail.number }), confirmLabel: t('ship'),
    action: async () => {
      setBusy(true);
      try {
        const sent = await shipOrder(detail.orderId, crypto.randomUUID());
        toast.success(t('shipped', { tracking: sent.trackingNumber }));
        await reload();
      } catch (error) {
        fail(error);
      } finally {
        setBusy(false);
      }
    },
  });

  return (
    <AdminFrame props={props} current="/admin/rozpracovane">
      <Head><title>{t('packingHeading', { number: detail.number })}</title></Head>
      <p><AdminLink route="adminInProgress">← {t('back')}</AdminLink></p>
      <h1>{t('packingHeading', { number: detail.number })}</h1>
      <p>
        <Badge role="status" aria-label={t('orderState')}>{t(`orderStates.${state.state}` as 'orderStates.paid')}</Badge>{' '}
        <Muted>{detail.name} · {detail.shippingMethod} · <AdminLink route="adminOrder" params={{ id: detail.orderId }}>{t('openOrder')}</AdminLink></Muted>
      </p>
      {state.holder && (
        <p><Muted>{t('heldBy', { name: state.holder.name, stage: t(`stages.${state.stage ?? 'picking'}`), since: when(state.since ?? new Date().toISOString()) })}</Muted></p>
      )}

      {PICKABLE(detail) && state.state !== 'packed' && !heldByOther && (
        <Card aria-label={t('scanner')}>
          <form onSubmit={scan} aria-describedby="scan-help">
            <Row>
              <Field>{t('copyLabel')}
                {/* The scanner types the label and Enter: the field keeps focus after every scan (read-only while a scan is checked, never disabled: a disabled field loses focus). */}
                <input ref={input} name="code" autoFocus autoComplete="off" inputMode="numeric" readOnly={busy} aria-busy={busy} aria-invalid={problem !== null} />
              </Field>
              <Button type="submit" $variant="primary" disabled={busy}>{t('scan')}</Button>
            </Row>
            <p id="scan-help"><Muted>{t('scanHelp')}</Muted></p>
          </form>
          <p aria-live="polite">{t('progress', { scanned, total: state.lines.length })}{last ? ` · ${last}` : ''}</p>
          {problem && <p role="alert" style={{ color: '#a4161a', fontWeight: 600 }}>{problem}</p>}
        </Card>
      )}
      {heldByOther && <p role="alert">{t('heldByOther', { name: state.holder!.name })}</p>}

      <h2>{t('copiesHeading')}</h2>
      <Table>
        <thead><tr><th>{t('copy')}</th><th>{t('location')}</th><th>{t('inParcel')}</th></tr></thead>
        <tbody>
          {state.lines.map((l) => (
            <tr key={l.copyId}>
              <td>{l.title} <Muted>#{l.copyId}</Muted></td>
              <td>{l.location ?? <Muted>{t('noLocation')}</Muted>}</td>
              <td>{l.scanned ? <Badge aria-label={t('inParcel')}>✓ {t('yes')}</Badge> : <Muted>{t('no')}</Muted>}</td>
            </tr>
          ))}
        </tbody>
      </Table>

      <Row style={{ marginTop: 16 }}>
        {PICKABLE(detail) && !state.holder && <Button type="button" disabled={busy} onClick={() => void run('pick', t('picked'))}>{t('pick')}</Button>}
        {mine && <Button type="button" disabled={busy || !state.complete} $variant="primary" onClick={() => void run('pack', t('packed'))}>{t('pack')}</Button>}
        {mine && <Button type="button" disabled={busy} onClick={() => void run('release', t('released'))}>{t('release')}</Button>}
        {state.state === 'packed' && <Button type="button" $variant="primary" disabled={busy} onClick={ship}>{t('ship')}</Button>}
      </Row>

      {detail.shipments.length > 0 && (
        <>
          <h2>{t('shipmentsHeading')}</h2>
          <Table>
            <thead><tr><th>{t('carrier')}</th><th>{t('tracking')}</th><th>{t('shipmentState')}</th><th>{t('label')}</th></tr></thead>
            <tbody>
              {detail.shipments.map((s) => (
                <tr key={s.id}>
                  <td>{s.carrier}</td>
                  <td><a href={s.trackingUrl} target="_blank" rel="noreferrer">{s.trackingNumber}</a></td>
                  <td>{t(`shipmentStates.${s.state}`)}</td>
                  <td>
                    <a href={labelUrl(s.id, 'zpl')} download>{t('labelZpl')}</a>{' · '}
                    <a href={labelUrl(s.id, 'pdf')} target="_blank" rel="noreferrer">{t('labelPdf')}</a>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </>
      )}
      {dialog}
    </AdminFrame>
  );
}
