import { useId } from 'react';
import { useTranslations } from '@/i18n/use-translations';
import type { CategorySummary } from '@/contracts/catalogue';
import { RouteLink } from '@/routing';
import { EmptyState, Section, SectionHeader } from './BookShelfSection.styles';
import { CategoryLink, Count, Grid } from './CategoryGrid.styles';

/** The home page's category tiles, each linking to its category listing, plus a link to all categories. */
export function CategoryGrid({ categories }: { categories: readonly CategorySummary[] }) {
  const t = useTranslations('common');
  const headingId = useId();
  return (
    <Section aria-labelledby={headingId}>
      <SectionHeader>
        <h2 id={headingId}>{t('home.categories.title')}</h2>
        <RouteLink route="allCategories">{t('home.categories.seeAll')}</RouteLink>
      </SectionHeader>
      {categories.length > 0 ? (
        <Grid>
          {categories.map((category) => (
            <li key={category.id}>
              <CategoryLink route="category" params={{ slug: category.slug }}>
                {category.name}
                <Count>{t('bookCount', { count: category.bookCount })}</Count>
              </CategoryLink>
            </li>
          ))}
        </Grid>
      ) : (
        <EmptyState>{t('home.categories.empty')}</EmptyState>
      )}
    </Section>
  );
}
