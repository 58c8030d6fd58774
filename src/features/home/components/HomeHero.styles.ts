import styled from 'styled-components';
import { theme } from '@/ui';

export const Hero = styled.section`
  display: grid;
  gap: ${theme.space.md};
  padding: ${theme.space.lg};
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};

  p { margin: 0; }

  ${theme.media.tablet} { padding: ${theme.space.xl}; }
`;

export const Lead = styled.p`
  font-size: 1.125rem;
  max-width: 40rem;
`;

export const Stats = styled.p`
  color: ${theme.colors.inkMuted};
  font-weight: 600;
`;
