import styled from 'styled-components';

export const Intro = styled.p`
  max-width: 40rem;
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.inkMuted};
`;

export const OmnibusNote = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.inkMuted};
`;
