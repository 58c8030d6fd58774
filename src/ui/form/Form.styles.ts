import styled, { css } from 'styled-components';
import { theme } from '../theme';

export const Form = styled.form`
  display: grid;
  gap: ${theme.space.md};
  max-width: 32rem;
`;

export const Fieldset = styled.fieldset`
  margin: 0;
  padding: ${theme.space.lg};
  display: grid;
  gap: ${theme.space.md};
  min-width: 0;
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};

  legend { padding: 0 ${theme.space.xs}; font-weight: 700; font-size: 1.125rem; }
`;

export const Field = styled.div`
  display: grid;
  gap: ${theme.space.xs};
`;

export const FieldRow = styled.div`
  display: grid;
  gap: ${theme.space.md};

  ${theme.media.tablet} {
    grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr));
  }
`;

export const Label = styled.label`
  font-weight: 600;
`;

/** The look of every text input and select (border, size, the invalid state). */
export const control = css`
  min-height: 2.75rem;
  width: 100%;
  padding: ${theme.space.sm} ${theme.space.md};
  font: inherit;
  color: ${theme.colors.ink};
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.inkMuted};
  border-radius: ${theme.radius};

  &[aria-invalid='true'] {
    border: 2px solid ${theme.colors.sale};
  }
`;

export const Input = styled.input`
  ${control}
`;

export const Select = styled.select`
  ${control}
`;

export const TextArea = styled.textarea`
  ${control}
  min-height: 8rem;
  resize: vertical;
`;

export const Hint = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${theme.colors.inkMuted};
`;

export const ErrorText = styled.p`
  margin: 0;
  font-weight: 600;
  color: ${theme.colors.sale};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
  align-items: center;
`;

export const CheckboxLabel = styled.label`
  display: flex;
  gap: ${theme.space.sm};
  align-items: center;

  input { width: 1.125rem; height: 1.125rem; }
`;
