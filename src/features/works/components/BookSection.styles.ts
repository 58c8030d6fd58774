import styled from 'styled-components';

export const Section = styled.section`
  margin: ${({ theme }) => `${theme.space.xl} 0`};
`;

export const EmptyText = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  color: ${({ theme }) => theme.colors.inkMuted};
`;
