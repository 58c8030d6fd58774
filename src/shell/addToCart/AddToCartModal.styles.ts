import styled from 'styled-components';

/** Two columns even on phones (tiles as in a listing), so the sheet stays short enough to see at once. */
export const ProductGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(2, minmax(0, 1fr));
`;

export const UpsellSection = styled.section`
  h3 { margin-bottom: ${({ theme }) => theme.space.sm}; }
`;
