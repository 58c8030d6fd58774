import styled from 'styled-components';

export const NoticeBox = styled.div`
  padding: ${({ theme }) => theme.space.md};
  border: 2px solid ${({ theme }) => theme.colors.sale};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};

  p { margin: ${({ theme }) => theme.space.xs} 0 0; }
`;

/** Not a heading: it sits inside the purchase box and must not break the page's heading outline. */
export const NoticeTitle = styled.p`
  && { margin: 0; }
  font-weight: 700;
  font-size: 1.125rem;
  color: ${({ theme }) => theme.colors.sale};
`;
