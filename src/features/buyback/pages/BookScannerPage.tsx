import { useTranslations } from '@/i18n/use-translations';
import { RouteLink } from '@/routing';
import { Container, PageHead } from '@/ui';
import { ScannerLink } from '../components/ScannerLink';

/** /book-scanner: what the scanner does and what it needs, before it asks for the camera. */
export default function BookScannerPage() {
  const t = useTranslations('buyback');
  return (
    <Container>
      <PageHead title={t('scannerIntro.title')} description={t('scannerIntro.lead')} />
      <h1>{t('scannerIntro.title')}</h1>
      <p>{t('scannerIntro.lead')}</p>
      <ol>
        <li>{t('scannerIntro.how1')}</li>
        <li>{t('scannerIntro.how2')}</li>
        <li>{t('scannerIntro.how3')}</li>
      </ol>
      <p>{t('scannerIntro.privacy')}</p>
      <p>
        <ScannerLink button>{t('scannerIntro.start')}</ScannerLink>
      </p>
      <p>
        {t('scannerIntro.noCamera')} <RouteLink route="sellBooks">{t('scannerIntro.form')}</RouteLink>
      </p>
    </Container>
  );
}
