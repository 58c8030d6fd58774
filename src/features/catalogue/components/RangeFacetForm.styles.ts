import styled from 'styled-components';
import { theme } from '@/ui';

export const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${theme.space.sm};
`;

export const Field = styled.label`
  display: flex;
  flex: 1 1 5.5rem;
  flex-direction: column;
  gap: ${theme.space.xs};
  font-size: 0.875rem;
  font-weight: 600;

  input {
    min-width: 0;
    min-height: 2.75rem;
    padding: ${theme.space.xs} ${theme.space.sm};
    border: 2px solid ${theme.colors.border};
    border-radius: ${theme.radius};
    background: ${theme.colors.surface};
    color: ${theme.colors.ink};
    font: inherit;
    font-weight: 400;
  }
  input:focus-visible { border-color: ${theme.colors.focus}; outline: 2px solid ${theme.colors.focus}; }
`;

export const Hint = styled.p`
  flex: 1 0 100%;
  margin: 0;
  color: ${theme.colors.inkMuted};
  font-size: 0.8125rem;
`;
