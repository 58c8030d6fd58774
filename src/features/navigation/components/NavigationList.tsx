import type { Locale } from '@/i18n/locales';
import type { NavigationLink } from '@/contracts/shell';
import { InlineList } from '@/ui';
import { renderableLinks } from '../lib/navigationTarget';
import { ShellLink } from './ShellLink';
import { Item } from './NavigationList.styles';

interface NavigationListProps {
  links: readonly NavigationLink[];
  locale: Locale;
  /** Accessible name of the <nav> landmark; several navs on a page must be told apart. */
  label: string;
  /** Names the menu in ux_click analytics events (docs/product.md#analytics-events): each link reports its label and position. */
  uxComponent: string;
  className?: string;
}

/** A <nav> of content-system links; links whose route is disabled here are skipped, an empty menu renders nothing. */
export function NavigationList({ links, locale, label, uxComponent, className }: NavigationListProps) {
  const items = renderableLinks(links, locale);
  if (items.length === 0) return null;
  return (
    <nav aria-label={label} className={className} data-ux-component={uxComponent}>
      <InlineList>
        {items.map(({ link, target }, index) => (
          <Item key={link.id} data-ux-click={link.label} data-ux-index={index}>
            <ShellLink target={target}>{link.label}</ShellLink>
          </Item>
        ))}
      </InlineList>
    </nav>
  );
}
