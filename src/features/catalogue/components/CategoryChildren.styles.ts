import styled from 'styled-components';
import { theme } from '@/ui';

export const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
  margin: 0 0 ${theme.space.md};
  padding: 0;
  list-style: none;

  a {
    display: inline-flex;
    align-items: center;
    gap: ${theme.space.xs};
    min-height: 2.75rem;
    padding: ${theme.space.xs} ${theme.space.md};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radius};
    background: ${theme.colors.surface};
    text-decoration: none;
  }
  a:hover { border-color: ${theme.colors.primary}; }
`;

export const Count = styled.span`
  color: ${theme.colors.inkMuted};
  font-size: 0.875rem;
`;
