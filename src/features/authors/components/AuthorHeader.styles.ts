import styled from 'styled-components';

export const Header = styled.header`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
  margin: ${({ theme }) => `${theme.space.lg} 0 ${theme.space.md}`};

  ${({ theme }) => theme.media.tablet} { gap: ${({ theme }) => theme.space.lg}; }

  h1 { margin: 0; }
`;

export const Facts = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
`;

export const Role = styled.p`
  margin: 0;
  font-size: 0.875rem;
  font-weight: 700;
  text-transform: uppercase;
  letter-spacing: 0.05em;
  color: ${({ theme }) => theme.colors.inkMuted};
`;

export const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.inkMuted};
`;

export const ShortBio = styled.p`
  max-width: 42rem;
  margin: ${({ theme }) => `${theme.space.sm} 0 0`};
`;
