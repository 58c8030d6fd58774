import styled from 'styled-components';
import { theme } from '@/ui';

/** Small on phones, so condition and price stay near the top of the screen. */
export const CoverFigure = styled.figure`
  margin: 0;
  max-width: 12rem;

  ${theme.media.tablet} { max-width: 20rem; }
`;

export const CoverImage = styled.img`
  display: block;
  width: 100%;
  aspect-ratio: 2 / 3;
  object-fit: contain;
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
`;

export const Caption = styled.figcaption`
  margin-top: ${theme.space.sm};
  font-size: 0.875rem;
  color: ${theme.colors.inkMuted};
`;

/** The intake desk's photos of this very copy, under the cover. */
export const PhotoStrip = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
  margin-top: ${theme.space.sm};
  img { display: block; object-fit: cover; border: 1px solid ${theme.colors.border}; border-radius: ${theme.radius}; }
`;
