import { useLocale } from 'next-intl';
import { useTranslations } from '@/i18n/use-translations';
import { resolveLocale } from '@/i18n/locales';
import type { BookResponse } from '@/contracts/works';
import { Price, formatMoney } from '@/ui';
import { WishlistButton } from '@/features/wishlist';
import { WatchdogButton } from '@/features/watchdogs';
import { useBook } from '../api/getBook';
import { useCopyView } from '../api/recordCopyView';
import { AddToCartButton } from '../components/AddToCartButton';
import { BookHead } from '../components/BookHead';
import { BookPageFrame } from '../components/BookPageFrame';
import { BookSection } from '../components/BookSection';
import { EmptyText } from '../components/BookSection.styles';
import { BigPrice, CopyGrid, PageHeader, PurchaseBox, Subtitle } from '../components/BookPageLayout.styles';
import { Breadcrumbs } from '../components/Breadcrumbs';
import { Byline } from '../components/Byline';
import { AboutWork } from '../components/AboutWork';
import { ConditionInfo } from '../components/ConditionInfo';
import { CopyCover } from '../components/CopyCover';
import { CopyList } from '../components/CopyList';
import { EditionFacts } from '../components/EditionFacts';
import { SoldNotice } from '../components/SoldNotice';
import { copyJsonLd } from '../lib/bookJsonLd';

export type CopyPageProps = {
  copyId: number;
};

function CopyDetail({ book }: { book: BookResponse }) {
  const t = useTranslations('book');
  const common = useTranslations('common');
  const states = useTranslations('book-states');
  const locale = resolveLocale(useLocale());
  const { edition, work } = book;
  const sold = book.state === 'sold';
  const condition = states.has(String(book.conditionId)) ? states(String(book.conditionId)) : String(book.conditionId);
  const authors = work.authors.map((a) => a.name).join(', ') || common('book.unknownAuthor');
  const price = formatMoney(book.priceX100, book.currency, locale);
  useCopyView(book.bookId, !sold);

  return (
    <>
      <BookHead
        title={t('copy.metaTitle', { title: edition.title, condition })}
        description={t('copy.metaDescription', { title: edition.title, authors, condition, price })}
        route="copy"
        params={{ id: book.workId, copyId: book.bookId }}
        jsonLd={(ctx) => copyJsonLd(book, ctx)}
      />
      <Breadcrumbs
        items={[
          // This page is about the edition: the trail names it by its own title (the work's may be in another language).
          { label: edition.title, route: 'work', params: { id: work.workId } },
          {
            label: edition.year !== null ? t('breadcrumbs.editionYear', { year: String(edition.year) }) : t('breadcrumbs.edition'),
            route: 'edition',
            params: { id: work.workId, editionId: edition.editionId },
          },
          { label: t('breadcrumbs.copy', { copyId: String(book.bookId) }) },
        ]}
      />
      <PageHeader>
        <h1>{edition.title}</h1>
        {edition.subtitle && <Subtitle>{edition.subtitle}</Subtitle>}
        <Byline authors={work.authors} translators={edition.translators} />
      </PageHeader>

      <CopyGrid>
        <CopyCover title={edition.title} coverUrl={book.coverUrl} photoCount={book.photoCount} copyId={book.bookId} />
        <PurchaseBox>
          {sold && <SoldNotice hasAlternatives={book.availableCopies.length > 0} />}
          <ConditionInfo conditionId={book.conditionId} note={book.conditionNote} />
          <BigPrice>
            <Price amountX100={book.priceX100} currency={book.currency} previousAmountX100={sold ? null : book.previousPriceX100} />
          </BigPrice>
          {!sold && (
            <div>
              <AddToCartButton book={book} />
            </div>
          )}
          <div>
            <WishlistButton kind="book" workId={book.workId} copyId={book.bookId} />
          </div>
          {sold && (
            <p>
              <WatchdogButton target={{ work: book.workId }} />
            </p>
          )}
        </PurchaseBox>
      </CopyGrid>

      {sold && (
        <BookSection title={t('copy.availableHeading')}>
          {book.availableCopies.length > 0 ? <CopyList copies={book.availableCopies} showEdition /> : <EmptyText>{t('copy.noAvailable')}</EmptyText>}
        </BookSection>
      )}

      <BookSection title={t('details.heading')}>
        <EditionFacts edition={edition} />
      </BookSection>

      <AboutWork work={work} />

      {!sold && (
        <BookSection title={t('copy.otherCopiesHeading')}>
          {book.otherCopies.length > 0 ? <CopyList copies={book.otherCopies} /> : <EmptyText>{t('copy.noOtherCopies')}</EmptyText>}
        </BookSection>
      )}
    </>
  );
}

/** A copy's page (route key `book`, /g/[id]/b/[copyId]); data from useBook, seeded by the server. */
export default function CopyPage({ copyId }: CopyPageProps) {
  return <BookPageFrame state={useBook(copyId)}>{(data) => <CopyDetail book={data} />}</BookPageFrame>;
}
