import { useTranslations } from '@/i18n/use-translations';
import { AdminLink, type AdminRouteKey } from './AdminLink';
import { Row } from './adminStyles';

const DESKS = [
  ['adminWarehouse', 'shelving'], ['adminTransfers', 'transfers'], ['adminAudits', 'audits'], ['adminDiscards', 'discards'], ['adminQueues', 'queues'],
] as const satisfies readonly (readonly [AdminRouteKey, string])[];

/** The warehouse's desks, one line under the heading; the current one is marked (aria-current). */
export function WarehouseDesks({ current }: { current: (typeof DESKS)[number][0] }) {
  const t = useTranslations('admin.warehouse.desks');
  return (
    <nav aria-label={t('label')}>
      <Row as="ul" style={{ listStyle: 'none', padding: 0, margin: '0 0 16px' }}>
        {DESKS.map(([route, key]) => (
          <li key={route}>
            {route === current ? <strong aria-current="page">{t(key)}</strong> : <AdminLink route={route}>{t(key)}</AdminLink>}
          </li>
        ))}
      </Row>
    </nav>
  );
}
