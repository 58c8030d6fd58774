import styled from 'styled-components';

export const Hero = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};

  p { margin: 0; }

  ${({ theme }) => theme.media.tablet} { padding: ${({ theme }) => theme.space.xl}; }
`;

export const Lead = styled.p`
  font-size: 1.125rem;
  max-width: 40rem;
`;

export const Stats = styled.p`
  color: ${({ theme }) => theme.colors.inkMuted};
  font-weight: 600;
`;
