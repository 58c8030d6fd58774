import styled from 'styled-components';

/** Two tiles a row on phones, growing with the screen. */
export const TileGrid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(2, minmax(0, 1fr));
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.tablet} { grid-template-columns: repeat(3, minmax(0, 1fr)); }
  ${({ theme }) => theme.media.desktop} { grid-template-columns: repeat(4, minmax(0, 1fr)); }
`;

/** A tile plus an optional line under it; the tile grows, the line stays at the bottom. */
export const TileCell = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};

  & > article { flex: 1 1 auto; height: auto; }
`;
