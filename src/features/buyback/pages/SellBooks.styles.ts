import styled from 'styled-components';

export const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin-block: ${({ theme }) => theme.space.lg};
  h2 { margin: 0; }
`;

export const AddGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(auto-fit, minmax(16rem, 1fr));
    align-items: start;
  }
`;

export const Steps = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
`;
