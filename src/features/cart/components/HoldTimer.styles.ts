import styled from 'styled-components';

export const HoldLine = styled.p<{ $expired?: boolean }>`
  margin: 0;
  font-size: 0.9375rem;
  font-variant-numeric: tabular-nums;
  color: ${({ theme, $expired }) => ($expired ? theme.colors.sale : theme.colors.inkMuted)};
  font-weight: ${({ $expired }) => ($expired ? 600 : 400)};
`;
