import styled from 'styled-components';
import { theme } from '@/ui';

export const Strip = styled.p`
  margin: 0;
  padding: ${theme.space.sm} ${theme.space.md};
  background: ${theme.colors.promo};
  color: ${theme.colors.onPromo};
  text-align: center;
  font-weight: 600;

  a { color: inherit; }

  ${theme.media.phoneOnly} {
    padding: ${theme.space.xs} ${theme.space.sm};
    font-size: 0.875rem;
    line-height: 1.35;
  }
`;
