import { useTranslations } from '@/i18n/use-translations';
import { RouteLink } from '@/routing';
import { Container, PageHead } from '@/ui';
import { ContentArticle } from '../components/ContentArticle';
import type { CmsPageProps } from './CmsPage';

/** /blog/[article]. */
export default function BlogArticlePage({ page }: CmsPageProps) {
  const t = useTranslations('content');
  return (
    <Container>
      <PageHead title={page.title} description={page.perex ?? undefined} />
      <ContentArticle page={page}>
        <p><RouteLink route="blog">{t('blog.back')}</RouteLink></p>
      </ContentArticle>
    </Container>
  );
}
