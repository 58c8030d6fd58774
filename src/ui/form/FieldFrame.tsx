import type { ReactNode } from 'react';
import { ErrorText, Field, Hint, Label } from './Form.styles';

/** What a field's control carries so that its label, hint and error belong to it. */
export interface ControlA11yProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

export interface FieldFrameProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  /** Already translated; the control is marked invalid while there is one. */
  error?: string;
  /**
   * role=alert on the error: an error that appears after submitting is announced, not only
   * described. Off where the form announces a summary of its errors instead (one alert, not six).
   */
  announceError?: boolean;
  children: (control: ControlA11yProps) => ReactNode;
}

/** The ids of a field's error and hint, in the order aria-describedby reads them. */
export function describedBy(id: string, error: unknown, hint: unknown): string | undefined {
  return [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
}

/**
 * The one markup of a labelled field: label, control, hint and error, the hint and error tied to
 * the control by aria-describedby (the error first) and the control aria-invalid while in error.
 */
export function FieldFrame({ id, label, hint, error, announceError = true, children }: FieldFrameProps) {
  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy(id, error, hint) })}
      {hint && <Hint id={`${id}-hint`}>{hint}</Hint>}
      {error && <ErrorText id={`${id}-error`} role={announceError ? 'alert' : undefined}>{error}</ErrorText>}
    </Field>
  );
}
