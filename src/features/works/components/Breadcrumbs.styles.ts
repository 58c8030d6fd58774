import styled from 'styled-components';

export const Trail = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: 0;
  list-style: none;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.inkMuted};

  li + li::before { content: '›'; margin-right: ${({ theme }) => theme.space.xs}; }
`;
