import { useTranslations } from 'next-intl';
import { AdminLink } from './AdminLink';
import { Row } from './adminStyles';

const DESKS = [
  ['/admin/sklad', 'shelving'], ['/admin/sklad/presuny', 'transfers'], ['/admin/sklad/inventury', 'audits'], ['/admin/sklad/vyrazeni', 'discards'], ['/admin/fronty', 'queues'],
] as const;

/** The warehouse's desks, one line under the heading; the current one is marked (aria-current). */
export function WarehouseDesks({ current }: { current: (typeof DESKS)[number][0] }) {
  const t = useTranslations('admin.warehouse.desks');
  return (
    <nav aria-label={t('label')}>
      <Row as="ul" style={{ listStyle: 'none', padding: 0, margin: '0 0 16px' }}>
        {DESKS.map(([href, key]) => (
          <li key={href}>
            {href === current ? <strong aria-current="page">{t(key)}</strong> : <AdminLink href={href}>{t(key)}</AdminLink>}
          </li>
        ))}
      </Row>
    </nav>
  );
}
