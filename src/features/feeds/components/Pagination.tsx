import { useTranslations } from '@/i18n/use-translations';
import type { RouteKey, RouteParams } from '@/routing';
import { pageQuery } from '../lib/pageParam';
import { pageWindow } from '../lib/pageWindow';
import { CurrentPage, Gap, Nav, PageLink, Pages, Status } from './Pagination.styles';

export interface PaginationProps {
  /** The list's route; pages differ only in `?page=`. */
  route: RouteKey;
  params?: RouteParams;
  page: number;
  pageCount: number;
}

/** Previous / numbered / next links through the route table; nothing when everything fits on one page. */
export function Pagination({ route, params, page, pageCount }: PaginationProps) {
  const t = useTranslations('authors');
  if (pageCount <= 1) return null;
  const link = (target: number) => ({ route, params, query: pageQuery(target) });

  return (
    <Nav aria-label={t('pagination.label')}>
      <Pages>
        {page > 1 && (
          <li>
            <PageLink {...link(page - 1)} rel="prev">
              <span aria-hidden="true">‹ </span>
              {t('pagination.previous')}
            </PageLink>
          </li>
        )}
        {pageWindow(page, pageCount).map((target, index) => (
          <li key={target ?? `gap-${index}`}>
            {target === null ? (
              <Gap aria-hidden="true">…</Gap>
            ) : target === page ? (
              <CurrentPage aria-current="page" aria-label={t('pagination.page', { page: target })}>
                {target}
              </CurrentPage>
            ) : (
              <PageLink {...link(target)} aria-label={t('pagination.page', { page: target })}>
                {target}
              </PageLink>
            )}
          </li>
        ))}
        {page < pageCount && (
          <li>
            <PageLink {...link(page + 1)} rel="next">
              {t('pagination.next')}
              <span aria-hidden="true"> ›</span>
            </PageLink>
          </li>
        )}
      </Pages>
      <Status>{t('pagination.status', { page, pageCount })}</Status>
    </Nav>
  );
}
