import type { ReactNode } from 'react';
import { useTranslations } from '@/i18n/use-translations';
import styled from 'styled-components';
import { RouteLink } from '@/routing';
import { Container, PageHead } from '@/ui';

type Section = 'commission' | 'commissionBilling' | 'commissionBooks' | 'commissionDiscardedBooks';
const SECTIONS: ReadonlyArray<[Section, string]> = [
  ['commission', 'nav.overview'], ['commissionBilling', 'nav.billing'], ['commissionBooks', 'nav.books'], ['commissionDiscardedBooks', 'nav.discarded'],
];

const Nav = styled.nav`
  margin-block: ${({ theme }) => theme.space.md};
  ul { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: ${({ theme }) => theme.space.sm}; }
  a { display: block; padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`}; border-radius: ${({ theme }) => theme.radius}; color: ${({ theme }) => theme.colors.link}; }
  a[aria-current='page'] { font-weight: 700; text-decoration: none; }
`;

/** The private dashboard's frame: title, the four sections, never indexed (the token is a key). */
export function CommissionLayout({ token, current, title, children }: { token: string; current: Section; title: string; children: ReactNode }) {
  const t = useTranslations('commission');
  return (
    <Container>
      <PageHead title={title} noIndex />
      <h1>{title}</h1>
      <Nav aria-label={t('nav.label')}>
        <ul>
          {SECTIONS.map(([route, key]) => (
            <li key={route}>
              <RouteLink route={route} params={{ privateAccessToken: token }} aria-current={route === current ? 'page' : undefined}>{t(key)}</RouteLink>
            </li>
          ))}
        </ul>
      </Nav>
      {children}
    </Container>
  );
}

export const Card = styled.section`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  padding: ${({ theme }) => theme.space.md};
  margin-block-end: ${({ theme }) => theme.space.md};
  h2 { margin-top: 0; font-size: 1.2rem; }
`;

export const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(10rem, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  div { padding: ${({ theme }) => theme.space.sm}; border-radius: ${({ theme }) => theme.radius}; background: ${({ theme }) => theme.colors.surface}; }
  dt { font-size: 0.875rem; }
  dd { margin: 0; font-size: 1.25rem; font-weight: 700; }
`;

export const TableScroll = styled.div`overflow-x: auto;`;
/**
 * A seller's table. On a phone each row is a card of "label: value" lines (the label from the
 * cell's data-label), so the money columns are read, not scrolled off the screen's edge.
 */
export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  th, td { text-align: start; padding: ${({ theme }) => theme.space.xs}; border-bottom: 1px solid ${({ theme }) => theme.colors.border}; vertical-align: top; }
  .num { text-align: end; white-space: nowrap; }
  ${({ theme }) => theme.media.phoneOnly} {
    thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
    tr { display: block; padding: ${({ theme }) => theme.space.xs} 0; border-bottom: 1px solid ${({ theme }) => theme.colors.border}; }
    td { display: flex; justify-content: space-between; gap: ${({ theme }) => theme.space.sm}; border-bottom: 0; padding: 2px 0; text-align: end; }
    td:empty { display: none; }
    td[data-label]::before { content: attr(data-label); font-weight: 600; text-align: start; }
    td:not([data-label]) { display: block; text-align: start; }
  }
`;
