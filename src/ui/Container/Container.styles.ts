import styled from 'styled-components';

/** Centres content with side padding; full width on phones, capped on wide screens. */
export const Container = styled.div`
  width: 100%;
  max-width: ${({ theme }) => theme.maxWidth};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space.md};

  ${({ theme }) => theme.media.tablet} {
    padding: 0 ${({ theme }) => theme.space.lg};
  }
`;
