import styled from 'styled-components';
import { theme } from '@/ui';

export const AddToCartArea = styled.div`
  display: grid;
  gap: ${theme.space.sm};
  justify-items: start;
`;

/** Why the copy could not be added, right under the button that was pressed. */
export const AddToCartMessage = styled.p`
  margin: 0;
  color: ${theme.colors.sale};
  font-weight: 600;
`;
