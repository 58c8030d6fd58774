import styled from 'styled-components';
import { theme } from '@/ui';
import { visuallyHiddenCss } from '@/ui';

export const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${theme.space.sm};
  width: 100%;
`;

export const Label = styled.label`
  flex: 1 0 100%;
  font-weight: 600;
`;

/** Anchors the suggestion popup under the input. */
export const Combobox = styled.div`
  position: relative;
  display: flex;
  flex: 1 1 12rem;
  min-width: 0;
`;

export const Input = styled.input`
  flex: 1 1 auto;
  width: 100%;
  min-width: 0;
  min-height: 2.75rem;
  padding: ${theme.space.sm} ${theme.space.md};
  border: 2px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  background: ${theme.colors.surface};
  color: ${theme.colors.ink};
  font: inherit;

  &::placeholder { color: ${theme.colors.inkMuted}; opacity: 1; }
  &:focus-visible { border-color: ${theme.colors.focus}; }
`;

/** Still a real <label> for the input, only hidden on screen. */
export const HiddenLabel = styled.label`
  ${visuallyHiddenCss}
`;
