import { withShell } from '@/app-context/page/shell.server';
import { isPastLastPage, parsePageParam } from '@/features/feeds';
import { resolvePath } from '@/routing';
import { fetchBlogArticle, fetchBlogArticles } from '../api/content.api';
import type { BlogIndexPageProps } from './BlogIndexPage';
import type { CmsPageProps } from './CmsPage';

export const blogIndexServerSideProps = withShell<BlogIndexPageProps>(async ({ query, client }) => {
  const page = parsePageParam(query.page);
  if (page === null) return { notFound: true };
  const blog = await fetchBlogArticles(client, page);
  if (isPastLastPage(page, blog.pageCount)) return { notFound: true };
  return { props: { blog } };
}, { namespaces: ['content.blog', 'content.article', 'authors.pagination'] });

/** An article by slug; another storefront's slug redirects to this storefront's. */
export const blogArticleServerSideProps = withShell<CmsPageProps>(async ({ params, client, locale }) => {
  const slug = typeof params?.article === 'string' ? params.article : null;
  if (!slug) return { notFound: true };
  const page = await fetchBlogArticle(client, slug);
  if (page.slug !== slug) return { redirect: { destination: resolvePath('blogArticle', locale, { article: page.slug }), statusCode: 308 } };
  return { props: { page } };
}, { namespaces: ['content.blog', 'content.article'] });
