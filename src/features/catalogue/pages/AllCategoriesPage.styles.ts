import styled from 'styled-components';

export const Intro = styled.p`
  max-width: 40rem;
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.inkMuted};
`;

export const EmptyState = styled.p`
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  color: ${({ theme }) => theme.colors.inkMuted};
  text-align: center;
`;
