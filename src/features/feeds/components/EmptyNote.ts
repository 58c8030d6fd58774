import styled from 'styled-components';

/** "Nothing here (yet)" in place of a list. */
export const EmptyNote = styled.p`
  margin: ${({ theme }) => `${theme.space.md} 0`};
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  color: ${({ theme }) => theme.colors.inkMuted};
  text-align: center;
`;
