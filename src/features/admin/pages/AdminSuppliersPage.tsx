import { useState, type FormEvent } from 'react';
import Head from 'next/head';
import { useRouter } from 'next/router';
import { useFormatter } from 'next-intl';
import { useTranslations } from '@/i18n/use-translations';
import type { SupplierList } from '@/contracts/buyback';
import { mayAccess } from '../adminPages';
import { AdminFrame } from '../components/AdminFrame';
import { AdminLink, adminPath } from '../components/AdminLink';
import { Button, Field, Muted, Row, Table } from '../components/adminStyles';
import type { AdminPageProps } from '../server/withAdmin';

export interface AdminSuppliersProps extends AdminPageProps {
  list: SupplierList | null;
  q: string;
}

/**
 * /admin/supply/dodavatele_list: the people who sell books to the shop (buyback), most recent
 * seller first; the server searches (e-mail, name, #id) and pages. A name links to the customer
 * desk for an employee who may open it.
 */
export default function AdminSuppliersPage(props: AdminSuppliersProps) {
  const t = useTranslations('admin.suppliers');
  const format = useFormatter();
  const router = useRouter();
  const [q, setQ] = useState(props.q ?? '');
  const list = props.list;
  const mayOpenCustomer = mayAccess(props.employee?.permissions ?? [], 'customers');
  const go = (next: { q?: string; page?: number }) => {
    const query: Record<string, string> = {};
    const nq = next.q ?? props.q;
    if (nq) query.q = nq;
    if (next.page && next.page > 1) query.page = String(next.page);
    void router.push({ pathname: adminPath('adminSuppliers'), query });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    go({ q: q.trim(), page: 1 });
  };
  const pages = list ? Math.max(1, Math.ceil(list.total / list.pageSize)) : 1;
  const money = (amountX100: number, currency: string) => format.number(amountX100 / 100, { style: 'currency', currency });

  return (
    <AdminFrame props={props} current="/admin/supply/dodavatele_list">
      <Head><title>{t('heading')}</title></Head>
      <h1>{t('heading')}</h1>
      <p><Muted>{t('lead')}</Muted></p>
      <form role="search" aria-label={t('heading')} onSubmit={submit}>
        <Row>
          <Field>{t('search')}<input type="search" name="q" value={q} onChange={(e) => setQ(e.target.value)} maxLength={200} /></Field>
          <Button type="submit" $variant="primary">{t('find')}</Button>
        </Row>
      </form>
      {!list || list.items.length === 0 ? <p>{t('none')}</p> : (
        <>
          <p><Muted>{t('count', { total: list.total })}</Muted></p>
          <Table>
            <thead>
              <tr><th>{t('name')}</th><th>{t('email')}</th><th className="num">{t('batches')}</th><th>{t('lastBatch')}</th><th className="num">{t('books')}</th><th className="num">{t('paidOut')}</th></tr>
            </thead>
            <tbody>
              {list.items.map((s) => (
                <tr key={s.id}>
                  <td>
                    {mayOpenCustomer
                      ? <AdminLink route="adminCustomer" params={{ id: s.id }}>{s.name ?? t('noName')}</AdminLink>
                      : (s.name ?? t('noName'))}
                    {' '}<Muted>#{s.id}</Muted>
                  </td>
                  <td>{s.email}</td>
                  <td className="num">{s.batches}{s.openBatches > 0 && <><br /><Muted>{t('open', { count: s.openBatches })}</Muted></>}</td>
                  <td>{s.lastBatchAt ? format.dateTime(new Date(s.lastBatchAt), { dateStyle: 'short', timeZone: 'Europe/Prague' }) : t('never')}</td>
                  <td className="num">{s.booksAccepted} / {s.booksRefused}</td>
                  <td className="num">{s.paidOut.map((p) => money(p.amountX100, p.currency)).join(', ') || t('never')}</td>
                </tr>
              ))}
            </tbody>
          </Table>
          <nav aria-label={t('pages')}>
            <Row>
              <Button type="button" disabled={list.page <= 1} onClick={() => go({ page: list.page - 1 })}>{t('previous')}</Button>
              <span>{t('page', { page: list.page, pages })}</span>
              <Button type="button" disabled={list.page >= pages} onClick={() => go({ page: list.page + 1 })}>{t('next')}</Button>
            </Row>
          </nav>
        </>
      )}
    </AdminFrame>
  );
}
