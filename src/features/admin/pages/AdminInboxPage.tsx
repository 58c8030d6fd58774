import { useState } from 'react';
import Head from 'next/head';
import { useRouter } from 'next/router';
import { useFormatter } from 'next-intl';
import { useTranslations } from '@/i18n/use-translations';
import toast from 'react-hot-toast';
import { CONTACT_INBOX_STATES, type ContactInbox } from '@/contracts/support';
import { AdminFrame } from '../components/AdminFrame';
import { AdminLink } from '../components/AdminLink';
import { Badge, Button, Card, Muted, Row } from '../components/adminStyles';
import { inboxAction } from '../api/supportApi';
import type { AdminPageProps } from '../server/withAdmin';

export interface AdminInboxProps extends AdminPageProps {
  inbox: ContactInbox;
  state: string;
}

/** /admin/zpravy: the contact form's messages as an inbox — take one, close it, reopen it. */
export default function AdminInboxPage(props: AdminInboxProps) {
  const t = useTranslations('admin.supportDesk');
  const format = useFormatter();
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const act = async (id: number, kind: 'assign' | 'close' | 'reopen') => {
    setBusy(true);
    try {
      await inboxAction(id, kind);
      toast.success(t('done'));
      await router.replace(router.asPath, undefined, { scroll: false });
    } catch {
      toast.error(t('errors.FAILED'));
    } finally {
      setBusy(false);
    }
  };
  const { inbox } = props;
  const pages = Math.max(1, Math.ceil(inbox.total / inbox.pageSize));
  return (
    <AdminFrame props={props} current="/admin/zpravy">
      <Head><title>{t('inbox.heading')}</title></Head>
      <h1>{t('inbox.heading')}</h1>
      <nav aria-label={t('inbox.filter')}>
        <Row>
          {CONTACT_INBOX_STATES.map((s) => (
            <AdminLink key={s} route="adminInbox" query={s === 'open' ? {} : { state: s }} aria-current={props.state === s ? 'page' : undefined}
              style={{ color: '#1f3a5f', fontWeight: props.state === s ? 700 : 400 }}>{t(`inbox.${s}`)}</AdminLink>
          ))}
        </Row>
      </nav>
      {inbox.items.length === 0 ? <p>{t('inbox.none')}</p> : inbox.items.map((m) => (
        <Card key={m.id} aria-labelledby={`message-${m.id}`}>
          <h2 id={`message-${m.id}`} style={{ fontSize: 17 }}>{m.subject}</h2>
          <p>
            {m.name} &lt;{m.email}&gt; · {m.locale} · <Muted>{format.dateTime(new Date(m.createdAt), { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Prague' })}</Muted>
            {m.orderNumber && <> · {t('inbox.order')} {m.orderNumber}</>}
            {m.customerId && <> · <AdminLink route="adminCustomer" params={{ id: m.customerId }}>{t('inbox.customer')}</AdminLink></>}
          </p>
          <p style={{ whiteSpace: 'pre-wrap' }}>{m.message}</p>
          <p>{m.assignedTo ? <Badge>{t('inbox.assignedTo', { name: m.assignedTo })}</Badge> : <Muted>{t('inbox.unassigned')}</Muted>} {m.closedAt && <Badge>{t('inbox.closedBy', { name: m.closedBy ?? '' })}</Badge>}</p>
          {m.history.length > 0 && (
            <details data-testid={`history-${m.id}`}>
              <summary>{t('inbox.history')} ({m.history.length})</summary>
              <ul>{m.history.map((h, i) => (
                <li key={i} data-action={h.action}>
                  <Muted>{format.dateTime(new Date(h.at), { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Prague' })}</Muted>{' '}
                  {t(`inbox.historyAction.${h.action}`, { actor: h.actor ?? '?', to: h.to ?? '?' })}
                </li>
              ))}</ul>
            </details>
          )}
          <Row>
            {!m.closedAt && m.assignedStaffId !== props.employee?.id && <Button type="button" disabled={busy} onClick={() => void act(m.id, 'assign')}>{t('inbox.take')}</Button>}
            {m.closedAt
              ? <Button type="button" disabled={busy} onClick={() => void act(m.id, 'reopen')}>{t('inbox.reopen')}</Button>
              : <Button type="button" $variant="primary" disabled={busy} onClick={() => void act(m.id, 'close')}>{t('inbox.close')}</Button>}
          </Row>
        </Card>
      ))}
      {pages > 1 && (
        <Row>
          {inbox.page > 1 && <AdminLink route="adminInbox" query={{ state: props.state, page: inbox.page - 1 }}>{t('customers.previous')}</AdminLink>}
          <span>{t('customers.page', { page: inbox.page, pages })}</span>
          {inbox.page < pages && <AdminLink route="adminInbox" query={{ state: props.state, page: inbox.page + 1 }}>{t('customers.next')}</AdminLink>}
        </Row>
      )}
    </AdminFrame>
  );
}
