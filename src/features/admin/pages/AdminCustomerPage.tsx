import { useState, type ReactNode } from 'react';
import Head from 'next/head';
import { useRouter } from 'next/router';
import { useFormatter } from 'next-intl';
import { useTranslations } from '@/i18n/use-translations';
import toast from 'react-hot-toast';
import { AUTO_PAYOUT_MAX_FACTOR } from '@/contracts/commission';
import type { SupportCustomerDetail, SupportViewAs } from '@/contracts/support';
import { HttpError } from '@/lib/http';
import { AdminFrame } from '../components/AdminFrame';
import { AdminLink } from '../components/AdminLink';
import { useConfirm } from '../components/ConfirmDialog';
import { Badge, Button, Card, Muted, Row, Table } from '../components/adminStyles';
import * as api from '../api/supportApi';
import { approveCommissionPayout, rejectCommissionPayout } from '../api/commissionPayoutsApi';
import { deskAction } from '../api/adminApi';
import type { AdminPageProps } from '../server/withAdmin';
import { CommentForm, MoneyForm, ThresholdForm } from '../components/SupportForms';
import { storefrontLabel } from '../lib/storefrontLabel';
import { journalDetailsText } from '../lib/journalDetails';

export interface AdminCustomerProps extends AdminPageProps {
  detail: SupportCustomerDetail;
}

const newKey = () => (typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : String(Math.random()).slice(2));

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <Card>{children}</Card>
    </section>
  );
}

type DeskT = ReturnType<typeof useTranslations<'admin.supportDesk'>>;
/** A stored value (a state, a kind, a level) in words; the value itself when the table has no words for it. */
export const labelOf = (t: DeskT, group: string, value: string): string => {
  const key = `values.${group}.${value}` as 'values.actor.staff';
  return t.has(key) ? t(key) : value;
};

const STATEMENT_KINDS = ['sale', 'sale_reversal', 'payout_request', 'payout_approved', 'payout_rejected', 'fee', 'adjustment'] as const;

/**
 * The customer's commission account (read through the commission module): totals, the open payout
 * request, this month's statement lines, the account's journal, the copies; holders of
 * `commission` rotate the private token (the new one shown once, to pass on to the seller).
 */
function CommissionBlock({ detail, busy, mayRotate, rotate, rotated, cur, when, setThreshold, mayPay, decidePayout }: {
  detail: SupportCustomerDetail; busy: boolean; mayRotate: boolean; rotate: () => void; rotated: string | null;
  cur: (x100: number, currency: string) => string; when: (iso: string | null) => string;
  setThreshold: (accountId: number, thresholdX100: number | null) => Promise<boolean>;
  /** Holders of `payouts` approve or reject the open request here too (as on /admin/provize-vyplaty). */
  mayPay: boolean; decidePayout: (payoutId: number, decision: 'approve' | 'reject') => void;
}) {
  const t = useTranslations('admin.supportDesk');
  const a = detail.commission.account;
  const kind = (k: string) => ((STATEMENT_KINDS as readonly string[]).includes(k) ? t(`commission.lineKind.${k as (typeof STATEMENT_KINDS)[number]}`) : k);
  const totals = a ? ([
    ['listed', String(a.totals.listed)], ['sold', String(a.totals.sold)], ['earned', cur(a.totals.earnedX100, a.currency)],
    ['paid', cur(a.totals.paidX100, a.currency)], ['pending', cur(a.totals.pendingX100, a.currency)], ['balance', cur(a.totals.balanceX100, a.currency)],
  ] as const) : [];
  return (
    <>
      {!a ? <p data-testid="commission-none">{t('commission.noAccount')}</p> : (
        <>
          <dl data-testid="commission-totals" style={{ display: 'grid', gridTemplateColumns: 'max-content auto', gap: '2px 12px', margin: 0 }}>
            {totals.map(([key, value]) => <div key={key} style={{ display: 'contents' }}><dt>{t(`commission.totals.${key}`)}</dt><dd data-testid={`commission-${key}`} style={{ margin: 0 }}>{value}</dd></div>)}
          </dl>
          <p><Muted>{t('commission.account', { id: a.accountId, method: a.payoutMethod === 'bank' ? t('commission.methodBank', { account: a.bankAccountMasked ?? '—' }) : t('commission.methodWallet') })}</Muted></p>
          <p data-testid="commission-threshold">{a.autoPayoutThresholdX100 !== null ? t('commission.thresholdOn', { amount: cur(a.autoPayoutThresholdX100, a.currency) }) : t('commission.thresholdOff')}</p>
          {mayRotate && (
            <ThresholdForm
              thresholdX100={a.autoPayoutThresholdX100} minX100={a.minPayoutX100} busy={busy}
              minLabel={cur(a.minPayoutX100, a.currency)} maxLabel={cur(a.minPayoutX100 * AUTO_PAYOUT_MAX_FACTOR, a.currency)}
              onSubmit={(value) => setThreshold(a.accountId, value)}
            />
          )}
          <h3>{t('commission.openPayout')}</h3>
          {a.openPayout ? (
            <p data-testid="commission-open-payout">
              {cur(a.openPayout.amountX100, a.openPayout.currency)} · {a.openPayout.method === 'bank' ? t('commission.methodBank', { account: a.openPayout.bankAccountMasked ?? '—' }) : t('commission.methodWallet')} · {when(a.openPayout.requestedAt)}
              {' '}<AdminLink route="adminCommissionPayouts">{t('commission.toPayouts')}</AdminLink>
              {mayPay && (
                <Row>
                  <Button type="button" $variant="primary" disabled={busy} onClick={() => decidePayout(a.openPayout!.id, 'approve')}>{t('commissionPayouts.approve')}</Button>
                  <Button type="button" $variant="danger" disabled={busy} onClick={() => decidePayout(a.openPayout!.id, 'reject')}>{t('commissionPayouts.reject')}</Button>
                </Row>
              )}
            </p>
          ) : <p>{t('commission.noOpenPayout')}</p>}
          <h3>{t('commission.statement', { month: a.statementMonth })}</h3>
          {a.statement.length === 0 ? <p>{t('commission.statementNone')}</p> : (
            <Table>
              <thead><tr><th>{t('table.when')}</th><th>{t('commission.kind')}</th><th>{t('commission.copy')}</th><th>{t('commission.price')}</th><th>{t('table.amount')}</th></tr></thead>
              <tbody>{a.statement.map((l, i) => (
                <tr key={`${l.at}-${i}`} data-kind={l.kind}>
                  <td>{when(l.at)}</td><td>{kind(l.kind)}</td><td>{l.title ?? (l.copyId !== null ? `#${l.copyId}` : '—')}</td>
                  <td>{l.priceX100 !== null ? `${cur(l.priceX100, a.currency)}${l.sharePercent !== null ? ` · ${l.sharePercent} %` : ''}` : '—'}</td>
                  <td>{cur(l.amountX100, a.currency)}</td>
                </tr>
              ))}</tbody>
            </Table>
          )}
          {a.events.length > 0 && (
            <>
              <h3>{t('commission.events')}</h3>
              <ul data-testid="commission-events">{a.events.map((e) => <li key={e.id} data-kind={e.kind}>{when(e.at)} · {labelOf(t, 'commissionEvent', e.kind)} · {labelOf(t, 'actor', e.actor)}</li>)}</ul>
            </>
          )}
          {mayRotate && (
            <Row>
              <Button type="button" $variant="danger" disabled={busy} onClick={rotate}>{t('commission.rotate')}</Button>
            </Row>
          )}
          {rotated && (
            <p role="status" data-testid="commission-rotated">{t('commission.rotated')} <code>{rotated}</code></p>
          )}
        </>
      )}
      <h3>{t('commission.copies')}</h3>
      {detail.commission.copies.length === 0 ? <p>{t('commission.none')}</p> : (
        <ul>{detail.commission.copies.map((c) => <li key={c.copyId}>#{c.copyId} {c.title} · {labelOf(t, 'copyState', c.state)}{c.priceCzkX100 !== null ? ` · ${cur(c.priceCzkX100, 'CZK')}` : ''}</li>)}</ul>
      )}
    </>
  );
}

/**
 * /admin/zakaznici/[id] (issue 16 items 4–5): everything support needs about one customer, the
 * money actions for holders of customers.money, payouts for holders of payouts. Every action is
 * journaled by the server; the page shows the journal at the end.
 */
export default function AdminCustomerPage(props: AdminCustomerProps) {
  const t = useTranslations('admin.supportDesk');
  const format = useFormatter();
  const detailFormat = {
    label: (key: string) => (t.has(`journalDetail.${key}` as 'journalDetail.reason') ? t(`journalDetail.${key}` as 'journalDetail.reason') : null),
    money: (x100: number, currency: string | null) => (currency ? format.number(x100 / 100, { style: 'currency', currency }) : format.number(x100 / 100, { minimumFractionDigits: 2 })),
  };
  const router = useRouter();
  const { confirm, dialog } = useConfirm();
  const [busy, setBusy] = useState(false);
  const [viewAs, setViewAs] = useState<SupportViewAs | null>(null);
  const [rotated, setRotated] = useState<string | null>(null);
  const d = props.detail;
  const id = d.profile.id;
  const perms = new Set(props.employee?.permissions ?? []);
  const money = perms.has('customers.money');
  const payouts = perms.has('payouts');
  const anonymised = d.profile.anonymisedAt !== null;
  const cur = (x100: number, currency: string) => format.number(x100 / 100, { style: 'currency', currency });
  const when = (iso: string | null) => (iso ? format.dateTime(new Date(iso), { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Prague' }) : '—');

  /** Runs an action: a toast either way, the page's data reloaded after a success; whether it succeeded. */
  const run = async (work: () => Promise<unknown>, done: string): Promise<boolean> => {
    setBusy(true);
    try {
      await work();
      toast.success(done);
      await router.replace(router.asPath, undefined, { scroll: false });
      return true;
    } catch (error) {
      const key = `errors.${error instanceof HttpError ? error.code ?? 'FAILED' : 'FAILED'}` as 'errors.FAILED';
      toast.error(t.has(key) ? t(key) : t('errors.FAILED'));
      return false;
    } finally {
      setBusy(false);
    }
  };
  const openViewAs = async () => {
    try {
      setViewAs(await api.fetchViewAs(id));
    } catch {
      toast.error(t('errors.FAILED'));
    }
  };
  return (
    <AdminFrame props={props} current="/admin/zakaznici">
      <Head><title>{`${t('customer.heading')} #${id}`}</title></Head>
      {dialog}
      <p><AdminLink route="adminCustomers">← {t('customer.back')}</AdminLink></p>
      <h1>{d.profile.name ?? d.profile.nickname ?? t('customers.noName')} <Muted>#{id}</Muted> {anonymised && <Badge>{t('customers.anonymised')}</Badge>}</h1>
      <Row>
        <Button type="button" onClick={() => void openViewAs()}>{t('customer.viewAs')}</Button>
        {!anonymised && (
          <Button type="button" $variant="danger" disabled={busy} onClick={() => confirm({
            title: t('customer.anonymise'), message: t('customer.anonymiseConfirm'), confirmLabel: t('customer.anonymise'), danger: true,
            action: () => run(() => api.anonymiseCustomer(id, t('customer.anonymiseReason')), t('done')),
          })}>{t('customer.anonymise')}</Button>
        )}
      </Row>

      {viewAs && (
        <section aria-labelledby="view-as" style={{ border: '3px dashed #f0a500', padding: 12, margin: '12px 0', background: '#fffbea' }}>
          <h2 id="view-as">{t('viewAs.heading')}</h2>
          <p><strong>{t('viewAs.readOnly')}</strong></p>
          <p>{viewAs.name ?? ''} · {viewAs.email} · {storefrontLabel(viewAs.locale, props.locale)}</p>
          <p>{t('viewAs.balance')}: {viewAs.balances.map((b) => cur(b.balanceX100, b.currency)).join(', ') || '—'}</p>
          <p>{t('viewAs.orders')}: {viewAs.orders.map((o) => `${o.number} (${labelOf(t, 'orderState', o.state)})`).join(', ') || '—'}</p>
          <p>{t('viewAs.wishlist')}: {viewAs.wishlist.map((w) => w.title).join(', ') || '—'}</p>
          <p>{t('viewAs.watchdogs')}: {viewAs.watchdogs.map((w) => w.label).join(', ') || '—'}</p>
          <Button type="button" onClick={() => setViewAs(null)}>{t('viewAs.close')}</Button>
        </section>
      )}

      <Section id="profile" title={t('profile.heading')}>
        <dl style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '4px 16px', margin: 0 }}>
          <dt>{t('customers.email')}</dt><dd>{d.profile.email}</dd>
          <dt>{t('profile.phone')}</dt><dd>{d.profile.phone ?? '—'}</dd>
          <dt>{t('profile.nickname')}</dt><dd>{d.profile.nickname ?? '—'}</dd>
          <dt>{t('profile.locale')}</dt><dd>{storefrontLabel(d.profile.locale, props.locale)}</dd>
          <dt>{t('profile.level')}</dt><dd data-testid="profile-level">{labelOf(t, 'level', d.profile.identificationLevel)} / {labelOf(t, 'kind', d.profile.kind)}</dd>
          <dt>{t('profile.public')}</dt><dd>/user/{d.profile.publicHash}{d.profile.wishlistPublic ? ` · ${t('profile.wishlistPublic')}` : ''}</dd>
          <dt>{t('profile.bank')}</dt><dd>{d.profile.bankAccountMasked ?? '—'}</dd>
          <dt>{t('customers.created')}</dt><dd>{when(d.profile.createdAt)}</dd>
        </dl>
      </Section>

      <Section id="wallet" title={t('wallet.heading')}>
        {d.wallet.balances.length === 0 ? <p>{t('wallet.empty')}</p> : (
          <ul>{d.wallet.balances.map((b) => (
            <li key={b.currency} data-testid={`balance-${b.currency}`}>{t('wallet.balance')}: <strong>{cur(b.balanceX100, b.currency)}</strong>{b.lockedX100 > 0 && <> · {t('wallet.locked')}: {cur(b.lockedX100, b.currency)}</>}</li>
          ))}</ul>
        )}
        {money && !anonymised && (
          <MoneyForm
            name="adjust" heading={t('wallet.adjust')} submitLabel={t('wallet.adjustSubmit')} signed variant="primary" busy={busy}
            onSubmit={({ currency, amount, reason }) => run(async () => {
              const res = await api.requestAdjustment(id, { currency, amountX100: amount, reason });
              if (res.adjustment.state === 'pending') toast(t('wallet.pendingNote'));
            }, t('done'))}
          />
        )}
        <h3>{t('wallet.ledger')}</h3>
        {d.wallet.entries.length === 0 ? <p>{t('wallet.ledgerEmpty')}</p> : (
          <Table>
            <thead><tr><th>{t('table.when')}</th><th>{t('table.amount')}</th><th>{t('form.reason')}</th></tr></thead>
            <tbody>{d.wallet.entries.map((e) => <tr key={e.id}><td>{when(e.createdAt)}</td><td>{cur(e.amountX100, e.currency)}</td><td>{e.reason}</td></tr>)}</tbody>
          </Table>
        )}
        {d.adjustments.length > 0 && (
          <>
            <h3>{t('wallet.adjustments')}</h3>
            <Table>
              <thead><tr><th>{t('table.when')}</th><th>{t('table.amount')}</th><th>{t('form.reason')}</th><th>{t('table.state')}</th><th>{t('wallet.requestedBy')}</th><th>{t('wallet.decidedBy')}</th><th /></tr></thead>
              <tbody>{d.adjustments.map((a) => (
                <tr key={a.id}>
                  <td>{when(a.createdAt)}</td><td>{cur(a.amountX100, a.currency)}</td><td>{a.reason}</td><td>{t(`adjustmentState.${a.state}`)}</td>
                  <td>{a.requestedBy}</td><td>{a.decidedBy ?? '—'}</td>
                  <td>{money && a.state === 'pending' && (
                    <Row>
                      <Button type="button" $variant="primary" disabled={busy} onClick={() => void run(() => api.decideAdjustment(a.id, 'approve'), t('done'))}>{t('wallet.approve')}</Button>
                      <Button type="button" disabled={busy} onClick={() => void run(() => api.decideAdjustment(a.id, 'reject'), t('done'))}>{t('wallet.reject')}</Button>
                    </Row>
                  )}</td>
                </tr>
              ))}</tbody>
            </Table>
          </>
        )}
      </Section>

      <Section id="locks" title={t('locks.heading')}>
        {d.creditLocks.length === 0 ? <p>{t('locks.none')}</p> : (
          <Table>
            <thead><tr><th>{t('table.when')}</th><th>{t('table.amount')}</th><th>{t('form.reason')}</th><th>{t('locks.by')}</th><th>{t('locks.released')}</th><th /></tr></thead>
            <tbody>{d.creditLocks.map((l) => (
              <tr key={l.id}>
                <td>{when(l.createdAt)}</td><td>{cur(l.amountX100, l.currency)}</td><td>{l.reason}</td><td>{l.createdBy}</td>
                <td>{l.releasedAt ? `${when(l.releasedAt)} (${l.releasedBy ?? ''})` : '—'}</td>
                <td>{money && !l.releasedAt && <Button type="button" $variant="danger" disabled={busy} onClick={() => void run(() => api.removeCreditLock(id, l.id), t('done'))}>{t('locks.remove')}</Button>}</td>
              </tr>
            ))}</tbody>
          </Table>
        )}
        {money && !anonymised && (
          <MoneyForm
            name="lock" heading={t('locks.add')} submitLabel={t('locks.addSubmit')} signed={false} variant="primary" busy={busy}
            onSubmit={({ currency, amount, reason }) => run(() => api.addCreditLock(id, { currency, amountX100: amount, reason }), t('done'))}
          />
        )}
      </Section>

      <Section id="debts" title={t('debts.heading')}>
        <p>{t('debts.owed')}: {d.debts.balances.map((b) => cur(b.balanceX100, b.currency)).join(', ') || cur(0, 'CZK')}</p>
        {d.debts.entries.length > 0 && (
          <Table>
            <thead><tr><th>{t('table.when')}</th><th>{t('table.amount')}</th><th>{t('form.reason')}</th></tr></thead>
            <tbody>{d.debts.entries.map((e) => <tr key={e.id}><td>{when(e.createdAt)}</td><td>{cur(e.amountX100, e.currency)}</td><td>{e.reason}</td></tr>)}</tbody>
          </Table>
        )}
        <p><Muted>{t('debts.note')}</Muted></p>
        {money && (
          <MoneyForm
            name="debt" submitLabel={t('debts.addSubmit')} heading={t('debts.add')} signed={false} settle={t('debts.settle')} busy={busy}
            onSubmit={({ currency, amount, reason, settle }) => run(() => api.addDebt(id, { currency, amountX100: amount, reason, settle }, newKey()), t('done'))}
          />
        )}
      </Section>

      <Section id="payouts" title={t('payouts.heading')}>
        {d.payouts.length === 0 ? <p>{t('payouts.none')}</p> : (
          <Table>
            <thead><tr><th>{t('payouts.batch')}</th><th>{t('payouts.method')}</th><th>{t('table.state')}</th><th>{t('table.amount')}</th><th>{t('payouts.debtSettled')}</th><th>{t('table.when')}</th><th /></tr></thead>
            <tbody>{d.payouts.map((p) => (
              <tr key={p.id}>
                <td>{p.batchCode ?? '—'}</td><td>{labelOf(t, 'payoutMethod', p.method)}{p.bankAccountMasked ? ` ${p.bankAccountMasked}` : ''}</td><td>{labelOf(t, 'payoutState', p.state)}</td>
                <td>{cur(p.netX100, p.currency)}</td><td>{cur(p.debtSettledX100, p.currency)}</td><td>{when(p.createdAt)}</td>
                <td>{payouts && p.method === 'bank' && (
                  <Row>
                    {p.state === 'exported' && <Button type="button" disabled={busy} onClick={() => void run(() => api.settlePayout(id, p.id, 'paid'), t('done'))}>{t('payouts.markPaid')}</Button>}
                    {(p.state === 'locked' || p.state === 'exported') && <Button type="button" $variant="danger" disabled={busy} onClick={() => void run(() => api.settlePayout(id, p.id, 'failed'), t('done'))}>{t('payouts.markFailed')}</Button>}
                  </Row>
                )}</td>
              </tr>
            ))}</tbody>
          </Table>
        )}
        <p><Muted>{t('payouts.exportNote')}</Muted></p>
      </Section>

      <Section id="orders" title={t('orders.heading')}>
        {d.orders.length === 0 ? <p>{t('orders.none')}</p> : (
          <Table>
            <thead><tr><th>{t('orders.number')}</th><th>{t('table.state')}</th><th>{t('table.amount')}</th><th>{t('table.when')}</th></tr></thead>
            <tbody>{d.orders.map((o) => (
              <tr key={o.id}><td><AdminLink route="adminOrder" params={{ id: o.id }}>{o.number}</AdminLink></td><td>{labelOf(t, 'orderState', o.state)}</td><td>{cur(o.totalX100, o.currency)}</td><td>{when(o.createdAt)}</td></tr>
            ))}</tbody>
          </Table>
        )}
        <h3>{t('orders.leadsBatches')}</h3>
        {d.leads.length + d.batches.length === 0 ? <p>{t('orders.noLeads')}</p> : (
          <ul>
            {d.leads.map((l) => <li key={`l${l.id}`}>{t('orders.lead')} #{l.id}: {labelOf(t, 'leadState', l.state)} ({when(l.createdAt)})</li>)}
            {d.batches.map((b) => <li key={`b${b.id}`}>{t('orders.batch')} {b.code}: {labelOf(t, 'batchState', b.state)} ({when(b.createdAt)})</li>)}
          </ul>
        )}
      </Section>

      <Section id="commission" title={t('commission.heading')}>
        <CommissionBlock
          detail={d} busy={busy} mayRotate={perms.has('commission')} cur={cur} when={when}
          rotate={() => confirm({
            title: t('commission.rotate'), message: t('commission.rotateConfirm'), confirmLabel: t('commission.rotate'), danger: true,
            action: () => run(async () => setRotated((await api.rotateCommissionToken(id)).privateAccessToken), t('done')),
          })}
          rotated={rotated}
          setThreshold={(accountId, value) => run(() => api.setCommissionAutoPayout(accountId, value), t('done'))}
          mayPay={payouts}
          decidePayout={(payoutId, decision) => confirm({
            title: t(`commissionPayouts.${decision}`), danger: decision === 'reject', confirmLabel: t(`commissionPayouts.${decision}`),
            message: decision === 'approve'
              ? t('commissionPayouts.approveConfirm', { amount: cur(d.commission.account!.openPayout!.amountX100, d.commission.account!.currency), customer: d.profile.email ?? `#${id}` })
              : t('commissionPayouts.rejectConfirm', { amount: cur(d.commission.account!.openPayout!.amountX100, d.commission.account!.currency) }),
            action: () => run(() => (decision === 'approve' ? approveCommissionPayout(payoutId) : rejectCommissionPayout(payoutId, undefined)), t('done')),
          })}
        />
      </Section>

      <Section id="comments" title={t('comments.heading')}>
        {d.comments.length === 0 ? <p>{t('comments.none')}</p> : (
          <ul>{d.comments.map((c) => (
            <li key={c.id} style={{ marginBottom: 8 }}>
              <strong>{c.author}</strong> <Muted>{when(c.createdAt)}</Muted> {c.closedAt ? <Badge>{t('comments.closed')}</Badge> : <Badge>{t('comments.open')}</Badge>}
              <div>{c.body}</div>
              <Button type="button" disabled={busy} onClick={() => void run(() => api.setCommentClosed(id, c.id, !c.closedAt), t('done'))}>{c.closedAt ? t('comments.reopen') : t('comments.close')}</Button>
            </li>
          ))}</ul>
        )}
        <CommentForm busy={busy} onSubmit={(body) => run(() => api.addComment(id, body), t('done'))} />
        <h3>{t('comments.orderComments')}</h3>
        {d.orderComments.length === 0 ? <p>{t('comments.none')}</p> : (
          <ul>{d.orderComments.map((c) => (
            <li key={c.id}>
              {c.orderId !== null ? <AdminLink route="adminOrder" params={{ id: c.orderId }}>{c.orderNumber}</AdminLink> : c.orderNumber}: {c.body} <Muted>({c.author}, {when(c.createdAt)})</Muted>{' '}
              {c.closedAt ? <Badge>{t('comments.closed')}</Badge> : <Badge>{t('comments.open')}</Badge>}{' '}
              {perms.has('orders.write') && c.orderId !== null && (
                <Button type="button" disabled={busy}
                  onClick={() => void run(() => deskAction('POST', `/orders/${c.orderId}/comments/${c.id}/${c.closedAt ? 'reopen' : 'close'}`, undefined, newKey()), t('done'))}>
                  {c.closedAt ? t('comments.reopen') : t('comments.close')}
                </Button>
              )}
            </li>
          ))}</ul>
        )}
      </Section>

      <Section id="engagement" title={t('engagement.heading')}>
        <h3>{t('engagement.reviews')}</h3>
        {d.reviews.length === 0 ? <p>{t('engagement.none')}</p> : (
          <ul>{d.reviews.map((r) => <li key={r.id}>{r.workTitle} · {'★'.repeat(r.rating)} · {r.body} {r.hidden && <Badge>{t('engagement.hidden')}</Badge>}{r.openReports > 0 && <Badge>{t('engagement.reported', { count: r.openReports })}</Badge>}</li>)}</ul>
        )}
        <h3>{t('engagement.wishlist')}</h3>
        {d.wishlist.length === 0 ? <p>{t('engagement.none')}</p> : <ul>{d.wishlist.map((w) => <li key={w.id}>{w.title}</li>)}</ul>}
        <h3>{t('engagement.watchdogs')}</h3>
        {d.watchdogs.length === 0 ? <p>{t('engagement.none')}</p> : <ul>{d.watchdogs.map((w) => <li key={w.id}>{w.label}</li>)}</ul>}
        <h3>{t('engagement.sessions')}</h3>
        {d.sessions.length === 0 ? <p>{t('engagement.none')}</p> : <ul>{d.sessions.map((s, i) => <li key={i}>{when(s.lastSeenAt)} · {s.userAgent ?? '?'}</li>)}</ul>}
      </Section>

      <Section id="journal" title={t('journal.heading')}>
        {d.journal.length === 0 ? <p>{t('journal.none')}</p> : (
          <Table>
            <thead><tr><th>{t('table.when')}</th><th>{t('journal.who')}</th><th>{t('journal.action')}</th><th>{t('journal.details')}</th></tr></thead>
            <tbody>{d.journal.map((j) => (
              <tr key={j.id}><td>{when(j.createdAt)}</td><td>{j.actor ?? '—'}</td><td>{t.has(`journalAction.${j.action}` as 'journalAction.comment') ? t(`journalAction.${j.action}` as 'journalAction.comment') : j.action}</td><td style={{ overflowWrap: 'anywhere' }}>{journalDetailsText(j.details, detailFormat)}</td></tr>
            ))}</tbody>
          </Table>
        )}
      </Section>
    </AdminFrame>
  );
}
