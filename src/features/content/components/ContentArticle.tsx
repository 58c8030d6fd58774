import type { ReactNode } from 'react';
import { useFormatter } from 'next-intl';
import { useTranslations } from '@/i18n/use-translations';
import type { CmsPageResponse } from '@/contracts/content';
import { Article, Meta, Perex } from './ContentArticle.styles';

interface ContentArticleProps {
  page: Pick<CmsPageResponse, 'title' | 'perex' | 'paragraphs' | 'publishedAt' | 'updatedAt' | 'kind'>;
  /** Extra content after the text (e.g. a link back to the blog). */
  children?: ReactNode;
}

/** A CMS text as an article: heading, lead paragraph, plain-text paragraphs (never injected HTML). */
export function ContentArticle({ page, children }: ContentArticleProps) {
  const t = useTranslations('content');
  const format = useFormatter();
  const date = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'long' });
  return (
    <Article>
      <h1>{page.title}</h1>
      {page.kind === 'article' && page.publishedAt && (
        <Meta><time dateTime={page.publishedAt}>{t('article.published', { date: date(page.publishedAt) })}</time></Meta>
      )}
      {page.perex && <Perex>{page.perex}</Perex>}
      {page.paragraphs.map((paragraph, i) => <p key={i}>{paragraph}</p>)}
      {page.kind !== 'article' && (
        <Meta><time dateTime={page.updatedAt}>{t('article.updated', { date: date(page.updatedAt) })}</time></Meta>
      )}
      {children}
    </Article>
  );
}
