import styled from 'styled-components';
import { RouteLink } from '@/routing';

export const Card = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  height: 100%;
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};

  &:focus-within { box-shadow: 0 0 0 3px ${({ theme }) => theme.colors.focus}; }
`;

export const Cover = styled.img`
  display: block;
  width: 100%;
  aspect-ratio: 2 / 3;
  object-fit: contain;
  background: ${({ theme }) => theme.colors.paper};
  /* The cover sits above the title in the layout but after it in the markup (heading first for screen readers). */
  order: -1;
`;

export const Title = styled.h3`
  font-size: 1rem;
  margin: 0;
`;

/** The title link stretches over the whole card, so one tab stop opens the book. */
export const TitleLink = styled(RouteLink)`
  color: ${({ theme }) => theme.colors.ink};
  text-decoration: none;

  &::after { content: ''; position: absolute; inset: 0; }
  &:hover { text-decoration: underline; }
  &:focus-visible { outline: none; }
`;

/** Above the stretched title link, so the author links stay clickable. */
export const Authors = styled.p`
  position: relative;
  z-index: 1;
  margin: 0;
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: 0.9375rem;
`;

export const Condition = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.inkMuted};
`;

export const PriceRow = styled.div`
  margin-top: auto;
`;
