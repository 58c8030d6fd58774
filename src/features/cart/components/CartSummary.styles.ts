import styled from 'styled-components';
import { theme } from '@/ui';

export const SummaryBox = styled.section`
  margin-top: ${theme.space.lg};
  padding: ${theme.space.md};
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};

  h2 { margin: 0 0 ${theme.space.sm}; font-size: 1.25rem; }
`;

export const TotalRow = styled.dl`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  gap: ${theme.space.md};
  margin: 0;
  font-size: 1.25rem;
  font-weight: 700;

  dd { margin: 0; }
`;

export const Note = styled.p`
  margin: ${theme.space.sm} 0 0;
  color: ${theme.colors.inkMuted};
`;
