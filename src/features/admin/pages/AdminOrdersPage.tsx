import { useMemo, useState, type FormEvent } from 'react';
import Head from 'next/head';
import { AdminLink, adminPath } from '../components/AdminLink';
import { useRouter } from 'next/router';
import { useFormatter } from 'next-intl';
import { useTranslations } from '@/i18n/use-translations';
import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table';
import { ORDER_STATES } from '@/contracts/orders';
import { CHECKOUT_PAYMENT_METHODS } from '@/contracts/checkout';
import { ADMIN_COMMENT_FILTERS, ADMIN_PAYMENT_STATES, type AdminOrderList, type AdminOrderListQuery, type AdminOrderRow } from '@/contracts/staff';
import { LOCALE_LABELS } from '@/i18n/locales';
import { AdminFrame } from '../components/AdminFrame';
import { Button, Field, Muted, Row, Table } from '../components/adminStyles';
import type { AdminPageProps } from '../server/withAdmin';
import { codeLabel } from '../lib/codeLabel';
import { storefrontLabel } from '../lib/storefrontLabel';

export interface AdminOrdersProps extends AdminPageProps {
  list: AdminOrderList | null;
  query: AdminOrderListQuery;
}

/** Filters, sort and page live in the URL (a filtered list can be shared); the server pages and sorts. */
const FILTER_KEYS = ['state', 'storefront', 'paymentMethod', 'paymentState', 'carrier', 'tag', 'hasComment', 'from', 'to', 'q'] as const;
type Filters = Partial<Record<(typeof FILTER_KEYS)[number], string>>;
const SORTABLE: Record<string, AdminOrderListQuery['sort']> = { number: 'number', createdAt: 'createdAt', state: 'state', totalX100: 'total' };

const features = tableFeatures({});
const helper = createColumnHelper<typeof features, AdminOrderRow>();

export default function AdminOrdersPage(props: AdminOrdersProps) {
  const t = useTranslations('admin.orders');
  const format = useFormatter();
  const router = useRouter();
  const { list, query } = props;
  const [filters, setFilters] = useState<Filters>(() => Object.fromEntries(FILTER_KEYS.map((k) => [k, query[k] ? String(query[k]) : ''])));

  const go = (next: Partial<Record<string, string | number | undefined>>) => {
    const merged: Record<string, string> = {};
    const all = { ...Object.fromEntries(FILTER_KEYS.map((k) => [k, query[k]])), sort: query.sort, dir: query.dir, page: query.page, ...next };
    for (const [key, value] of Object.entries(all) as [string, string | number | undefined][]) {
      if (value === undefined || value === '' || (key === 'sort' && value === 'createdAt') || (key === 'dir' && value === 'desc') || (key === 'page' && Number(value) === 1)) continue;
      merged[key] = String(value);
    }
    void router.push({ pathname: adminPath('adminOrders'), query: merged });
  };
  const apply = (event: FormEvent) => {
    event.preventDefault();
    go({ ...filters, page: 1 });
  };

  const columns = useMemo(() => helper.columns([
    helper.accessor('number', { header: () => t('number'), cell: (info) => <AdminLink route="adminOrder" params={{ id: info.row.original.id }}><strong>{info.getValue()}</strong></AdminLink> }),
    helper.accessor('createdAt', { header: () => t('created'), cell: (info) => format.dateTime(new Date(info.getValue()), { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Prague' }) }),
    helper.accessor('state', { header: () => t('state'), cell: (info) => t(`states.${info.getValue()}`) }),
    helper.accessor('storefront', { header: () => t('storefront'), cell: (info) => storefrontLabel(info.getValue(), props.locale) }),
    helper.accessor('paymentMethod', { header: () => t('paymentMethod'), cell: (info) => t(`payments.${info.getValue() as (typeof CHECKOUT_PAYMENT_METHODS)[number]}`) }),
    helper.accessor('email', { header: () => t('customer'), cell: (info) => <>{info.row.original.name} <Muted>{info.getValue()}</Muted></> }),
    helper.accessor('totalX100', { header: () => t('total'), cell: (info) => format.number(info.getValue() / 100, { style: 'currency', currency: info.row.original.currency }) }),
  ]), [t, format]);
  const data = useMemo(() => list?.items ?? [], [list]);
  const table = useTable({ features, columns, data });
  const pages = list ? Math.max(1, Math.ceil(list.total / list.pageSize)) : 1;
  // A capped count (more matches than the server counts) leaves the last page open.
  const pagesLabel = list?.totalCapped ? `${pages}+` : pages;

  return (
    <AdminFrame props={props} current="/admin/objednavky">
      <Head><title>{t('heading')}</title></Head>
      <h1>{t('heading')}</h1>
      <form onSubmit={apply} aria-label={t('filters')} style={{ marginBottom: 16 }}>
        <Row>
          <Field>{t('state')}
            <select value={filters.state} onChange={(e) => setFilters({ ...filters, state: e.target.value })}>
              <option value="">{t('any')}</option>
              {ORDER_STATES.map((s) => <option key={s} value={s}>{t(`states.${s}`)}</option>)}
            </select>
          </Field>
          <Field>{t('storefront')}
            <select value={filters.storefront} onChange={(e) => setFilters({ ...filters, storefront: e.target.value })}>
              <option value="">{t('any')}</option>
              {LOCALE_LABELS.map((l) => <option key={l} value={l}>{storefrontLabel(l, props.locale)}</option>)}
            </select>
          </Field>
          <Field>{t('paymentMethod')}
            <select value={filters.paymentMethod} onChange={(e) => setFilters({ ...filters, paymentMethod: e.target.value })}>
              <option value="">{t('any')}</option>
              {CHECKOUT_PAYMENT_METHODS.map((m) => <option key={m} value={m}>{t(`payments.${m}`)}</option>)}
            </select>
          </Field>
          <Field>{t('paymentState')}
            <select value={filters.paymentState} onChange={(e) => setFilters({ ...filters, paymentState: e.target.value })}>
              <option value="">{t('any')}</option>
              {ADMIN_PAYMENT_STATES.map((p) => <option key={p} value={p}>{t(`paymentStates.${p}`)}</option>)}
            </select>
          </Field>
          <Field>{t('carrier')}
            <select value={filters.carrier} onChange={(e) => setFilters({ ...filters, carrier: e.target.value })}>
              <option value="">{t('any')}</option>
              {(list?.carriers ?? []).map((c) => <option key={c} value={c}>{codeLabel(t, 'carriers', c)}</option>)}
            </select>
          </Field>
          <Field>{t('tag')}<input value={filters.tag} maxLength={40} size={10} onChange={(e) => setFilters({ ...filters, tag: e.target.value })} /></Field>
          <Field>{t('hasComment')}
            <select value={filters.hasComment} onChange={(e) => setFilters({ ...filters, hasComment: e.target.value })}>
              <option value="">{t('any')}</option>
              {ADMIN_COMMENT_FILTERS.map((c) => <option key={c} value={c}>{t(`commentFilters.${c}`)}</option>)}
            </select>
          </Field>
          <Field>{t('from')}<input type="date" value={filters.from} onChange={(e) => setFilters({ ...filters, from: e.target.value })} /></Field>
          <Field>{t('to')}<input type="date" value={filters.to} onChange={(e) => setFilters({ ...filters, to: e.target.value })} /></Field>
          <Field>{t('search')}<input type="search" value={filters.q} onChange={(e) => setFilters({ ...filters, q: e.target.value })} /></Field>
          <Button type="submit" $variant="primary">{t('apply')}</Button>
          <Button type="button" onClick={() => { setFilters({}); void router.push(adminPath('adminOrders')); }}>{t('reset')}</Button>
        </Row>
      </form>
      {!list ? <p role="alert">{t('loadFailed')}</p> : (
        <>
          <p aria-live="polite">{list.totalCapped ? t('countCapped', { total: list.total }) : t('count', { total: list.total })}</p>
          <Table>
            <thead>
              {table.getHeaderGroups().map((group) => (
                <tr key={group.id}>
                  {group.headers.map((header) => {
                    const sortKey = SORTABLE[header.column.id];
                    const active = sortKey !== undefined && query.sort === sortKey;
                    const ariaSort = active ? (query.dir === 'asc' ? 'ascending' : 'descending') : undefined;
                    return (
                      <th key={header.id} aria-sort={ariaSort} className={header.column.id === 'totalX100' ? 'num' : undefined}>
                        {sortKey ? (
                          <button type="button" onClick={() => go({ sort: sortKey, dir: active && query.dir === 'desc' ? 'asc' : 'desc', page: 1 })}>
                            <table.FlexRender header={header} /> {active ? (query.dir === 'asc' ? '▲' : '▼') : ''}
                          </button>
                        ) : <table.FlexRender header={header} />}
                      </th>
                    );
                  })}
                </tr>
              ))}
            </thead>
            <tbody>
              {table.getRowModel().rows.length === 0 ? (
                <tr><td colSpan={columns.length}>{t('empty')}</td></tr>
              ) : table.getRowModel().rows.map((row) => (
                <tr key={row.id}>
                  {row.getAllCells().map((cell) => (
                    <td key={cell.id} className={cell.column.id === 'totalX100' ? 'num' : undefined}><table.FlexRender cell={cell} /></td>
                  ))}
                </tr>
              ))}
            </tbody>
          </Table>
          <nav aria-label={t('page', { page: list.page, pages: pagesLabel })} style={{ display: 'flex', gap: 12, alignItems: 'center', marginTop: 12 }}>
            <Button type="button" disabled={list.page <= 1} onClick={() => go({ page: list.page - 1 })}>{t('previous')}</Button>
            <span>{t('page', { page: list.page, pages: pagesLabel })}</span>
            <Button type="button" disabled={!list.totalCapped && list.page >= pages} onClick={() => go({ page: list.page + 1 })}>{t('next')}</Button>
          </nav>
        </>
      )}
    </AdminFrame>
  );
}
