import { useLocale } from 'next-intl';
import { useTranslations } from '@/i18n/use-translations';
import { resolveLocale } from '@/i18n/locales';
import type { CopyOffer } from '@/contracts/works';
import { formatMoney, Price, VisuallyHidden } from '@/ui';
import { languageName } from '../lib/languageName';
import { CopyItem, CopyLink, CopyMeta, CopyNote, CopyPrice, List } from './CopyList.styles';

interface CopyListProps {
  copies: readonly CopyOffer[];
  /** Copies of different editions say which edition (year, language) they are. */
  showEdition?: boolean;
}

/**
 * Copies on offer in the order the API sorted them (cheapest, then best condition). Each links to
 * its copy page; the link names the condition and, for screen readers, the price, so a list of
 * links stays tellable apart.
 */
export function CopyList({ copies, showEdition = false }: CopyListProps) {
  const t = useTranslations('book');
  const states = useTranslations('book-states');
  const locale = resolveLocale(useLocale());

  return (
    <List>
      {copies.map((copy) => {
        const condition = states.has(String(copy.conditionId)) ? states(String(copy.conditionId)) : String(copy.conditionId);
        const edition = showEdition
          ? [copy.year, languageName(copy.languageId, locale) ?? t('language.other')].filter((part) => part !== null).join(' · ')
          : null;
        return (
          <CopyItem key={copy.bookId}>
            <CopyLink route="copy" params={{ id: copy.workId, copyId: copy.bookId }}>
              {condition}
              <VisuallyHidden>, {formatMoney(copy.priceX100, copy.currency, locale)}</VisuallyHidden>
            </CopyLink>
            <CopyPrice>
              <Price amountX100={copy.priceX100} currency={copy.currency} previousAmountX100={copy.previousPriceX100} />
            </CopyPrice>
            {(edition || copy.photoCount > 0) && (
              <CopyMeta>{[edition, t('copy.photos', { count: copy.photoCount })].filter(Boolean).join(' · ')}</CopyMeta>
            )}
            {copy.conditionNote && <CopyNote>{copy.conditionNote}</CopyNote>}
          </CopyItem>
        );
      })}
    </List>
  );
}
