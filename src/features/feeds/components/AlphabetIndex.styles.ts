import styled from 'styled-components';
import { RouteLink } from '@/routing';

export const LetterNav = styled.nav`
  margin: ${({ theme }) => `0 0 ${theme.space.lg}`};
`;

export const Letters = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: 2.75rem;
    min-height: 2.75rem;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.link};
    font-weight: 700;
    text-decoration: none;
  }
  a:hover { text-decoration: underline; }
`;

export const Groups = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};

  ${({ theme }) => theme.media.tablet} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  ${({ theme }) => theme.media.desktop} { grid-template-columns: repeat(3, minmax(0, 1fr)); }
`;

export const Group = styled.section`
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    padding-bottom: ${({ theme }) => theme.space.xs};
    border-bottom: 2px solid ${({ theme }) => theme.colors.border};
    /* The letter links jump here: keep the heading clear of the top edge. */
    scroll-margin-top: ${({ theme }) => theme.space.md};
  }
`;

export const Entries = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;

  li { padding: ${({ theme }) => `${theme.space.xs} 0`}; }
`;

export const EntryLink = styled(RouteLink)`
  font-weight: 600;
`;

export const Detail = styled.span`
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: 0.875rem;
`;
