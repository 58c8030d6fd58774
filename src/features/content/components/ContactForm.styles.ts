import styled, { css } from 'styled-components';
import { visuallyHiddenCss } from '@/ui';

export const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  max-width: 40rem;
`;

export const Field = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};

  label { font-weight: 600; }
`;

const control = css`
  width: 100%;
  min-height: 2.75rem;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  font: inherit;
  color: ${({ theme }) => theme.colors.ink};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.inkMuted};
  border-radius: ${({ theme }) => theme.radius};

  &[aria-invalid='true'] { border-color: ${({ theme }) => theme.colors.sale}; border-width: 2px; }
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.focus}; outline-offset: 1px; }
`;

export const Input = styled.input`${control}`;
export const TextArea = styled.textarea`${control} min-height: 10rem; resize: vertical;`;

export const Hint = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.inkMuted};
`;

export const ErrorText = styled.p`
  margin: 0;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.sale};
`;

/** The honeypot: out of sight and out of the tab order, but not display:none (bots skip those). */
export const Trap = styled.div`${visuallyHiddenCss}`;

export const Alert = styled.div`
  padding: ${({ theme }) => theme.space.md};
  border: 2px solid ${({ theme }) => theme.colors.sale};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  p { margin: 0; }
`;

export const Success = styled.div`
  padding: ${({ theme }) => theme.space.md};
  border: 2px solid ${({ theme }) => theme.colors.shelf};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  h2, p { margin: 0; }
  h2:focus { outline: none; }
`;
