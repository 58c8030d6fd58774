import styled from 'styled-components';
import { RouteLink } from '@/routing';

export const Card = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
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
  /* Above the title on screen, after it in the markup (the heading comes first for screen readers). */
  order: -1;
`;

export const Title = styled.h3`
  margin: 0;
  font-size: 1rem;
`;

/** The title link covers the card: one tab stop opens the work. */
export const TitleLink = styled(RouteLink)`
  color: ${({ theme }) => theme.colors.ink};
  text-decoration: none;

  &::after { content: ''; position: absolute; inset: 0; }
  &:hover { text-decoration: underline; }
  &:focus-visible { outline: none; }
`;

export const Label = styled.p`
  margin: 0;
  font-size: 0.8125rem;
  font-weight: 700;
  text-transform: uppercase;
  letter-spacing: 0.04em;
  color: ${({ theme }) => theme.colors.inkMuted};
  order: -2;
`;

export const Meta = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.inkMuted};
`;

/** Author links sit above the stretched title link so they stay clickable. */
export const AuthorLinks = styled.p`
  position: relative;
  z-index: 1;
  margin: 0;
  font-size: 0.9375rem;
`;

export const Stock = styled.p`
  margin: auto 0 0;
  padding-top: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.inkMuted};
`;

export const LowestPrice = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.ink};
  font-size: 1.0625rem;
  font-weight: 700;
`;
