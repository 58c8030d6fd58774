import styled from 'styled-components';

/** Label above value on phones, side by side from tablets up. */
export const FactList = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;

  > div {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    ${({ theme }) => theme.media.tablet} { grid-template-columns: 12rem minmax(0, 1fr); gap: ${({ theme }) => theme.space.md}; }
  }

  dt { color: ${({ theme }) => theme.colors.inkMuted}; }
  dd { margin: 0; font-weight: 600; overflow-wrap: anywhere; }
`;
