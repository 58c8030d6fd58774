import type { InputHTMLAttributes } from 'react';
import { FieldFrame } from './FieldFrame';
import { Input } from './Form.styles';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange' | 'value'> {
  id: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  hint?: string;
  /** Already translated; the field is marked invalid while there is one. */
  error?: string;
}

/**
 * A labelled input with an optional hint and error, both tied to it with aria-describedby, for
 * state the caller keeps itself (the checkout's reducer). A form of its own uses useZodForm and
 * FormTextField (`@/ui/form/hook-form`) instead.
 */
export function TextField({ id, label, value, onValueChange, hint, error, ...inputProps }: TextFieldProps) {
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      {(control) => <Input {...inputProps} {...control} value={value} onChange={(event) => onValueChange(event.target.value)} />}
    </FieldFrame>
  );
}
