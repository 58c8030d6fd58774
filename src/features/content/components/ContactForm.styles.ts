import styled from 'styled-components';
import { visuallyHiddenCss } from '@/ui';

export const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  max-width: 40rem;
`;

// The fields (label, control, hint, error) are the shared ones of src/ui/form.

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
