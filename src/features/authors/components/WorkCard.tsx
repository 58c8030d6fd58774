import { Fragment } from 'react';
import { useLocale } from 'next-intl';
import { useTranslations } from '@/i18n/use-translations';
import type { WorkSummary } from '@/contracts/authors';
import { resolveLocale } from '@/i18n/locales';
import { RouteLink } from '@/routing';
import { TileCard, TileCover, TileTitle, TileTitleLink, formatMoney } from '@/ui';
import { AuthorLinks, Label, LowestPrice, Meta, Stock } from './WorkCard.styles';

export interface WorkCardProps {
  work: WorkSummary;
  headingLevel?: 'h2' | 'h3' | 'h4';
  /** Series pages name the authors (linking to their pages); an author's own page does not repeat them. */
  showAuthors?: boolean;
  /** Volume number within a series. */
  volume?: number;
}

/** A work: cover, title (linking to the work page), first edition year, copies in stock and lowest price. */
export function WorkCard({ work, headingLevel = 'h3', showAuthors = false, volume }: WorkCardProps) {
  const t = useTranslations('authors');
  const locale = resolveLocale(useLocale());
  const available = work.inStockCount > 0 && work.lowestPriceX100 !== null;

  return (
    <TileCard $gap="xs">
      <TileTitle as={headingLevel}>
        <TileTitleLink route="work" params={{ id: String(work.workId) }}>{work.title}</TileTitleLink>
      </TileTitle>
      {volume !== undefined && <Label>{t('work.volume', { position: String(volume) })}</Label>}
      <TileCover src={work.coverUrl} alt="" loading="lazy" width={160} height={240} />
      {showAuthors && work.authors.length > 0 && (
        <AuthorLinks>
          {work.authors.map((author, index) => (
            <Fragment key={author.id}>
              {index > 0 && ', '}
              <RouteLink route="author" params={{ authorId: author.id }}>{author.name}</RouteLink>
            </Fragment>
          ))}
        </AuthorLinks>
      )}
      {work.firstYear !== null && <Meta>{t('work.firstYear', { year: String(work.firstYear) })}</Meta>}
      <Stock>
        {available ? (
          <>
            {t('work.inStock', { count: work.inStockCount })}
            <LowestPrice>{t('work.from', { price: formatMoney(work.lowestPriceX100!, work.currency, locale) })}</LowestPrice>
          </>
        ) : (
          t('work.notInStock')
        )}
      </Stock>
    </TileCard>
  );
}
