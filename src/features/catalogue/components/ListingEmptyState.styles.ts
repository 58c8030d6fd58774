import styled from 'styled-components';

export const Box = styled.div`
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};

  h2 { margin-top: 0; font-size: 1.25rem; }
  p { color: ${({ theme }) => theme.colors.inkMuted}; }
  ul { margin: 0; padding-left: ${({ theme }) => theme.space.lg}; }
  li { margin: ${({ theme }) => `${theme.space.xs} 0`}; }
`;
