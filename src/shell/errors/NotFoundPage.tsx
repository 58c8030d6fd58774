import { useTranslations } from '@/i18n/use-translations';
import { SearchBox } from '@/features/navigation';
import { ButtonLink, Container, PageHead } from '@/ui';
import { ErrorActions, ErrorContent } from './ErrorPage.styles';

/** /404 inside the normal layout, offering search — the visitor was probably looking for a book. */
export default function NotFoundPage() {
  const t = useTranslations('common');
  return (
    <Container>
      <PageHead title={t('notFound.title')} noIndex />
      <ErrorContent>
        <h1>{t('notFound.title')}</h1>
        <p>{t('notFound.text')}</p>
        <SearchBox showLabel landmark={false} />
        <ErrorActions>
          <ButtonLink route="home" $variant="secondary">
            {t('notFound.backHome')}
          </ButtonLink>
        </ErrorActions>
      </ErrorContent>
    </Container>
  );
}
