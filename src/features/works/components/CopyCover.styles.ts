import styled from 'styled-components';

/** Small on phones, so condition and price stay near the top of the screen. */
export const CoverFigure = styled.figure`
  margin: 0;
  max-width: 12rem;

  ${({ theme }) => theme.media.tablet} { max-width: 20rem; }
`;

export const CoverImage = styled.img`
  display: block;
  width: 100%;
  aspect-ratio: 2 / 3;
  object-fit: contain;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
`;

export const Caption = styled.figcaption`
  margin-top: ${({ theme }) => theme.space.sm};
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.inkMuted};
`;

/** The intake desk's photos of this very copy, under the cover. */
export const PhotoStrip = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.sm};
  img { display: block; object-fit: cover; border: 1px solid ${({ theme }) => theme.colors.border}; border-radius: ${({ theme }) => theme.radius}; }
`;
