import styled from 'styled-components';
import { theme } from '@/ui';

/** Cover, facts and price with the remove button; the price column drops under the facts on phones. */
export const LineItem = styled.li`
  display: grid;
  grid-template-columns: 4.5rem minmax(0, 1fr);
  gap: ${theme.space.md};
  padding: ${theme.space.md} 0;
  border-bottom: 1px solid ${theme.colors.border};

  ${theme.media.tablet} {
    grid-template-columns: 5rem minmax(0, 1fr) auto;
    align-items: start;
  }
`;

export const Cover = styled.img`
  width: 100%;
  height: auto;
  border-radius: ${theme.radius};
  background: ${theme.colors.surface};
`;

export const Facts = styled.div`
  display: grid;
  gap: ${theme.space.xs};

  h3 { margin: 0; font-size: 1.125rem; }
  p { margin: 0; }
`;

export const Muted = styled.p`
  color: ${theme.colors.inkMuted};
`;

export const PriceAndAction = styled.div`
  grid-column: 2;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.sm};

  ${theme.media.tablet} {
    grid-column: 3;
    flex-direction: column;
    align-items: flex-end;
  }
`;

export const LineError = styled.p`
  grid-column: 2 / -1;
  margin: 0;
  color: ${theme.colors.sale};
  font-weight: 600;
`;
