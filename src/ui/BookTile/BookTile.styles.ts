import styled from 'styled-components';

/** Above the stretched title link, so the author links stay clickable. */
export const Authors = styled.p`
  position: relative;
  z-index: 1;
  margin: 0;
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: 0.9375rem;
`;

export const Condition = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.inkMuted};
`;

export const PriceRow = styled.div`
  margin-top: auto;
`;
