import { useTranslations } from 'next-intl';
import type { GrandmotherResponse } from '@/contracts/book';
import { WishlistButton } from '@/features/wishlist';
import { WatchdogButton } from '@/features/watchdogs';
import { WorkReviews } from '@/features/reviews';
import { useGrandmother } from '../api/getGrandmother';
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
  grandmotherId: number;
};

function WorkDetail({ work }: { work: GrandmotherResponse }) {
  const t = useTranslations('book');
  const common = useTranslations('common');
  const authors = work.authors.map((a) => a.name).join(', ') || common('book.unknownAuthor');

  return (
    <>
      <BookHead
        title={t('work.metaTitle', { title: work.title, authors })}
        description={t('work.metaDescription', { title: work.title, authors, count: work.inStockCount })}
        route="grandmother"
        params={{ id: work.grandmotherId }}
        jsonLd={(ctx) => workJsonLd(work, ctx)}
      />
      <WorkIntro>
        <img src={work.coverUrl} alt={common('book.coverAlt', { title: work.title })} width={200} height={300} />
        <PageHeader>
          <h1>{work.title}</h1>
          <Byline authors={work.authors} />
          {work.rating && <RatingSummary rating={work.rating} />}
          <p>
            <WishlistButton kind="work" grandmotherId={work.grandmotherId} />
          </p>
          <p>
            <WatchdogButton target={{ work: work.grandmotherId }} />
          </p>
        </PageHeader>
      </WorkIntro>

      <AboutWork work={work} />

      <BookSection title={t('work.editionsHeading', { count: work.editions.length })}>
        {work.editions.length > 0 ? (
          <EditionList>
            {work.editions.map((edition) => (
              <li key={edition.motherId}>
                <EditionCard edition={edition} />
              </li>
            ))}
          </EditionList>
        ) : (
          <EmptyText>{t('work.noEditions')}</EmptyText>
        )}
      </BookSection>

      <WorkReviews grandmotherId={work.grandmotherId} />
    </>
  );
}

/** A work's page (route key `grandmother`, /g/[id]): every edition with its copies; data from useGrandmother. */
export default function WorkPage({ grandmotherId }: WorkPageProps) {
  return <BookPageFrame state={useGrandmother(grandmotherId)}>{(data) => <WorkDetail work={data} />}</BookPageFrame>;
}
