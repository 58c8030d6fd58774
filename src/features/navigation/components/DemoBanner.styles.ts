import styled from 'styled-components';
import { theme } from '@/ui';

/** One thin strip above everything: small, but in the shop's strongest colours, so nobody takes the demo for a shop. */
export const DemoStrip = styled.p`
  margin: 0;
  padding: ${theme.space.xs} ${theme.space.md};
  background: ${theme.colors.primary};
  color: ${theme.colors.onPrimary};
  font-size: 0.8125rem;
  font-weight: 700;
  line-height: 1.3;
  text-align: center;
  letter-spacing: 0.02em;
`;
