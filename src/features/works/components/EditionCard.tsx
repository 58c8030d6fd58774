import { useLocale } from 'next-intl';
import { useTranslations } from '@/i18n/use-translations';
import { resolveLocale } from '@/i18n/locales';
import type { WorkEdition } from '@/contracts/works';
import { RouteLink } from '@/routing';
import { formatMoney } from '@/ui';
import { CopyList } from './CopyList';
import { EditionFacts } from './EditionFacts';
import { Card, CardHeader, Stock } from './EditionCard.styles';

/** One edition on the work page: its facts, how many copies are in stock from which price, and those copies. */
export function EditionCard({ edition }: { edition: WorkEdition }) {
  const t = useTranslations('book');
  const locale = resolveLocale(useLocale());
  const params = { id: edition.workId, editionId: edition.editionId };
  const heading = edition.year !== null ? t('edition.headingWithYear', { title: edition.title, year: String(edition.year) }) : edition.title;

  return (
    <Card>
      <CardHeader>
        <h3>
          <RouteLink route="edition" params={params}>
            {heading}
          </RouteLink>
        </h3>
        {edition.subtitle && <p>{edition.subtitle}</p>}
      </CardHeader>
      <EditionFacts edition={edition} />
      <Stock>
        {edition.lowestPriceX100 !== null && edition.inStockCount > 0
          ? t('work.inStockFrom', { count: edition.inStockCount, price: formatMoney(edition.lowestPriceX100, edition.currency, locale) })
          : t('work.noneInStock')}
      </Stock>
      {edition.copies.length > 0 && <CopyList copies={edition.copies} />}
    </Card>
  );
}
