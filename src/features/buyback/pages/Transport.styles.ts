import styled from 'styled-components';

export const CarrierList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  ${({ theme }) => theme.media.tablet} { grid-template-columns: repeat(auto-fit, minmax(16rem, 1fr)); }

  li {
    display: grid;
    gap: ${({ theme }) => theme.space.sm};
    align-content: start;
    padding: ${({ theme }) => theme.space.md};
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
  }
  h2 { margin: 0; font-size: 1.125rem; }
  p { margin: 0; }
`;

export const DateList = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  legend { font-weight: 700; margin-bottom: ${({ theme }) => theme.space.sm}; }
`;
