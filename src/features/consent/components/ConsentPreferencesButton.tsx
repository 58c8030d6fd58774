import { useTranslations } from '@/i18n/use-translations';
import { showConsentPreferences } from '../lib/startConsent';

/** "Cookie settings": reopens the preferences so consent can be changed or withdrawn any time. */
export function ConsentPreferencesButton({ className }: { className?: string }) {
  const t = useTranslations('consent');
  return (
    <button type="button" className={className} aria-haspopup="dialog" onClick={showConsentPreferences}>
      {t('footerLink')}
    </button>
  );
}
