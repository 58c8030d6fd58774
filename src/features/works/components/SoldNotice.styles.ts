import styled from 'styled-components';
import { theme } from '@/ui';

export const NoticeBox = styled.div`
  padding: ${theme.space.md};
  border: 2px solid ${theme.colors.sale};
  border-radius: ${theme.radius};
  background: ${theme.colors.surface};

  p { margin: ${theme.space.xs} 0 0; }
`;

/** Not a heading: it sits inside the purchase box and must not break the page's heading outline. */
export const NoticeTitle = styled.p`
  && { margin: 0; }
  font-weight: 700;
  font-size: 1.125rem;
  color: ${theme.colors.sale};
`;
