import styled from 'styled-components';
import { theme } from '@/ui';
import { visuallyHiddenCss } from '@/ui';

export const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.sm};

  label { font-weight: 600; }

  /*
   * Phones: a row of its own, the select taking what the button leaves (never wider than the
   * screen); the select shows what it sorts by, so the label is for screen readers only.
   */
  ${theme.media.phoneOnly} {
    flex: 1 1 100%;
    flex-wrap: nowrap;
    min-width: 0;

    label { ${visuallyHiddenCss} }
    select { flex: 1 1 0; width: 100%; min-width: 0; }
  }

  select {
    min-height: 2.75rem;
    max-width: 100%;
    padding: ${theme.space.xs} ${theme.space.sm};
    border: 2px solid ${theme.colors.border};
    border-radius: ${theme.radius};
    background: ${theme.colors.surface};
    color: ${theme.colors.ink};
    font: inherit;
  }
  select:focus-visible { border-color: ${theme.colors.focus}; outline: 2px solid ${theme.colors.focus}; }
`;
