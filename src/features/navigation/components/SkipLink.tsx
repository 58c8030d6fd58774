import { useTranslations } from '@/i18n/use-translations';
import { SkipAnchor } from './SkipLink.styles';

/** "Skip to content" for keyboard users; a fragment link to the main landmark, not a route. */
export function SkipLink({ targetId }: { targetId: string }) {
  const t = useTranslations('common');
  return <SkipAnchor href={`#${targetId}`}>{t('layout.skipToContent')}</SkipAnchor>;
}
