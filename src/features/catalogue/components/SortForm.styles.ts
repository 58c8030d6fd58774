import styled from 'styled-components';
import { theme } from '@/ui';

export const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.sm};

  label { font-weight: 600; }

  select {
    min-height: 2.75rem;
    max-width: 100%;
    padding: ${`${theme.space.xs} ${theme.space.sm}`};
    border: 2px solid ${theme.colors.border};
    border-radius: ${theme.radius};
    background: ${theme.colors.surface};
    color: ${theme.colors.ink};
    font: inherit;
  }
  select:focus-visible { border-color: ${theme.colors.focus}; outline: 2px solid ${theme.colors.focus}; }
`;
