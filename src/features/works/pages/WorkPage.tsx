import { useTranslations } from '@/i18n/use-translations';
import type { WorkResponse } from '@/contracts/works';
import { WishlistButton } from '@/features/wishlist';
import { WatchdogButton } from '@/features/watchdogs';
import { WorkReviews } from '@/features/reviews';
import { useWork } from '../api/getWork';
import { AboutWork } from '../components/AboutWork';
import { BookHead } from '../components/BookHead';
import { BookPageFrame } from '../components/BookPageFrame';
import { BookSection } from '../components/BookSection';
import { EmptyText } from '../components/BookSection.styles';
import { EditionList, PageHeader } from '../components/BookPageLayout.styles';
import { Byline } from '../components/Byline';
import { EditionCard } from '../components/EditionCard';
import { RatingSummary } from '../components/RatingSummary';
import { WorkIntro } from '../components/WorkIntro.styles';
import { workJsonLd } from '../lib/bookJsonLd';

export type WorkPageProps = {
  workId: number;
};

function WorkDetail({ work }: { work: WorkResponse }) {
  const t = useTranslations('book');
  const common = useTranslations('common');
  const authors = work.authors.map((a) => a.name).join(', ') || common('book.unknownAuthor');

  return (
    <>
      <BookHead
        title={t('work.metaTitle', { title: work.title, authors })}
        description={t('work.metaDescription', { title: work.title, authors, count: work.inStockCount })}
        route="work"
        params={{ id: work.workId }}
        jsonLd={(ctx) => workJsonLd(work, ctx)}
      />
      <WorkIntro>
        <img src={work.coverUrl} alt={common('book.coverAlt', { title: work.title })} width={200} height={300} />
        <PageHeader>
          <h1>{work.title}</h1>
          <Byline authors={work.authors} />
          {work.rating && <RatingSummary rating={work.rating} />}
          <p>
            <WishlistButton kind="work" workId={work.workId} />
          </p>
          <p>
            <WatchdogButton target={{ work: work.workId }} />
          </p>
        </PageHeader>
      </WorkIntro>

      <AboutWork work={work} />

      <BookSection title={t('work.editionsHeading', { count: work.editions.length })}>
        {work.editions.length > 0 ? (
          <EditionList>
            {work.editions.map((edition) => (
              <li key={edition.editionId}>
                <EditionCard edition={edition} />
              </li>
            ))}
          </EditionList>
        ) : (
          <EmptyText>{t('work.noEditions')}</EmptyText>
        )}
      </BookSection>

      <WorkReviews workId={work.workId} />
    </>
  );
}

/** A work's page (route key `grandmother`, /g/[id]): every edition with its copies; data from useWork. */
export default function WorkPage({ workId }: WorkPageProps) {
  return <BookPageFrame state={useWork(workId)}>{(data) => <WorkDetail work={data} />}</BookPageFrame>;
}
