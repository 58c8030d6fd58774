import styled from 'styled-components';
import { RouteLink } from '@/routing';

/** A card on a shelf of tiles (a copy, a work); `$gap` spaces its lines (`sm` unless told). */
export const TileCard = styled.article<{ $gap?: 'xs' | 'sm' }>`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme, $gap = 'sm' }) => theme.space[$gap]};
  height: 100%;
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};

  &:focus-within { box-shadow: 0 0 0 3px ${({ theme }) => theme.colors.focus}; }
`;

export const TileCover = styled.img`
  display: block;
  width: 100%;
  aspect-ratio: 2 / 3;
  object-fit: contain;
  background: ${({ theme }) => theme.colors.paper};
  /* The cover sits above the title in the layout but after it in the markup (heading first for screen readers). */
  order: -1;
`;

export const TileTitle = styled.h3`
  font-size: 1rem;
  margin: 0;
`;

/** The title link stretches over the whole card, so one tab stop opens what the card shows. */
export const TileTitleLink = styled(RouteLink)`
  color: ${({ theme }) => theme.colors.ink};
  text-decoration: none;

  &::after { content: ''; position: absolute; inset: 0; }
  &:hover { text-decoration: underline; }
  &:focus-visible { outline: none; }
`;
