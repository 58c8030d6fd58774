import styled from 'styled-components';
import { theme, visuallyHiddenCss } from '@/ui';

/*
 * A listing page renders well over a hundred facet links. One styled list styles them all
 * through plain class names and a data attribute (selected), so each link is a bare <a> with
 * bare spans: no styled-components instance and no generated class per element, which keeps
 * both the render and the HTML small. The theme is a constant, so these styles are static.
 */
export const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;

  ul {
    margin: 0;
    padding: 0 0 0 ${theme.space.md};
    list-style: none;
  }

  a {
    display: flex;
    align-items: center;
    gap: ${theme.space.xs};
    min-height: 2.25rem;
    padding: ${theme.space.xs} 0;
    color: ${theme.colors.link};
    font-weight: 400;
    text-decoration: none;
  }

  a[data-selected] { font-weight: 700; }

  a:hover .facet-name { text-decoration: underline; }

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
    color: ${theme.colors.link};
  }

  a[data-selected] .facet-tick {
    background: ${theme.colors.primary};
    color: ${theme.colors.onPrimary};
  }

  .facet-count {
    margin-left: auto;
    color: ${theme.colors.inkMuted};
    font-size: 0.875rem;
    font-weight: 400;
  }

  .facet-sr { ${visuallyHiddenCss} }
`;

export const More = styled.details`
  summary {
    cursor: pointer;
    padding: ${`${theme.space.xs} 0`};
    color: ${theme.colors.link};
    font-weight: 600;
  }
`;
