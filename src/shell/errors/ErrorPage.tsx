import { useTranslations } from '@/i18n/use-translations';
import { brandFor } from '@/i18n/locales';
import { STATUS_MESSAGES } from '@/lib/http';
import { ButtonLink, Container, PageHead } from '@/ui';
import { useAppContext } from '@/app-context/context';
import { ErrorActions, ErrorBrand, ErrorContent, ErrorHeader, TechnicalDetails } from './ErrorPage.styles';

export interface ErrorPageProps {
  statusCode: number;
  /** What failed, when the page chose to pass it on (never a stack trace). */
  originalErrorMessage?: string | null;
}

/**
 * Shown by _app instead of the page when page props carry a status code (docs/product.md#error-pages). It stands
 * outside the normal layout — the shell data may be what failed — with just the brand and a way home.
 */
export function ErrorPage({ statusCode, originalErrorMessage }: ErrorPageProps) {
  const t = useTranslations('common');
  const { locale } = useAppContext();
  const known = (STATUS_MESSAGES as readonly number[]).includes(statusCode);
  const description = known ? t(`global.error.${statusCode}`) : t('global.alert.error');
  const title = t('errorPage.title', { statusCode: String(statusCode) });

  return (
    <>
      <PageHead title={title} noIndex />
      <ErrorHeader>
        <Container>
          <ErrorBrand route="home">{brandFor(locale)}</ErrorBrand>
        </Container>
      </ErrorHeader>
      <main id="main-content">
        <Container>
          <ErrorContent>
            <h1>{title}</h1>
            <p>{description}</p>
            {originalErrorMessage && (
              <TechnicalDetails>
                {t('errorPage.details')}: <code>{originalErrorMessage}</code>
              </TechnicalDetails>
            )}
            <ErrorActions>
              <ButtonLink route="home">{t('errorPage.backHome')}</ButtonLink>
            </ErrorActions>
          </ErrorContent>
        </Container>
      </main>
    </>
  );
}
