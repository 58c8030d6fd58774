import styled from 'styled-components';

export const PriceWrapper = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => theme.space.sm};
`;

export const CurrentPrice = styled.span<{ $sale: boolean }>`
  font-weight: 700;
  font-size: 1.0625rem;
  color: ${({ theme, $sale }) => ($sale ? theme.colors.sale : theme.colors.ink)};
`;

export const PreviousPrice = styled.span`
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: 0.9375rem;
`;
