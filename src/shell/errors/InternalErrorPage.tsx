import { useTranslations } from '@/i18n/use-translations';
import { Button, ButtonLink, Container, PageHead } from '@/ui';
import { ErrorActions, ErrorContent } from './ErrorPage.styles';

/**
 * Rendered inside the layout when page props carry `internalError: true` — the shell or the
 * page's data could not be loaded, but the visitor keeps navigation, search and the footer.
 */
export function InternalErrorPage() {
  const t = useTranslations('common');
  return (
    <Container>
      <PageHead title={t('internalError.title')} noIndex />
      <ErrorContent>
        <h1>{t('internalError.title')}</h1>
        <p>{t('internalError.text')}</p>
        <ErrorActions>
          <Button onClick={() => window.location.reload()}>{t('internalError.retry')}</Button>
          <ButtonLink route="home" $variant="secondary">
            {t('internalError.backHome')}
          </ButtonLink>
        </ErrorActions>
      </ErrorContent>
    </Container>
  );
}
