import styled, { css } from 'styled-components';
import { theme } from '../theme';
import { RouteLink } from '@/routing';

/** The card's own look, shared by TileCard and BookTile's card (which styles its lines by class name). */
export const tileCardCss = css`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${theme.space.sm};
  height: 100%;
  padding: ${theme.space.md};
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};

  &:focus-within { box-shadow: 0 0 0 3px ${theme.colors.focus}; }
`;

/** A card on a shelf of tiles (a copy, a work); `$gap` spaces its lines (`sm` unless told). */
export const TileCard = styled.article<{ $gap?: 'xs' | 'sm' }>`
  ${tileCardCss}
  gap: ${({ theme, $gap = 'sm' }) => theme.space[$gap]};
`;

export const tileCoverCss = css`
  display: block;
  width: 100%;
  aspect-ratio: 2 / 3;
  object-fit: contain;
  background: ${theme.colors.paper};
  /* The cover sits above the title in the layout but after it in the markup (heading first for screen readers). */
  order: -1;
`;

export const TileCover = styled.img`
  ${tileCoverCss}
`;

export const tileTitleCss = css`
  font-size: 1rem;
  margin: 0;
`;

export const TileTitle = styled.h3`
  ${tileTitleCss}
`;

/** The title link stretches over the whole card, so one tab stop opens what the card shows. */
export const tileTitleLinkCss = css`
  color: ${theme.colors.ink};
  text-decoration: none;

  &::after { content: ''; position: absolute; inset: 0; }
  &:hover { text-decoration: underline; }
  &:focus-visible { outline: none; }
`;

export const TileTitleLink = styled(RouteLink)`
  ${tileTitleLinkCss}
`;
