import { useFormatter } from 'next-intl';
import { useTranslations } from '@/i18n/use-translations';
import { RouteLink } from '@/routing';
import { Container, PageHead } from '@/ui';
import { EmptyNote, Pagination } from '@/features/feeds';
import type { BlogListResponse } from '@/contracts/content';
import { ArticleList, ArticleCard } from './BlogIndexPage.styles';
import { Meta, Perex } from '../components/ContentArticle.styles';

export type BlogIndexPageProps = { blog: BlogListResponse };

/** /blog: published articles, newest first, paginated with ?page=. */
export default function BlogIndexPage({ blog }: BlogIndexPageProps) {
  const t = useTranslations('content');
  const format = useFormatter();
  const title = blog.page > 1 ? t('blog.pageTitle', { title: t('blog.title'), page: blog.page }) : t('blog.title');
  return (
    <Container>
      <PageHead title={title} description={t('blog.intro')} />
      <h1>{t('blog.title')}</h1>
      <p>{t('blog.intro')}</p>
      {blog.items.length === 0 ? (
        <EmptyNote>{t('blog.empty')}</EmptyNote>
      ) : (
        <ArticleList>
          {blog.items.map((article) => (
            <ArticleCard key={article.slug}>
              <h2><RouteLink route="blogArticle" params={{ article: article.slug }}>{article.title}</RouteLink></h2>
              <Meta>
                <time dateTime={article.publishedAt}>{t('article.published', { date: format.dateTime(new Date(article.publishedAt), { dateStyle: 'long' }) })}</time>
              </Meta>
              {article.perex && <Perex as="p">{article.perex}</Perex>}
            </ArticleCard>
          ))}
        </ArticleList>
      )}
      <Pagination route="blog" page={blog.page} pageCount={blog.pageCount} />
    </Container>
  );
}
