import { useLocale } from 'next-intl';
import { useTranslations } from '@/i18n/use-translations';
import type { WorkSummary } from '@/contracts/authors';
import { resolveLocale } from '@/i18n/locales';
import { EmptyNote } from '@/features/feeds';
import { formatMoney } from '@/ui';
import { useAuthorTimeline } from '../api/getAuthorTimeline';
import { AuthorFrame } from '../components/AuthorFrame';
import type { AuthorPageProps } from './authorHandler';
import { Detail, WorkLink, Works, Year, Years } from './AuthorTimelinePage.styles';

function useStockLine() {
  const t = useTranslations('authors');
  const locale = resolveLocale(useLocale());
  return (work: WorkSummary) =>
    work.inStockCount > 0 && work.lowestPriceX100 !== null
      ? `${t('work.inStock', { count: work.inStockCount })} · ${t('work.from', { price: formatMoney(work.lowestPriceX100, work.currency, locale) })}`
      : t('work.notInStock');
}

/** The author's works by year of first edition, oldest first (route key `authorTimeline`). */
export default function AuthorTimelinePage({ authorId }: AuthorPageProps) {
  const t = useTranslations('authors');
  const stockLine = useStockLine();
  return (
    <AuthorFrame authorId={authorId} tab="authorTimeline" state={useAuthorTimeline(authorId)} title={(a) => t('author.meta.timeline', { name: a.name })}>
      {({ years }) => (
        <section aria-labelledby="author-timeline">
          <h2 id="author-timeline">{t('author.timeline.title')}</h2>
          {years.length === 0 ? (
            <EmptyNote>{t('author.timeline.empty')}</EmptyNote>
          ) : (
            <Years>
              {years.map(({ year, works }) => (
                <Year key={year ?? 'undated'}>
                  <h3>{year ?? t('author.timeline.undated')}</h3>
                  <Works>
                    {works.map((work) => (
                      <li key={work.workId}>
                        <WorkLink route="work" params={{ id: String(work.workId) }}>{work.title}</WorkLink>{' '}
                        <Detail>({stockLine(work)})</Detail>
                      </li>
                    ))}
                  </Works>
                </Year>
              ))}
            </Years>
          )}
        </section>
      )}
    </AuthorFrame>
  );
}
