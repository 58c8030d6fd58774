import styled from 'styled-components';
import { theme } from '@/ui';

/** Cover and title side by side from tablets up; on phones a small cover above the title. */
export const WorkIntro = styled.div`
  display: grid;
  gap: ${theme.space.lg};
  grid-template-columns: minmax(0, 1fr);

  img {
    display: block;
    width: 8rem;
    aspect-ratio: 2 / 3;
    object-fit: contain;
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radius};
    background: ${theme.colors.surface};
  }

  ${theme.media.tablet} {
    grid-template-columns: 12.5rem minmax(0, 1fr);
    img { width: 100%; }
  }
`;
