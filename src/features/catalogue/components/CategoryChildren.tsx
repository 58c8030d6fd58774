import { useId } from 'react';
import { useTranslations } from '@/i18n/use-translations';
import type { CategorySummary } from '@/contracts/catalogue';
import { RouteLink } from '@/routing';
import { VisuallyHidden } from '@/ui';
import { Count, List } from './CategoryChildren.styles';

/** A category's subcategories as links to their own category pages. */
export function CategoryChildren({ items }: { items: readonly CategorySummary[] }) {
  const t = useTranslations('catalogue');
  const common = useTranslations('common');
  const headingId = useId();
  if (items.length === 0) return null;
  return (
    <nav aria-labelledby={headingId}>
      <VisuallyHidden as="h2" id={headingId}>
        {t('category.subcategories')}
      </VisuallyHidden>
      <List>
        {items.map((child) => (
          <li key={child.id}>
            <RouteLink route="category" params={{ slug: child.slug }}>
              {child.name}
              <Count>({common('bookCount', { count: child.bookCount })})</Count>
            </RouteLink>
          </li>
        ))}
      </List>
    </nav>
  );
}
