import styled from 'styled-components';

export const Main = styled.main`
  display: block;
  min-height: 50vh;
  padding-top: ${({ theme }) => theme.space.lg};

  /* Focus lands here from the skip link; the ring would only outline the whole page. */
  &:focus { outline: none; }
`;
