import { useRef, useState, type FormEvent } from 'react';
import Head from 'next/head';
import { useRouter } from 'next/router';
import { useFormatter } from 'next-intl';
import { useTranslations } from '@/i18n/use-translations';
import toast from 'react-hot-toast';
import { PAYOUT_EXPORT_FORMATS } from '@/contracts/buyback';
import type { ExchangeRateList, StaffCommissionPayoutList } from '@/contracts/commission';
import { HttpError } from '@/lib/http';
import { AdminFrame } from '../components/AdminFrame';
import { AdminLink, adminPath } from '../components/AdminLink';
import { useConfirm } from '../components/ConfirmDialog';
import { ExchangeRatesCard } from '../components/ExchangeRatesCard';
import { Badge, Button, Card, Field, Muted, Row, Table } from '../components/adminStyles';
import {
  approveCommissionPayout, COMMISSION_PAYOUT_FILTERS, exportPaymentFile, rejectCommissionPayout, type CommissionPayoutFilter,
} from '../api/commissionPayoutsApi';
import type { AdminPageProps } from '../server/withAdmin';

export interface AdminCommissionPayoutsProps extends AdminPageProps {
  payouts: StaffCommissionPayoutList['items'];
  filter: CommissionPayoutFilter;
  /** For holders of `commission` only. */
  rates?: ExchangeRateList['items'] | null;
  today?: string;
}

const PATH = adminPath('adminCommissionPayouts');
const EXPORT_CURRENCIES = ['CZK', 'EUR'] as const;

/**
 * /admin/provize-vyplaty (issue 16 item 3, permission payouts): commission sellers' payout
 * requests — approve (wallet: credited at once; bank: locked for the next payment file) or reject
 * (back on the seller's balance, with a reason) — and the bank payment file (buyback's SEPA / ABO
 * export, every approved bank payout not exported yet, each once), downloaded in the browser.
 */
export default function AdminCommissionPayoutsPage(props: AdminCommissionPayoutsProps) {
  const t = useTranslations('admin.supportDesk');
  const format = useFormatter();
  const router = useRouter();
  const { confirm, dialog } = useConfirm();
  const [busy, setBusy] = useState(false);
  const [exported, setExported] = useState<string | null>(null);
  const reason = useRef<HTMLInputElement>(null);
  const payouts = props.payouts ?? [];
  const filter = props.filter ?? 'requested';
  const cur = (x100: number, currency: string) => format.number(x100 / 100, { style: 'currency', currency });
  const when = (iso: string | null) => (iso ? format.dateTime(new Date(iso), { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Prague' }) : '—');
  const failed = (error: unknown) => {
    const key = `errors.${error instanceof HttpError ? error.code ?? 'FAILED' : 'FAILED'}` as 'errors.FAILED';
    toast.error(t.has(key) ? t(key) : t('errors.FAILED'));
  };
  const run = async (work: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await work();
      toast.success(t('done'));
      await router.replace(router.asPath, undefined, { scroll: false });
    } catch (error) {
      failed(error);
    } finally {
      setBusy(false);
    }
  };

  const download = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const currency = String(data.get('currency') ?? '');
    setBusy(true);
    setExported(null);
    try {
      const result = await exportPaymentFile({
        format: String(data.get('format')) as (typeof PAYOUT_EXPORT_FORMATS)[number],
        ...((EXPORT_CURRENCIES as readonly string[]).includes(currency) ? { currency: currency as (typeof EXPORT_CURRENCIES)[number] } : {}),
      });
      setExported(result.count > 0 ? t('commissionPayouts.exported', { count: result.count }) : t('commissionPayouts.exportedNone'));
      if (result.count > 0) {
        const url = URL.createObjectURL(result.file);
        const a = document.createElement('a');
        a.href = url;
        a.download = result.filename;
        document.body.appendChild(a);
        a.click();
        a.remove();
        setTimeout(() => URL.revokeObjectURL(url), 10_000);
      }
      await router.replace(router.asPath, undefined, { scroll: false });
    } catch (error) {
      failed(error);
    } finally {
      setBusy(false);
    }
  };

  const stateLabel = (state: string) => (state in { requested: 1, approved: 1, exported: 1, rejected: 1 }
    ? t(`commissionPayouts.states.${state as 'requested'}`) : state);

  return (
    <AdminFrame props={props} current={PATH}>
      <Head><title>{t('commissionPayouts.heading')}</title></Head>
      {dialog}
      <h1>{t('commissionPayouts.heading')}</h1>
      <p><Muted>{t('commissionPayouts.intro')}</Muted></p>

      <nav aria-label={t('commissionPayouts.filter')}>
        <Row>
          {COMMISSION_PAYOUT_FILTERS.map((f) => (
            <AdminLink key={f} route="adminCommissionPayouts" query={f === 'requested' ? {} : { state: f }} aria-current={f === filter ? 'page' : undefined}
              style={{ fontWeight: f === filter ? 700 : 400 }}>{t(`commissionPayouts.states.${f}`)}</AdminLink>
          ))}
        </Row>
      </nav>

      <Card aria-label={t('commissionPayouts.heading')}>
        {payouts.length === 0 ? <p>{t('commissionPayouts.none')}</p> : (
          <Table data-testid="commission-payouts">
            <thead><tr>
              <th>#</th><th>{t('commissionPayouts.customer')}</th><th>{t('commissionPayouts.method')}</th><th>{t('table.amount')}</th>
              <th>{t('commissionPayouts.requested')}</th><th>{t('table.state')}</th><th>{t('commissionPayouts.actions')}</th>
            </tr></thead>
            <tbody>{payouts.map((p) => {
              const amount = cur(p.amountX100, p.currency);
              const customer = p.customerEmail ?? `#${p.customerId}`;
              return (
                <tr key={p.id} data-payout={p.id} data-account={p.accountId}>
                  <td>{p.id}</td>
                  <td><AdminLink route="adminCustomer" params={{ id: p.customerId }}>{customer}</AdminLink></td>
                  <td>{p.method === 'bank' ? t('commissionPayouts.bank', { account: p.bankAccountMasked ?? '—' }) : t('commissionPayouts.wallet')}
                    {p.automatic && <> <Badge>{t('commissionPayouts.automatic')}</Badge></>}</td>
                  <td>{amount}</td>
                  <td>{when(p.requestedAt)}</td>
                  <td data-testid="commission-payout-state">{stateLabel(p.state)}{p.decidedAt ? <Muted> · {when(p.decidedAt)}</Muted> : null}{p.reason ? <Muted> · {p.reason}</Muted> : null}</td>
                  <td>{p.state === 'requested' && (
                    <Row>
                      <Button type="button" disabled={busy} onClick={() => confirm({
                        title: t('commissionPayouts.approve'), message: t('commissionPayouts.approveConfirm', { amount, customer }), confirmLabel: t('commissionPayouts.approve'),
                        action: () => run(() => approveCommissionPayout(p.id)),
                      })}>{t('commissionPayouts.approve')}</Button>
                      <Button type="button" $variant="danger" disabled={busy} onClick={() => confirm({
                        title: t('commissionPayouts.reject'), danger: true, confirmLabel: t('commissionPayouts.reject'),
                        message: (
                          <>
                            <p>{t('commissionPayouts.rejectConfirm', { amount })}</p>
                            <Field>{t('commissionPayouts.rejectReason')}<input ref={reason} name="reason" maxLength={500} /></Field>
                          </>
                        ),
                        action: () => run(() => rejectCommissionPayout(p.id, reason.current?.value.trim() || undefined)),
                      })}>{t('commissionPayouts.reject')}</Button>
                    </Row>
                  )}</td>
                </tr>
              );
            })}</tbody>
          </Table>
        )}
      </Card>

      <section aria-labelledby="payment-file">
        <h2 id="payment-file">{t('commissionPayouts.exportHeading')}</h2>
        <Card>
          <p><Muted>{t('commissionPayouts.exportIntro')}</Muted></p>
          <form onSubmit={(e) => void download(e)}>
            <Row>
              <Field>{t('commissionPayouts.format')}
                <select name="format" defaultValue="abo">{PAYOUT_EXPORT_FORMATS.map((f) => <option key={f} value={f}>{f.toUpperCase()}</option>)}</select>
              </Field>
              <Field>{t('commissionPayouts.currency')}
                <select name="currency" defaultValue="">
                  <option value="">{t('commissionPayouts.anyCurrency')}</option>
                  {EXPORT_CURRENCIES.map((c) => <option key={c} value={c}>{c}</option>)}
                </select>
              </Field>
              <Button type="submit" disabled={busy}>{t('commissionPayouts.export')}</Button>
            </Row>
          </form>
          {exported && <p role="status" data-testid="payment-file-result">{exported}</p>}
        </Card>
      </section>
      {props.rates && <ExchangeRatesCard rates={props.rates} today={props.today ?? ''} />}
    </AdminFrame>
  );
}
