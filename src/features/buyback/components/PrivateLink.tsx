import { useLocale } from 'next-intl';
import { useTranslations } from '@/i18n/use-translations';
import { resolveLocale } from '@/i18n/locales';
import { absoluteUrl, useLocalPort } from '@/routing';

/** The anonymous seller's key to their draft: a link to keep (it opens the list on any device). */
export function PrivateLink({ token }: { token: string }) {
  const t = useTranslations('buyback');
  const locale = resolveLocale(useLocale());
  const port = useLocalPort();
  const href = absoluteUrl('sellBooks', locale, {}, { port, query: { token } });
  return (
    <p>
      {t('sent.privateLink')} <a href={href} data-testid="private-link">{href}</a>
    </p>
  );
}
