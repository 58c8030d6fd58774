import type { ReactNode } from 'react';
import { useTranslations } from '@/i18n/use-translations';
import { permissionLabelKey } from '../adminPages';
import type { AdminPageProps } from '../server/withAdmin';
import { AdminLayout } from './AdminLayout';

/** An admin page inside the layout, or the 403 view when the employee lacks the page's permission. */
export function AdminFrame({ props, current, children }: { props: AdminPageProps; current: string; children: ReactNode }) {
  const t = useTranslations('admin');
  if (!props.employee) return null;
  return (
    <AdminLayout employee={props.employee} lang={props.locale} current={current}>
      {props.forbidden ? (
        <>
          <h1>{t('forbidden.heading')}</h1>
          <p>{t('forbidden.text', { permission: t(permissionLabelKey(props.forbidden)) })}</p>
        </>
      ) : children}
    </AdminLayout>
  );
}
