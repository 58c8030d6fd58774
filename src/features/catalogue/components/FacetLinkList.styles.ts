import styled from 'styled-components';
import { visuallyHiddenCss } from '@/ui';

/**
 * The list styles its links' parts by class name (.facet-link, .facet-tick, .facet-count): one
 * styled component per list instead of four per link keeps server rendering cheap (issue 18).
 */
export const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;

  ul { margin: 0; list-style: none; padding-left: ${({ theme }) => theme.space.md}; }

  .facet-link {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    min-height: 2.25rem;
    padding: ${({ theme }) => `${theme.space.xs} 0`};
    color: ${({ theme }) => theme.colors.link};
    font-weight: 400;
    text-decoration: none;
  }
  .facet-link.selected { font-weight: 700; }
  .facet-link:hover .facet-name { text-decoration: underline; }

  /* A box that shows the selected state by shape (a tick), not only by colour. */
  .facet-tick {
    flex: none;
    display: inline-grid;
    place-items: center;
    width: 1.125rem;
    height: 1.125rem;
    border: 2px solid currentColor;
    border-radius: 0.25rem;
    font-size: 0.75rem;
    line-height: 1;
    background: transparent;
    color: ${({ theme }) => theme.colors.link};
  }
  .selected .facet-tick {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }

  .facet-count {
    margin-left: auto;
    color: ${({ theme }) => theme.colors.inkMuted};
    font-size: 0.875rem;
    font-weight: 400;
  }

  .visually-hidden { ${visuallyHiddenCss} }
`;

export const More = styled.details`
  summary {
    cursor: pointer;
    padding: ${({ theme }) => `${theme.space.xs} 0`};
    color: ${({ theme }) => theme.colors.link};
    font-weight: 600;
  }
`;
