import styled from 'styled-components';

export const Intro = styled.p`
  max-width: 40rem;
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.inkMuted};
`;
