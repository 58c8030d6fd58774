import { useState, type FormEvent } from 'react';
import Head from 'next/head';
import { useRouter } from 'next/router';
import { useFormatter } from 'next-intl';
import { useTranslations } from '@/i18n/use-translations';
import type { SupportCustomerList } from '@/contracts/support';
import { AdminFrame } from '../components/AdminFrame';
import { AdminLink, adminPath } from '../components/AdminLink';
import { Badge, Button, Field, Muted, Row, Table } from '../components/adminStyles';
import type { AdminPageProps } from '../server/withAdmin';

export interface AdminCustomersProps extends AdminPageProps {
  list: SupportCustomerList | null;
  q: string;
}

/** /admin/zakaznici: find a customer (e-mail, name, nickname, phone, order number, #id); the server pages. */
export default function AdminCustomersPage(props: AdminCustomersProps) {
  const t = useTranslations('admin.supportDesk');
  const format = useFormatter();
  const router = useRouter();
  const [q, setQ] = useState(props.q ?? '');
  const list = props.list;
  const go = (next: { q?: string; page?: number }) => {
    const query: Record<string, string> = {};
    const nq = next.q ?? props.q;
    if (nq) query.q = nq;
    if (next.page && next.page > 1) query.page = String(next.page);
    void router.push({ pathname: adminPath('adminCustomers'), query });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    go({ q: q.trim(), page: 1 });
  };
  const pages = list ? Math.max(1, Math.ceil(list.total / list.pageSize)) : 1;

  return (
    <AdminFrame props={props} current="/admin/zakaznici">
      <Head><title>{t('customers.heading')}</title></Head>
      <h1>{t('customers.heading')}</h1>
      <form role="search" aria-label={t('customers.heading')} onSubmit={submit}>
        <Row>
          <Field>{t('customers.search')}<input type="search" name="q" value={q} onChange={(e) => setQ(e.target.value)} maxLength={200} /></Field>
          <Button type="submit" $variant="primary">{t('customers.find')}</Button>
        </Row>
      </form>
      {!list || list.items.length === 0 ? <p>{t('customers.none')}</p> : (
        <>
          <p><Muted>{t('customers.count', { total: list.total })}</Muted></p>
          <Table>
            <thead><tr><th>{t('customers.id')}</th><th>{t('customers.name')}</th><th>{t('customers.email')}</th><th>{t('customers.orders')}</th><th>{t('customers.wallet')}</th><th>{t('customers.created')}</th></tr></thead>
            <tbody>
              {list.items.map((c) => (
                <tr key={c.id}>
                  <td>#{c.id}</td>
                  <td>
                    <AdminLink route="adminCustomer" params={{ id: c.id }}>{c.name ?? c.nickname ?? t('customers.noName')}</AdminLink>
                    {c.anonymised && <> <Badge>{t('customers.anonymised')}</Badge></>}
                  </td>
                  <td>{c.email}</td>
                  <td>{c.orders}</td>
                  <td>{c.balances.map((b) => format.number(b.balanceX100 / 100, { style: 'currency', currency: b.currency })).join(', ') || '—'}</td>
                  <td>{format.dateTime(new Date(c.createdAt), { dateStyle: 'short', timeZone: 'Europe/Prague' })}</td>
                </tr>
              ))}
            </tbody>
          </Table>
          <nav aria-label={t('customers.pages')}>
            <Row>
              <Button type="button" disabled={list.page <= 1} onClick={() => go({ page: list.page - 1 })}>{t('customers.previous')}</Button>
              <span>{t('customers.page', { page: list.page, pages })}</span>
              <Button type="button" disabled={list.page >= pages} onClick={() => go({ page: list.page + 1 })}>{t('customers.next')}</Button>
            </Row>
          </nav>
        </>
      )}
    </AdminFrame>
  );
}
