import { Container, PageHead } from '@/ui';
import type { CmsPageResponse } from '@/contracts/content';
import { ContentArticle } from '../components/ContentArticle';

export type CmsPageProps = { page: CmsPageResponse };

/** A CMS page (/c/[slug], /-/[slug]) or the text of a page with its own route (career, /manny, …). */
export default function CmsPage({ page }: CmsPageProps) {
  return (
    <Container>
      <PageHead title={page.title} description={page.perex ?? undefined} />
      <ContentArticle page={page} />
    </Container>
  );
}
