import styled from 'styled-components';

export const Card = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.paper};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};

  ${({ theme }) => theme.media.tablet} { padding: ${({ theme }) => theme.space.lg}; }
`;

export const CardHeader = styled.header`
  h3 { margin: 0; font-size: 1.25rem; }
  p { margin: ${({ theme }) => theme.space.xs} 0 0; color: ${({ theme }) => theme.colors.inkMuted}; }
`;

export const Stock = styled.p`
  margin: 0;
  font-weight: 600;
`;
