import { useTranslations } from '@/i18n/use-translations';
import type { EditionResponse } from '@/contracts/works';
import { RouteLink } from '@/routing';
import { useEdition } from '../api/getEdition';
import { AboutWork } from '../components/AboutWork';
import { BookHead } from '../components/BookHead';
import { BookPageFrame } from '../components/BookPageFrame';
import { BookSection } from '../components/BookSection';
import { EmptyText } from '../components/BookSection.styles';
import { PageHeader, Subtitle } from '../components/BookPageLayout.styles';
import { Breadcrumbs } from '../components/Breadcrumbs';
import { Byline } from '../components/Byline';
import { CopyList } from '../components/CopyList';
import { EditionFacts } from '../components/EditionFacts';
import { editionJsonLd } from '../lib/bookJsonLd';
import { WatchdogButton } from '@/features/watchdogs';

export type EditionPageProps = {
  editionId: number;
};

function EditionDetail({ data }: { data: EditionResponse }) {
  const t = useTranslations('book');
  const common = useTranslations('common');
  const { edition, work, copies } = data;
  const authors = work.authors.map((a) => a.name).join(', ') || common('book.unknownAuthor');
  const heading = edition.year !== null ? t('edition.headingWithYear', { title: edition.title, year: String(edition.year) }) : edition.title;

  return (
    <>
      <BookHead
        title={heading}
        description={t('edition.metaDescription', { title: edition.title, authors, count: edition.inStockCount })}
        route="edition"
        params={{ id: work.workId, editionId: edition.editionId }}
        jsonLd={(ctx) => editionJsonLd(data, ctx)}
      />
      <Breadcrumbs
        items={[
          // This page is about the edition: the trail names it by its own title (the work's may be in another language).
          { label: edition.title, route: 'work', params: { id: work.workId } },
          { label: edition.year !== null ? t('breadcrumbs.editionYear', { year: String(edition.year) }) : t('breadcrumbs.edition') },
        ]}
      />
      <PageHeader>
        <h1>{heading}</h1>
        {edition.subtitle && <Subtitle>{edition.subtitle}</Subtitle>}
        <Byline authors={work.authors} translators={edition.translators} />
        <p>
          <WatchdogButton target={{ edition: edition.editionId }} />
        </p>
      </PageHeader>

      <BookSection title={t('edition.copiesHeading', { count: copies.length })}>
        {copies.length > 0 ? (
          <CopyList copies={copies} />
        ) : (
          <EmptyText>
            {t('edition.noCopies')}{' '}
            <RouteLink route="work" params={{ id: work.workId }}>
              {t('edition.allEditions')}
            </RouteLink>
          </EmptyText>
        )}
      </BookSection>

      <BookSection title={t('details.heading')}>
        <EditionFacts edition={edition} />
      </BookSection>

      <AboutWork work={work} />
    </>
  );
}

/** An edition's page (route key `mother`, /g/[id]/m/[editionId]); data from useEdition, seeded by the server. */
export default function EditionPage({ editionId }: EditionPageProps) {
  return <BookPageFrame state={useEdition(editionId)}>{(data) => <EditionDetail data={data} />}</BookPageFrame>;
}
