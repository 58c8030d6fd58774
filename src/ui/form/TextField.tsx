import type { InputHTMLAttributes } from 'react';
import { ErrorText, Field, Hint, Input, Label } from './Form.styles';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange' | 'value'> {
  id: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  hint?: string;
  /** Already translated; the field is marked invalid while there is one. */
  error?: string;
}

/** A labelled input with an optional hint and error, both tied to it with aria-describedby. */
export function TextField({ id, label, value, onValueChange, hint, error, ...inputProps }: TextFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      <Input
        {...inputProps}
        id={id}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      {hint && <Hint id={hintId}>{hint}</Hint>}
      {/* role=alert: an error that appears after submitting is announced, not only described. */}
      {error && <ErrorText id={errorId} role="alert">{error}</ErrorText>}
    </Field>
  );
}
