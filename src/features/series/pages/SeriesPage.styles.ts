import styled from 'styled-components';

export const Kicker = styled.p`
  margin: ${({ theme }) => `${theme.space.lg} 0 0`};
  font-size: 0.875rem;
  font-weight: 700;
  text-transform: uppercase;
  letter-spacing: 0.05em;
  color: ${({ theme }) => theme.colors.inkMuted};
`;

export const Count = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.inkMuted};
`;
