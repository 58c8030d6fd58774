import { useRef, useState, type FormEvent } from 'react';
import Head from 'next/head';
import { useRouter } from 'next/router';
import { useFormatter } from 'next-intl';
import { useTranslations } from '@/i18n/use-translations';
import toast from 'react-hot-toast';
import { BANK_LINE_STATES, OPEN_BANK_LINE_STATES, type BankLine } from '@/contracts/bank-statements';
import { HttpError } from '@/lib/http';
import { resolveBankLine, uploadBankStatement } from '../api/adminApi';
import { AdminFrame } from '../components/AdminFrame';
import { AdminLink, adminPath } from '../components/AdminLink';
import { useConfirm } from '../components/ConfirmDialog';
import { Badge, Button, Card, Field, Muted, Row, Table } from '../components/adminStyles';
import type { AdminPageProps } from '../server/withAdmin';
import type { AdminPaymentsData } from './adminPayments.getServerSideProps';

export type AdminPaymentsProps = AdminPageProps & AdminPaymentsData;

/**
 * /admin/platby (permission payments.confirm): upload a bank statement, see what it matched, and
 * resolve the payments left for a person — assign one to an order or ignore it (docs/adr/0022).
 */
export default function AdminPaymentsPage(props: AdminPaymentsProps) {
  const t = useTranslations('admin.payments');
  const format = useFormatter();
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const { confirm, dialog } = useConfirm();
  const fileInput = useRef<HTMLInputElement>(null);
  const { lines, statements } = props;
  const money = (x100: number, currency: string) => format.number(x100 / 100, { style: 'currency', currency });
  const day = (iso: string) => format.dateTime(new Date(`${iso}T12:00:00Z`), { dateStyle: 'short', timeZone: 'Europe/Prague' });
  const when = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Prague' });
  const failed = (error: unknown) => toast.error(t('failed', { message: error instanceof HttpError ? error.message : String(error) }));
  const reload = () => router.replace(router.asPath, undefined, { scroll: false });

  const upload = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const file = fileInput.current?.files?.[0];
    if (!file) return;
    setBusy(true);
    try {
      const result = await uploadBankStatement(file);
      const c = result.statement.lines;
      if (result.duplicate) toast(t('duplicate'));
      else toast.success(t('imported', { ...c, known: result.statement.creditCount - result.statement.newLineCount }), { duration: 8000 });
      form.reset();
      await reload();
    } catch (error) {
      failed(error);
    } finally {
      setBusy(false);
    }
  };

  const resolve = async (line: BankLine, body: Parameters<typeof resolveBankLine>[1], question: string, done: string) => {
    const label = body.action === 'assign' ? t('assign') : t('ignore');
    confirm({
      title: `${label} ${money(line.amountX100, line.currency)}`, message: question, confirmLabel: label, danger: body.action !== 'assign',
      action: async () => {
        setBusy(true);
        try {
          await resolveBankLine(line.id, body);
          toast.success(done);
          await reload();
        } catch (error) {
          failed(error);
        } finally {
          setBusy(false);
        }
      },
    });
  };

  const go = (state: string, page = 1) => void router.push({ pathname: adminPath('adminPayments'), query: { ...(state === 'open' ? {} : { state }), ...(page > 1 ? { page: String(page) } : {}) } });
  const pages = lines ? Math.max(1, Math.ceil(lines.total / lines.pageSize)) : 1;

  return (
    <AdminFrame props={props} current="/admin/platby">
      <Head><title>{t('heading')}</title></Head>
      <h1>{t('heading')}</h1>

      <Card aria-label={t('uploadHeading')}>
        <h2>{t('uploadHeading')}</h2>
        <p><Muted>{t('uploadHelp')}</Muted></p>
        <form method="post" encType="multipart/form-data" onSubmit={upload} aria-label={t('uploadHeading')}>
          <Row>
            <Field>{t('file')}<input ref={fileInput} type="file" name="file" required accept=".xml,.csv,.txt,application/xml,text/xml,text/csv" /></Field>
            <Button type="submit" $variant="primary" disabled={busy} aria-busy={busy}>{busy ? t('uploading') : t('upload')}</Button>
          </Row>
        </form>
      </Card>

      <h2>{t('linesHeading')}</h2>
      <form method="get" aria-label={t('filter')} onSubmit={(e) => { e.preventDefault(); go(String(new FormData(e.currentTarget).get('state') ?? 'open')); }} style={{ marginBottom: 12 }}>
        <Row>
          <Field>{t('filter')}
            <select name="state" defaultValue={props.filter}>
              <option value="open">{t('filterOpen')}</option>
              <option value="all">{t('filterAll')}</option>
              {BANK_LINE_STATES.map((s) => <option key={s} value={s}>{t(`states.${s}`)}</option>)}
            </select>
          </Field>
          <Button type="submit">{t('apply')}</Button>
        </Row>
      </form>
      {!lines ? <p role="alert">{t('loadFailed')}</p> : (
        <>
          <p aria-live="polite">{t('count', { total: lines.total })}</p>
          <Table aria-label={t('linesHeading')}>
            <thead>
              <tr>
                <th>{t('bookedOn')}</th><th className="num">{t('amount')}</th><th>{t('vs')}</th><th>{t('payer')}</th><th>{t('message')}</th>
                <th>{t('state')}</th><th>{t('order')}</th><th>{t('actions')}</th>
              </tr>
            </thead>
            <tbody>
              {lines.items.length === 0 ? <tr><td colSpan={8}>{t('empty')}</td></tr> : lines.items.map((line) => (
                <tr key={line.id} data-bank-ref={line.bankRef}>
                  <td>{day(line.bookedOn)}</td>
                  <td className="num">{money(line.amountX100, line.currency)}</td>
                  <td>{line.variableSymbol ?? <Muted>—</Muted>}</td>
                  <td>{line.counterpartyName ?? ''} {line.counterpartyAccount && <Muted>{line.counterpartyAccount}</Muted>}</td>
                  <td>{line.message ?? ''}</td>
                  <td>
                    <Badge>{t(`states.${line.state}`)}</Badge>
                    {line.reason && <> <Muted>{t(`reasons.${line.reason as 'NO_SYMBOL'}`)}</Muted></>}
                    {line.surplusX100 !== null && <> <Muted>{t('surplus', { amount: money(line.surplusX100, line.currency) })}</Muted></>}
                    {line.resolvedBy && <><br /><Muted>{t('resolvedBy', { name: line.resolvedBy.name })}{line.note ? `: ${line.note}` : ''}</Muted></>}
                  </td>
                  <td>{line.orderId !== null && line.orderNumber ? <AdminLink route="adminOrder" params={{ id: line.orderId }}>{line.orderNumber}</AdminLink> : ''}</td>
                  <td>{(OPEN_BANK_LINE_STATES as readonly string[]).includes(line.state) && <LineActions line={line} busy={busy} money={money} onResolve={resolve} />}</td>
                </tr>
              ))}
            </tbody>
          </Table>
          <nav aria-label={t('page', { page: lines.page, pages })} style={{ display: 'flex', gap: 12, alignItems: 'center', marginTop: 12 }}>
            <Button type="button" disabled={lines.page <= 1} onClick={() => go(props.filter, lines.page - 1)}>{t('previous')}</Button>
            <span>{t('page', { page: lines.page, pages })}</span>
            <Button type="button" disabled={lines.page >= pages} onClick={() => go(props.filter, lines.page + 1)}>{t('next')}</Button>
          </nav>
        </>
      )}

      <h2>{t('statementsHeading')}</h2>
      {!statements || statements.items.length === 0 ? <p><Muted>{t('noStatements')}</Muted></p> : (
        <Table aria-label={t('statementsHeading')}>
          <thead><tr><th>{t('importedAt')}</th><th>{t('fileName')}</th><th>{t('account')}</th><th>{t('period')}</th><th>{t('importedBy')}</th><th>{t('lines')}</th></tr></thead>
          <tbody>
            {statements.items.map((s) => (
              <tr key={s.id}>
                <td>{when(s.importedAt)}</td>
                <td>{s.fileName ?? <Muted>{s.format}</Muted>}</td>
                <td>{s.account}</td>
                <td>{s.periodFrom ? `${day(s.periodFrom)} – ${day(s.periodTo ?? s.periodFrom)}` : ''}</td>
                <td>{s.importedBy.name}</td>
                <td>{BANK_LINE_STATES.filter((st) => s.lines[st] > 0).map((st) => `${t(`states.${st}`)} ${s.lines[st]}`).join(', ') || '—'}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      {dialog}
    </AdminFrame>
  );
}

interface LineActionsProps {
  line: BankLine;
  busy: boolean;
  money: (x100: number, currency: string) => string;
  onResolve: (line: BankLine, body: Parameters<typeof resolveBankLine>[1], question: string, done: string) => Promise<void>;
}

/** Assign to an order (by its number) or ignore with a note; both ask first (an assignment may mark the order paid). */
function LineActions({ line, busy, money, onResolve }: LineActionsProps) {
  const t = useTranslations('admin.payments');
  const amount = money(line.amountX100, line.currency);
  return (
    <>
      <form method="post" aria-label={`${t('assign')} ${amount}`} onSubmit={(e) => {
        e.preventDefault();
        const number = String(new FormData(e.currentTarget).get('orderNumber') ?? '').trim();
        if (number) void onResolve(line, { action: 'assign', orderNumber: number }, t('assignConfirm', { amount, number }), t('assigned'));
      }}>
        <Row>
          <Field>{t('orderNumber')}<input name="orderNumber" required maxLength={40} defaultValue={line.orderNumber ?? ''} size={12} /></Field>
          <Button type="submit" $variant="primary" disabled={busy}>{t('assign')}</Button>
        </Row>
      </form>
      <form method="post" aria-label={`${t('ignore')} ${amount}`} onSubmit={(e) => {
        e.preventDefault();
        const note = String(new FormData(e.currentTarget).get('note') ?? '').trim();
        if (note) void onResolve(line, { action: 'ignore', note }, t('ignoreConfirm', { amount }), t('ignored'));
      }}>
        <Row>
          <Field>{t('note')}<input name="note" required maxLength={500} size={16} /></Field>
          <Button type="submit" $variant="danger" disabled={busy}>{t('ignore')}</Button>
        </Row>
      </form>
    </>
  );
}
