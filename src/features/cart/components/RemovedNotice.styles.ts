import styled from 'styled-components';

export const NoticeBox = styled.div`
  margin-bottom: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.md};
  border: 2px solid ${({ theme }) => theme.colors.sale};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};

  h2 { margin: 0 0 ${({ theme }) => theme.space.xs}; font-size: 1.25rem; color: ${({ theme }) => theme.colors.sale}; }
  p { margin: 0 0 ${({ theme }) => theme.space.xs}; }
  ul { margin: 0 0 ${({ theme }) => theme.space.md}; }
`;
