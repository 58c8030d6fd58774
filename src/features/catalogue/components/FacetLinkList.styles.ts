import styled from 'styled-components';
import { theme } from '@/ui';
import { visuallyHiddenCss } from '@/ui';

/**
 * The list styles its links' parts by class name (.fl, .fn, .fc, .vh): one
 * styled component per list instead of four per link keeps server rendering cheap (issue 18).
 */
export const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;

  ul { margin: 0; list-style: none; padding-left: ${theme.space.md}; }

  /* Class names kept short: there are well over a hundred links (FacetLinkList.tsx). */
  .fl {
    display: flex;
    align-items: center;
    gap: ${theme.space.xs};
    min-height: 2.25rem;
    padding: ${theme.space.xs} 0;
    color: ${theme.colors.link};
    font-weight: 400;
    text-decoration: none;
  }
  .fl.on { font-weight: 700; }
  .fl:hover .fn { text-decoration: underline; }

  /* A box that shows the selected state by shape (a tick), not only by colour; decoration only
     (empty alternative text), the selected state is said in words (.vh). */
  .fl::before {
    content: '';
    content: '' / '';
    flex: none;
    display: inline-grid;
    place-items: center;
    box-sizing: border-box;
    width: 1.125rem;
    height: 1.125rem;
    border: 2px solid currentColor;
    border-radius: 0.25rem;
    font-size: 0.75rem;
    line-height: 1;
    background: transparent;
    color: ${theme.colors.link};
  }
  .fl.on::before {
    content: '✓';
    content: '✓' / '';
    background: ${theme.colors.primary};
    color: ${theme.colors.onPrimary};
  }

  .fc {
    margin-left: auto;
    color: ${theme.colors.inkMuted};
    font-size: 0.875rem;
    font-weight: 400;
  }

  .vh { ${visuallyHiddenCss} }
`;

export const More = styled.details`
  summary {
    cursor: pointer;
    padding: ${theme.space.xs} 0;
    color: ${theme.colors.link};
    font-weight: 600;
  }

  /* Without JavaScript: the link to the facet's complete list (FacetLinkList's MoreEntries). */
  .all {
    display: inline-block;
    padding: ${theme.space.xs} 0;
    color: ${theme.colors.link};
  }
`;
