import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import Head from 'next/head';
import { useTranslations } from '@/i18n/use-translations';
import toast from 'react-hot-toast';
import { copyIdFromLabel } from '@/contracts/fulfilment';
import { copyLabelText, isCrateCode, type BranchList, type CrateView } from '@/contracts/warehouse';
import { HttpError } from '@/lib/http';
import { copyLabelPdfUrl, createCrate, fetchCrate, moveTo, printCopyLabel } from '../api/warehouseApi';
import { AdminFrame } from '../components/AdminFrame';
import { WarehouseDesks } from '../components/WarehouseDesks';
import { Button, Card, Field, Muted, Row, Table } from '../components/adminStyles';
import type { AdminPageProps } from '../server/withAdmin';

export interface AdminWarehouseProps extends AdminPageProps { branches: BranchList | null }

interface LabelLink { copyId: number; zpl: string }

/**
 * /admin/sklad: the shelving desk, keyboard first. One field takes every scan (the scanner types
 * the code and Enter): a copy label (its id label is printed, then it goes into the open crate or
 * waits for one), a crate code (opens the crate; a waiting copy goes in), a rack code (the open
 * crate — or the waiting copy — goes onto it). Esc clears the selection. Every move is the API's
 * journaled warehouse move.
 */
export default function AdminWarehousePage(props: AdminWarehouseProps) {
  const t = useTranslations('admin.warehouse');
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [printLabels, setPrintLabels] = useState(true);
  const [copy, setCopy] = useState<number | null>(null);
  const [crate, setCrate] = useState<CrateView | null>(null);
  const [label, setLabel] = useState<LabelLink | null>(null);
  const [log, setLog] = useState<string[]>([]);
  const [problem, setProblem] = useState<string | null>(null);

  const say = (message: string) => {
    setLog((l) => [message, ...l].slice(0, 10));
    setProblem(null);
    toast.success(message);
  };
  const explain = (error: unknown): string => {
    if (!(error instanceof HttpError)) return String(error);
    const d = (error.details ?? {}) as { code?: string; state?: string };
    switch (error.code) {
      case 'WAREHOUSE_CODE_UNKNOWN': return t('errors.unknownCode', { code: d.code ?? '?' });
      case 'CRATE_NOT_EMPTY': return t('errors.crateNotEmpty');
      case 'COPY_STATE_CONFLICT': return t('errors.copyState', { state: d.state ?? '?' });
      default: return error.message;
    }
  };

  const handle = async (code: string) => {
    const copyId = copyIdFromLabel(code);
    if (copyId !== null) {
      const text = copyLabelText(copyId);
      if (printLabels) {
        const printed = await printCopyLabel(copyId);
        setLabel({ copyId, zpl: printed.zpl });
        say(t('labelPrinted', { label: text }));
      }
      if (crate) {
        await moveTo(text, crate.code);
        setCrate(await fetchCrate(crate.code));
        setCopy(null);
        say(t('copyIntoCrate', { label: text, crate: crate.code }));
      } else {
        setCopy(copyId);
        say(t('copyWaiting', { label: text }));
      }
      return;
    }
    if (isCrateCode(code)) {
      const opened = await fetchCrate(code);
      if (copy !== null) {
        await moveTo(copyLabelText(copy), opened.code);
        say(t('copyIntoCrate', { label: copyLabelText(copy), crate: opened.code }));
        setCopy(null);
        setCrate(await fetchCrate(opened.code));
      } else {
        setCrate(opened);
        say(t('crateOpened', { crate: opened.code }));
      }
      return;
    }
    // Anything else is a rack.
    if (crate) {
      const moved = await moveTo(crate.code, code);
      say(t('crateOntoRack', { crate: crate.code, rack: moved.to.rack ?? code }));
      setCrate(null);
    } else if (copy !== null) {
      const moved = await moveTo(copyLabelText(copy), code);
      say(t('copyOntoRack', { label: copyLabelText(copy), rack: moved.to.rack ?? code }));
      setCopy(null);
    } else {
      setProblem(t('nothingToPlace', { rack: code }));
    }
  };

  const scan = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = input.current?.value.trim() ?? '';
    if (!code) return;
    setBusy(true);
    try {
      await handle(code);
    } catch (error) {
      const message = explain(error);
      setProblem(message);
      toast.error(t('errors.failed', { message }));
    } finally {
      setBusy(false);
      if (input.current) {
        input.current.value = '';
        input.current.focus();
      }
    }
  };

  const clear = () => {
    setCopy(null);
    setCrate(null);
    setProblem(null);
    toast(t('cleared'));
    input.current?.focus();
  };
  const onKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') clear();
  };
  const newCrate = async () => {
    setBusy(true);
    try {
      const made = await createCrate(props.branches?.items[0]?.code);
      setCrate(made);
      say(t('crateCreated', { crate: made.code }));
    } catch (error) {
      setProblem(explain(error));
    } finally {
      setBusy(false);
      input.current?.focus();
    }
  };

  return (
    <AdminFrame props={props} current="/admin/sklad">
      <Head><title>{t('title')}</title></Head>
      <h1>{t('title')}</h1>
      <p id="warehouse-help"><Muted>{t('intro')}</Muted></p>
      <WarehouseDesks current="adminWarehouse" />
      <Card aria-label={t('scanLabel')}>
        <form onSubmit={scan} aria-describedby="warehouse-help">
          <Row>
            <Field>{t('scanLabel')}
              {/* The field keeps focus after every scan (read-only while a scan is checked, never disabled). */}
              <input ref={input} name="code" autoFocus autoComplete="off" readOnly={busy} aria-busy={busy} aria-invalid={problem !== null} onKeyDown={onKey} />
            </Field>
            <Button type="submit" $variant="primary" disabled={busy}>{t('scan')}</Button>
            <Button type="button" onClick={clear}>{t('clear')}</Button>
            <Button type="button" disabled={busy} onClick={() => void newCrate()}>{t('newCrate')}</Button>
          </Row>
          <p>
            <label><input type="checkbox" checked={printLabels} onChange={(e) => setPrintLabels(e.target.checked)} /> {t('printLabels')}</label>
          </p>
        </form>
        <p aria-live="polite">
          {t('currentCopy')}: <strong data-testid="current-copy">{copy === null ? t('noCopy') : copyLabelText(copy)}</strong>
          {' · '}
          {t('currentCrate')}: <strong data-testid="current-crate">{crate?.code ?? t('none')}</strong>
        </p>
        {problem && <p role="alert" style={{ color: '#a4161a', fontWeight: 600 }}>{problem}</p>}
        {label && (
          <p>
            <a href={copyLabelPdfUrl(label.copyId)} target="_blank" rel="noreferrer">{t('labelPdf', { label: copyLabelText(label.copyId) })}</a>
            {' · '}
            <a href={`data:text/plain;charset=utf-8,${encodeURIComponent(label.zpl)}`} download={`${copyLabelText(label.copyId)}.zpl`}>{t('labelZpl')}</a>
          </p>
        )}
      </Card>

      {crate && (
        <Card aria-label={t('crateContents', { crate: crate.code })}>
          <h2>{t('crateContents', { crate: crate.code })}</h2>
          <p><Muted>{t('location')}: {[crate.place.branch, crate.place.rack].filter(Boolean).join(' · ') || '—'}</Muted></p>
          {crate.copies.length === 0 ? <p>{t('crateEmpty')}</p> : (
            <ul>{crate.copies.map((c) => <li key={c.copyId}>{copyLabelText(c.copyId)} · {c.title}</li>)}</ul>
          )}
        </Card>
      )}

      <h2>{t('log')}</h2>
      {log.length === 0 ? <p><Muted>{t('logEmpty')}</Muted></p> : <ol aria-label={t('log')}>{log.map((line, i) => <li key={`${i}-${line}`}>{line}</li>)}</ol>}

      <h2>{t('branches')}</h2>
      {props.branches === null ? <p role="alert">{t('loadError')}</p> : props.branches.items.length === 0 ? <p>{t('noBranches')}</p> : (
        props.branches.items.map((b) => (
          <section key={b.code} aria-label={b.name}>
            <h3>{b.code} · {b.name}</h3>
            <Table>
              <thead><tr><th>{t('rack')}</th><th>{t('crates')}</th><th>{t('copies')}</th></tr></thead>
              <tbody>{b.racks.map((r) => <tr key={r.code}><td>{r.code}</td><td>{r.crates}</td><td>{r.copies}</td></tr>)}</tbody>
            </Table>
          </section>
        ))
      )}
    </AdminFrame>
  );
}
