import styled from 'styled-components';
import { theme } from '@/ui';

export const ItemList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  border-top: 1px solid ${theme.colors.border};
`;

export const ItemsHeading = styled.h2`
  font-size: 1.25rem;
  margin-bottom: ${theme.space.sm};
`;

/** Where the checkout form goes, under the cart. */
export const CheckoutSlot = styled.div`
  margin-top: ${theme.space.xl};
`;
