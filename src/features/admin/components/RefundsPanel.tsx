import { useState, type FormEvent } from 'react';
import { useRouter } from 'next/router';
import { useFormatter } from 'next-intl';
import { useTranslations } from '@/i18n/use-translations';
import toast from 'react-hot-toast';
import { REFUND_METHODS, type DeskOrderDetail, type RefundMethod } from '@/contracts/admin-orders';
import type { RefundView } from '@/contracts/refunds';
import { HttpError } from '@/lib/http';
import { creditNotePdfUrl, invoicePdfUrl, reissueInvoice, sendRefund, useOrderRefunds } from '../api/refundsApi';
import { Badge, Button, Card, Field, Muted, Row, Table } from './adminStyles';
import { useConfirm } from './ConfirmDialog';

export interface RefundsPanelProps {
  orderId: number;
  /** The signed-in employee's permissions: `refunds` sends money back, `orders.write` re-issues the invoice. */
  permissions: readonly string[];
  /** Changes when the order changes (e.g. its journal's length): the panel reloads then. */
  revision: string | number;
  /** The order's current invoice (its PDF, same origin with the staff cookie), or null before there is one. */
  invoice: DeskOrderDetail['invoice'];
}

const OPEN: ReadonlySet<RefundView['state']> = new Set(['pending', 'failed']);

/**
 * The order page's refunds and tax documents (issue 13 item 6, docs/adr/0024): what is owed back
 * and how it went (provider attempts, errors), the refund action where money is owed, the credit
 * notes and invoice versions as PDFs, and re-issuing the invoice. Results are toasts; sending money
 * asks first.
 */
export function RefundsPanel({ orderId, permissions, revision, invoice }: RefundsPanelProps) {
  const t = useTranslations('admin.refunds');
  const format = useFormatter();
  const router = useRouter();
  const { data, error, mutate } = useOrderRefunds(orderId, revision);
  const [busy, setBusy] = useState(false);
  const { confirm, dialog } = useConfirm();
  const canRefund = permissions.includes('refunds');
  const canWrite = permissions.includes('orders.write');

  if (error) return <Card aria-label={t('title')}><h2>{t('title')}</h2><p role="alert">{t('loadFailed')}</p></Card>;
  if (!data) return <Card aria-label={t('title')} aria-busy="true"><h2>{t('title')}</h2><p><Muted>{t('loading')}</Muted></p></Card>;

  const money = (x100: number, currency = data.currency) => format.number(x100 / 100, { style: 'currency', currency });
  const when = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Prague' });
  const open = data.refunds.filter((r) => OPEN.has(r.state));
  const owedX100 = data.refundRequired ? data.totalX100 : open.reduce((s, r) => s + r.amountX100, 0);
  const methods = REFUND_METHODS.filter((m) => data.methods[m]);
  const refreshOrder = async () => {
    await mutate();
    await router.replace(router.asPath, undefined, { scroll: false });
  };
  const failure = (e: unknown) => (e instanceof HttpError ? e.message : String(e));

  const onRefund = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const method = String(form.get('method') ?? '') as RefundMethod | '';
    const bankAccount = String(form.get('bankAccount') ?? '').trim();
    const reason = String(form.get('reason') ?? '').trim();
    confirm({
      title: t('refund'),
      message: t('confirm', { amount: money(owedX100), number: data.number }),
      confirmLabel: t('refund'),
      danger: true,
      action: async () => {
        setBusy(true);
        try {
          const result = await sendRefund(orderId, {
            ...(method ? { method } : {}),
            ...(bankAccount && (method === 'bank_transfer' || (!method && open.some((r) => r.method === 'bank_transfer'))) ? { bankAccount } : {}),
            ...(reason ? { reason } : {}),
          }, crypto.randomUUID());
          const failed = result.refunds.filter((r) => r.state === 'failed');
          if (failed.length > 0) toast.error(t('sendFailed', { code: failed.map((r) => r.errorCode ?? '').join(', ') }));
          else toast.success(t('sent', { amount: money(result.refunds.reduce((s, r) => s + r.amountX100, 0)) }));
          await refreshOrder();
        } catch (e) {
          toast.error(t('failed', { message: failure(e) }));
        } finally {
          setBusy(false);
        }
      },
    });
  };

  const onReissue = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const element = event.currentTarget;
    const form = new FormData(element);
    const text = (name: string) => String(form.get(name) ?? '').trim();
    const company = text('companyName');
    setBusy(true);
    try {
      const made = await reissueInvoice(orderId, {
        reason: text('reason'),
        ...(text('name') ? { name: text('name') } : {}),
        ...(company ? { company: { name: company, ...(text('companyId') ? { companyId: text('companyId') } : {}), ...(text('vatId') ? { vatId: text('vatId') } : {}) } } : {}),
      }, crypto.randomUUID());
      toast.success(t('reissued', { number: made.number }));
      element.reset();
      await refreshOrder();
    } catch (e) {
      toast.error(t('failed', { message: failure(e) }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card aria-label={t('title')}>
      {dialog}
      <h2>{t('title')}</h2>
      {data.refunds.length === 0 ? (!data.refundRequired && <p><Muted>{t('noRefunds')}</Muted></p>) : (
        <Table aria-label={t('refunds')}>
          <thead><tr><th>{t('created')}</th><th className="num">{t('amount')}</th><th>{t('method')}</th><th>{t('state')}</th><th>{t('detail')}</th><th>{t('creditNote')}</th></tr></thead>
          <tbody>
            {data.refunds.map((r) => (
              <tr key={r.id}>
                <td>{when(r.createdAt)}</td>
                <td className="num">{money(r.amountX100, r.currency)}</td>
                <td>{t(`methods.${r.method}`)}{r.provider ? ` (${r.provider})` : ''}</td>
                <td><Badge>{t(`states.${r.state}`)}</Badge></td>
                <td>
                  {r.errorCode && <span role="note">{t(`errors.${r.errorCode === 'PROVIDER_REFUSED' ? 'PROVIDER_REFUSED' : 'PROVIDER_UNAVAILABLE'}`)} <Muted>{r.errorMessage}</Muted></span>}
                  {r.bankAccount && <Muted>{t('toAccount', { account: r.bankAccount })}{r.exportedAt ? ` · ${t('exported')}` : ''}</Muted>}
                  {r.attempts > 0 && <Muted> · {t('attempts', { count: r.attempts })}</Muted>}
                </td>
                <td>{r.creditNoteId !== null ? <a href={creditNotePdfUrl(orderId, r.creditNoteId)} target="_blank" rel="noreferrer">{r.creditNoteNumber}</a> : <Muted>—</Muted>}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}

      {canRefund && (data.refundRequired || open.length > 0) && (
        <form method="post" onSubmit={onRefund} aria-label={t('refund')} style={{ marginTop: 12 }}>
          <p>{data.refundRequired ? t('owedRequired', { amount: money(owedX100) }) : t('owedOpen', { amount: money(owedX100), count: open.length })}</p>
          <Row>
            <Field>{t('methodLabel')}
              <select name="method" defaultValue="">
                <option value="">{t('asRecorded')}</option>
                {methods.map((m) => <option key={m} value={m}>{t(`methods.${m}`)}</option>)}
              </select>
            </Field>
            <Field>{t('bankAccount')}<input name="bankAccount" maxLength={40} defaultValue={data.suggestedBankAccount ?? ''} /></Field>
            <Field>{t('reason')}<input name="reason" maxLength={500} /></Field>
            <Button type="submit" $variant="danger" disabled={busy} aria-busy={busy}>{t('refund')}</Button>
          </Row>
        </form>
      )}

      <h3>{t('creditNotes')}</h3>
      {data.creditNotes.length === 0 ? <p><Muted>{t('noCreditNotes')}</Muted></p> : (
        <ul aria-label={t('creditNotes')}>
          {data.creditNotes.map((n) => (
            <li key={n.id}>
              <a href={creditNotePdfUrl(orderId, n.id)} target="_blank" rel="noreferrer">{t('creditNoteLink', { number: n.number })}</a>{' '}
              <Muted>{t('corrects', { number: n.invoiceNumber })} · −{money(n.amountX100, n.currency)} · {when(n.issuedAt)}</Muted>
            </li>
          ))}
        </ul>
      )}

      <h3>{t('invoices')}</h3>
      <p>
        {invoice
          ? <a href={invoice.url} target="_blank" rel="noreferrer">{t('currentInvoiceLink', { number: invoice.number })}</a>
          : <Muted>{t('noInvoice')}</Muted>}
      </p>
      {data.invoices.length > 0 && (
        <ul aria-label={t('invoices')}>
          {data.invoices.map((d) => (
            <li key={d.id}>
              <a href={invoicePdfUrl(orderId, d.id)} target="_blank" rel="noreferrer">{t('invoiceLink', { number: d.number, version: d.version })}</a>{' '}
              <Muted>{d.companyName ?? d.buyerName} · {when(d.issuedAt)}{d.reason ? ` · ${d.reason}` : ''}</Muted>
            </li>
          ))}
        </ul>
      )}
      {canWrite && (
        <form method="post" onSubmit={onReissue} aria-label={t('reissue')}>
          <Row>
            <Field>{t('buyerName')}<input name="name" maxLength={200} /></Field>
            <Field>{t('companyName')}<input name="companyName" maxLength={200} /></Field>
            <Field>{t('companyId')}<input name="companyId" maxLength={20} pattern="[A-Za-z0-9]{2,20}" /></Field>
            <Field>{t('vatId')}<input name="vatId" maxLength={20} pattern="[A-Za-z]{2}[A-Za-z0-9]{2,18}" /></Field>
            <Field>{t('reissueReason')}<input name="reason" maxLength={500} required /></Field>
            <Button type="submit" disabled={busy} aria-busy={busy}>{t('reissue')}</Button>
          </Row>
        </form>
      )}
    </Card>
  );
}
