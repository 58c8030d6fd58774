import { useState, type FormEvent, type ReactNode } from 'react';
import Head from 'next/head';
import { AdminLink } from '../components/AdminLink';
import { useRouter } from 'next/router';
import { useFormatter } from 'next-intl';
import { useTranslations } from '@/i18n/use-translations';
import toast from 'react-hot-toast';
import { MANUAL_PAYMENT_METHODS, type DeskOrderDetail } from '@/contracts/admin-orders';
import type { Shipment } from '@/contracts/fulfilment';
import { HttpError } from '@/lib/http';
import { deskAction } from '../api/adminApi';
import { AdminFrame } from '../components/AdminFrame';
import { RefundsPanel } from '../components/RefundsPanel';
import { useConfirm } from '../components/ConfirmDialog';
import { useJournalText } from '../components/journalText';
import { OrderShipments } from '../components/OrderShipments';
import { Badge, Button, Card, Field, Muted, Row, Table } from '../components/adminStyles';
import type { AdminPageProps } from '../server/withAdmin';
import { codeLabel } from '../lib/codeLabel';

export interface AdminOrderProps extends AdminPageProps {
  detail: DeskOrderDetail;
  /** The order's parcels (GET fulfilment/orders/{id}); null when they could not be loaded. */
  shipments: Shipment[] | null;
}

/** Actions that cannot be taken back ask first (issue 13 item 3). */
const CONFIRMED = new Set(['cancel', 'stock-up', 'merge']);

/**
 * /admin/objednavky/[id]: the order desk's detail — lines, customer, delivery, money, payments,
 * refunds, tags, comments, the journal — and the actions its state allows (docs/adr/0020).
 */
export default function AdminOrderPage(props: AdminOrderProps) {
  const t = useTranslations('admin.order');
  const tOrders = useTranslations('admin.orders');
  const format = useFormatter();
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const { confirm, dialog } = useConfirm();
  const journalText = useJournalText();
  const order = props.detail;
  const money = (x100: number) => format.number(x100 / 100, { style: 'currency', currency: order.currency });
  const staffName = (id: number) => order.staffNames[String(id)] ?? t('staff', { id });
  const when = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Prague' });
  const allowed = new Set(order.allowedActions);

  /** Runs one action with a fresh Idempotency-Key, reports it with a toast and reloads the order. */
  const act = async (label: string, method: 'POST' | 'DELETE', path: string, body: unknown): Promise<boolean> => {
    setBusy(true);
    try {
      await deskAction(method, `/orders/${order.id}${path}`, body, crypto.randomUUID());
      toast.success(t('done', { action: label }));
      await router.replace(router.asPath, undefined, { scroll: false });
      return true;
    } catch (error) {
      toast.error(t('failed', { message: error instanceof HttpError ? error.message : String(error) }));
      return false;
    } finally {
      setBusy(false);
    }
  };
  const formAction = (name: string, path: string, toBody: (data: FormData) => unknown, label = t(`action.${name}` as 'action.cancel')) => async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const run = async () => { if (await act(label, 'POST', path, toBody(data))) form.reset(); };
    if (!CONFIRMED.has(name)) return run();
    confirm({
      title: label, confirmLabel: label, danger: name !== 'merge', action: run,
      message: t(`confirm.${name}` as 'confirm.cancel', { number: order.number, other: String(data.get('otherOrderId') ?? '') }),
    });
  };
  const reason = (data: FormData) => String(data.get('reason') ?? '').trim() || undefined;

  return (
    <AdminFrame props={props} current="/admin/objednavky">
      <Head><title>{t('title', { number: order.number })}</title></Head>
      <p>
        <AdminLink route="adminOrders">← {t('back')}</AdminLink>
        {/* Picking, packing, the parcels and their labels live on the packing screen (issue 13 item 5). */}
        {props.employee?.permissions.includes('shipping') && <> · <AdminLink route="adminPacking" params={{ id: order.id }}>{t('packingLink')}</AdminLink></>}
      </p>
      <h1>{t('title', { number: order.number })}</h1>
      <p>
        <Badge role="status" aria-label={t('state')}>{tOrders(`states.${order.state}`)}</Badge>{' '}
        {order.effectiveState !== order.state && <Muted>{t('effectiveState', { state: tOrders(`states.${order.effectiveState}`) })} · </Muted>}
        <Muted>{t('storefront')}: {order.locale} · {t('created')}: {when(order.createdAt)}</Muted>
        {order.expiresAt && <Muted> · {t('deadline')}: {when(order.expiresAt)}</Muted>}
        {order.paidAt && <Muted> · {t('paidAt')}: {when(order.paidAt)}</Muted>}
      </p>

      <Row>
        <Card aria-label={t('customer')}>
          <h2>{t('customer')}</h2>
          <p>{order.customer.name}<br />{order.customer.email}<br />{order.customer.phone}</p>
          {order.customer.walletBalanceX100 !== null && <p><Muted>{t('wallet', { amount: money(order.customer.walletBalanceX100) })}</Muted></p>}
        </Card>
        <Card aria-label={t('delivery')}>
          <h2>{t('delivery')}</h2>
          <p>{codeLabel(tOrders, 'shippingMethods', order.shipping.method)}</p>
          {order.shipping.pudoLabel && <p>{t('pickupPoint', { label: order.shipping.pudoLabel })}</p>}
          {order.shipping.address && <p>{Object.values(order.shipping.address).filter(Boolean).join(', ')}</p>}
          <p>{t('payment')}: {tOrders(`payments.${order.paymentMethod}` as 'payments.bank-transfer')}</p>
        </Card>
        <Card aria-label={t('money')}>
          <h2>{t('money')}</h2>
          <dl style={{ display: 'grid', gridTemplateColumns: 'auto auto', gap: '2px 16px', margin: 0 }}>
            <dt>{t('items')}</dt><dd>{money(order.money.itemsX100)}</dd>
            <dt>{t('shipping')}</dt><dd>{money(order.money.shippingX100)}</dd>
            <dt>{t('paymentFee')}</dt><dd>{money(order.money.paymentFeeX100)}</dd>
            <dt>{t('discount')}</dt><dd>−{money(order.money.discountX100)}</dd>
            <dt>{t('walletPaid')}</dt><dd>−{money(order.money.walletX100)}</dd>
            <dt><strong>{t('total')}</strong></dt><dd><strong>{money(order.money.totalX100)}</strong></dd>
          </dl>
        </Card>
      </Row>

      <h2>{t('lines')}</h2>
      <Table>
        <thead><tr><th>{t('copy')}</th><th>{t('edition')}</th><th>{t('location')}</th><th className="num">{t('price')}</th><th><span className="visually-hidden">{t('actions')}</span></th></tr></thead>
        <tbody>
          {order.lines.map((line) => (
            <tr key={line.id} style={line.active ? undefined : { textDecoration: 'line-through', color: '#666' }}>
              <td>{line.title} <Muted>#{line.copyId}</Muted>{!line.active && <> <Badge>{t('removed')}</Badge></>}</td>
              <td>{line.editionTitle ?? ''} {line.isbn && <Muted>{line.isbn}</Muted>}</td>
              <td>{line.location ?? <Muted>{t('noLocation')}</Muted>}</td>
              <td className="num">{money(line.priceX100)}</td>
              <td>
                {line.active && allowed.has('items-delete') && (
                  <Button type="button" $variant="danger" disabled={busy} aria-label={`${t('removeLine')}: ${line.title}`}
                    onClick={() => confirm({ title: `${t('removeLine')}: ${line.title}`, message: t('removeLineConfirm', { title: line.title }), confirmLabel: t('removeLine'), danger: true, action: () => act(t('removeLine'), 'POST', `/items/${line.id}/delete`, {}) })}>
                    {t('removeLine')}
                  </Button>
                )}
                {!line.active && allowed.has('items-restore') && (
                  <Button type="button" disabled={busy} onClick={() => void act(t('restoreLine'), 'POST', `/items/${line.id}/restore`, {})}>{t('restoreLine')}</Button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </Table>

      <h2>{t('actions')}</h2>
      <Card aria-label={t('actions')}>
        {order.allowedActions.length === 0 && <p><Muted>{t('none')}</Muted></p>}
        {allowed.has('complete') && <ActionForm label={t('action.complete')} busy={busy} onSubmit={formAction('complete', '/complete', (d) => ({ reason: reason(d) }))} reason={t('reason')} />}
        {allowed.has('mark-paid') && (
          <ActionForm label={t('action.mark-paid')} busy={busy} reason={t('reason')}
            onSubmit={formAction('mark-paid', '/mark-paid', (d) => ({ method: d.get('method'), reference: String(d.get('reference') ?? '').trim() || undefined, reason: reason(d) }))}>
            <Field>{t('markPaidMethod')}
              <select name="method">{MANUAL_PAYMENT_METHODS.map((m) => <option key={m} value={m}>{t(`manualMethods.${m}`)}</option>)}</select>
            </Field>
            <Field>{t('reference')}<input name="reference" maxLength={100} /></Field>
          </ActionForm>
        )}
        {allowed.has('extend') && (
          <ActionForm label={t('action.extend')} busy={busy} reason={t('reason')}
            onSubmit={formAction('extend', '/extend', (d) => ({ days: Number(d.get('days')), reason: reason(d) }))}>
            <Field>{t('extendDays')}<input name="days" type="number" min={1} max={60} defaultValue={3} required /></Field>
          </ActionForm>
        )}
        {allowed.has('max-credit-lock') && <ActionForm label={t('action.max-credit-lock')} busy={busy} onSubmit={formAction('max-credit-lock', '/max-credit-lock', (d) => ({ reason: reason(d) }))} reason={t('reason')} />}
        {allowed.has('merge') && (
          <ActionForm label={t('action.merge')} busy={busy} reason={null}
            onSubmit={formAction('merge', '/merge', (d) => ({ otherOrderId: Number(d.get('otherOrderId')) }))}>
            <Field>{t('mergeWith')}<input name="otherOrderId" type="number" min={1} required /></Field>
          </ActionForm>
        )}
        {allowed.has('stock-up') && <ActionForm label={t('action.stock-up')} busy={busy} onSubmit={formAction('stock-up', '/stock-up', (d) => ({ reason: reason(d) }))} reason={t('reason')} danger />}
        {allowed.has('cancel') && <ActionForm label={t('action.cancel')} busy={busy} onSubmit={formAction('cancel', '/cancel', (d) => ({ reason: reason(d) ?? '' }))} reason={t('reason')} reasonRequired danger />}
      </Card>

      <Row>
        <Card aria-label={t('payments')}>
          <h2>{t('payments')}</h2>
          {order.payments.length === 0 ? <p><Muted>{t('none')}</Muted></p> : (
            <ul>{order.payments.map((p) => <li key={p.id}>
              {when(p.createdAt)} · {codeLabel(tOrders, 'paymentProviders', p.provider)}, {codeLabel(tOrders, 'paymentRecordMethods', p.method)}
              {' · '}{format.number(p.amountX100 / 100, { style: 'currency', currency: p.currency })} · {codeLabel(tOrders, 'paymentRecordStates', p.state)}
            </li>)}</ul>
          )}
        </Card>
      </Row>

      {/* Refunds, credit notes and the invoice (its PDF, versions and re-issue): one panel. */}
      <RefundsPanel orderId={order.id} permissions={props.employee?.permissions ?? []} revision={order.journal.length} invoice={order.invoice} />
      <OrderShipments shipments={props.shipments ?? null} canPrint={props.employee?.permissions.includes('shipping') ?? false} staffNames={order.staffNames} />

      <Row>
        <Card aria-label={t('tags')}>
          <h2>{t('tags')}</h2>
          <p>{order.tags.map((tag) => (
            <span key={tag} style={{ marginRight: 8 }}><Badge>{tag}</Badge>
              {order.mayAnnotate && <Button type="button" disabled={busy} aria-label={t('removeTag', { tag })} onClick={() => void act(t('removeTag', { tag }), 'DELETE', `/tags/${encodeURIComponent(tag)}`, undefined)}>×</Button>}
            </span>
          ))}</p>
          {order.mayAnnotate && (
            <form method="post" onSubmit={formAction('tag', '/tags', (d) => ({ tag: String(d.get('tag') ?? '') }), t('addTag'))}>
              <Row><Field>{t('tag')}<input name="tag" required pattern="[a-z0-9][a-z0-9_\-]{0,39}" /></Field><Button type="submit" disabled={busy}>{t('addTag')}</Button></Row>
            </form>
          )}
        </Card>
        <Card aria-label={t('comments')}>
          <h2>{t('comments')}</h2>
          <ul aria-label={t('comments')}>
            {order.comments.map((c) => (
              <li key={c.id}>
                <Muted>{when(c.createdAt)} · {staffName(c.authorStaffId)}{c.closedAt && ` · ${t('closed')}`}</Muted><br />
                <span style={c.closedAt ? { color: '#666' } : undefined}>{c.body}</span>{' '}
                {order.mayAnnotate && (
                  <Button type="button" disabled={busy} onClick={() => void act(c.closedAt ? t('reopenComment') : t('closeComment'), 'POST', `/comments/${c.id}/${c.closedAt ? 'reopen' : 'close'}`, undefined)}>
                    {c.closedAt ? t('reopenComment') : t('closeComment')}
                  </Button>
                )}
              </li>
            ))}
          </ul>
          {order.mayAnnotate && (
            <form method="post" onSubmit={formAction('comment', '/comments', (d) => ({ body: String(d.get('body') ?? '') }), t('addComment'))}>
              <Field>{t('comment')}<textarea name="body" required maxLength={4000} rows={2} /></Field>
              <Button type="submit" disabled={busy}>{t('addComment')}</Button>
            </form>
          )}
        </Card>
      </Row>

      <h2>{t('journal')}</h2>
      <Table>
        <thead><tr><th>{t('when')}</th><th>{t('who')}</th><th>{t('what')}</th></tr></thead>
        <tbody>
          {order.journal.map((entry) => (
            <tr key={entry.id}>
              <td>{when(entry.at)}</td>
              <td>{entry.actorStaffId === null ? <Muted>{t('shop')}</Muted> : staffName(entry.actorStaffId)}</td>
              <td>{entry.fromState && entry.toState && entry.fromState !== entry.toState ? `${tOrders(`states.${entry.fromState}` as 'states.new')} → ${tOrders(`states.${entry.toState}` as 'states.new')}: ` : ''}{journalText(entry)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
      {dialog}
    </AdminFrame>
  );
}

interface ActionFormProps {
  label: string;
  busy: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The reason field's label; null: no reason field. */
  reason: string | null;
  reasonRequired?: boolean;
  danger?: boolean;
  children?: ReactNode;
}

function ActionForm({ label, busy, onSubmit, reason, reasonRequired, danger, children }: ActionFormProps) {
  return (
    <form method="post" onSubmit={onSubmit} aria-label={label} style={{ marginBottom: 12 }}>
      <Row>
        {children}
        {reason && <Field>{reason}<input name="reason" maxLength={500} required={reasonRequired} /></Field>}
        <Button type="submit" $variant={danger ? 'danger' : 'primary'} disabled={busy} aria-busy={busy}>{label}</Button>
      </Row>
    </form>
  );
}
