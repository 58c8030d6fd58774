import styled from 'styled-components';
import { theme } from '@/ui';

/** Label above value on phones, side by side from tablets up. */
export const FactList = styled.dl`
  display: grid;
  gap: ${theme.space.sm};
  margin: 0;

  > div {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    ${theme.media.tablet} { grid-template-columns: 12rem minmax(0, 1fr); gap: ${theme.space.md}; }
  }

  dt { color: ${theme.colors.inkMuted}; }
  dd { margin: 0; font-weight: 600; overflow-wrap: anywhere; }
`;
