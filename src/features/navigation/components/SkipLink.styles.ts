import styled from 'styled-components';
import { theme } from '@/ui';

/** Off screen until focused by the first Tab press, then shown on top of the header. */
export const SkipAnchor = styled.a`
  position: absolute;
  top: ${theme.space.sm};
  left: ${theme.space.sm};
  z-index: ${theme.layers.skipLink};
  padding: ${theme.space.sm} ${theme.space.md};
  background: ${theme.colors.surface};
  color: ${theme.colors.link};
  font-weight: 700;
  transform: translateY(-200%);

  &:focus { transform: none; }
`;
