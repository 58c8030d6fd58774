import { useLocale } from 'next-intl';
import { useTranslations } from '@/i18n/use-translations';
import { resolveLocale } from '@/i18n/locales';
import { RouteLink } from '@/routing';
import { Container, EmptyState, formatMoney, PageHead, PendingState } from '@/ui';
import { useShare } from '../api/commission';
import type { CommissionShareProps } from './commission.getServerSideProps';

/** /commission/share/[publicAccessToken]: a seller's copies for sale, each linking to its copy page; nothing private. */
export default function CommissionSharePage({ publicToken }: CommissionShareProps) {
  const t = useTranslations('commission');
  const tStates = useTranslations('book-states');
  const locale = resolveLocale(useLocale());
  const { data, error, mutate } = useShare(publicToken);
  const title = t('share.title');
  return (
    <Container>
      <PageHead title={title} noIndex />
      <h1>{title}</h1>
      <p>{t('share.intro')}</p>
      {!data ? <PendingState error={error} onRetry={() => void mutate()} /> : data.items.length === 0 ? <EmptyState>{t('share.empty')}</EmptyState> : (
        <ul data-testid="share-list">
          {data.items.map((c) => (
            <li key={c.copyId} data-copy={c.copyId}>
              <RouteLink route="copy" params={{ id: c.workId, copyId: c.copyId }}>{c.title}</RouteLink>
              {' · '}{tStates(String(c.conditionId))}{' · '}{formatMoney(c.priceX100, c.currency, locale)}
            </li>
          ))}
        </ul>
      )}
    </Container>
  );
}
