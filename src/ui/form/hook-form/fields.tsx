import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { get, useFormState, type FieldPath, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { Button, type ButtonProps } from '@/ui';
import { describedBy, FieldFrame } from '../FieldFrame';
import { CheckboxLabel, ErrorText, Hint, Input, Select, TextArea } from '../Form.styles';
import { SERVER_ERROR } from './serverErrors';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a field works with any form's context and output
export type AnyForm<T extends FieldValues> = UseFormReturn<T, any, any>;

interface BoundProps<T extends FieldValues> {
  /** The form from useZodForm; the field registers with it and shows its error. */
  form: AnyForm<T>;
  name: FieldPath<T>;
  /** The control's id: its label, hint and error are tied to it. */
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  /** See FieldFrame: off where the form announces a summary of its errors instead. */
  announceError?: boolean;
}

/** The field's current error message (re-rendering only this field when it changes). */
function useFieldError<T extends FieldValues>(form: AnyForm<T>, name: FieldPath<T>): string | undefined {
  const { errors } = useFormState({ control: form.control, name });
  const error = get(errors, name) as { message?: string } | undefined;
  return error ? error.message || ' ' : undefined;
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'form' | 'value' | 'defaultValue' | 'onChange' | 'type'>;

interface TextFieldProps<T extends FieldValues> extends BoundProps<T>, InputProps {
  type?: 'text' | 'email' | 'password' | 'tel' | 'url' | 'search' | 'number';
}

/** A labelled text input bound to the form (type text, tel, …; e-mail and password have their own). */
export function FormTextField<T extends FieldValues>({ form, name, id, label, hint, announceError, type = 'text', ...inputProps }: TextFieldProps<T>) {
  const error = useFieldError(form, name);
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} announceError={announceError}>
      {(control) => <Input {...inputProps} type={type === 'text' ? undefined : type} {...control} {...form.register(name)} />}
    </FieldFrame>
  );
}

/** An e-mail input: type=email, the e-mail keyboard, the browser's address autofill. */
export function FormEmailField<T extends FieldValues>(props: Omit<TextFieldProps<T>, 'type'>) {
  return <FormTextField inputMode="email" autoComplete="email" {...props} type="email" />;
}

/** A password input; autoComplete says whether it is the current or a new password. */
export function FormPasswordField<T extends FieldValues>(props: Omit<TextFieldProps<T>, 'type' | 'autoComplete'> & { autoComplete: 'current-password' | 'new-password' | 'off' }) {
  return <FormTextField {...props} type="password" />;
}

type TextAreaProps<T extends FieldValues> = BoundProps<T> & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'name' | 'form' | 'value' | 'defaultValue' | 'onChange'>;

/** A labelled multi-line text bound to the form. */
export function FormTextArea<T extends FieldValues>({ form, name, id, label, hint, announceError, ...areaProps }: TextAreaProps<T>) {
  const error = useFieldError(form, name);
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} announceError={announceError}>
      {(control) => <TextArea {...areaProps} {...control} {...form.register(name)} />}
    </FieldFrame>
  );
}

type SelectProps<T extends FieldValues> = BoundProps<T> & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'name' | 'form' | 'value' | 'defaultValue' | 'onChange'> & {
  /** The <option>s. */
  children: ReactNode;
};

/** A labelled select bound to the form; its options are the children. */
export function FormSelect<T extends FieldValues>({ form, name, id, label, hint, announceError, children, ...selectProps }: SelectProps<T>) {
  const error = useFieldError(form, name);
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} announceError={announceError}>
      {(control) => <Select {...selectProps} {...control} {...form.register(name)}>{children}</Select>}
    </FieldFrame>
  );
}

type CheckboxProps<T extends FieldValues> = Omit<BoundProps<T>, 'id'> & InputProps & {
  /** Needed only to tie a hint or error to the box; generated otherwise. */
  id?: string;
};

/** A checkbox with its label around it (boolean value); a hint and an error follow it when given. */
export function FormCheckbox<T extends FieldValues>({ form, name, id, label, hint, announceError = true, ...inputProps }: CheckboxProps<T>) {
  const generated = useId();
  const boxId = id ?? generated;
  const error = useFieldError(form, name);
  return (
    <>
      <CheckboxLabel>
        <input
          {...inputProps} type="checkbox" id={id} {...form.register(name)}
          aria-invalid={error ? true : undefined} aria-describedby={describedBy(boxId, error, hint)}
        />
        {label}
      </CheckboxLabel>
      {hint && <Hint id={`${boxId}-hint`}>{hint}</Hint>}
      {error && <ErrorText id={`${boxId}-error`} role={announceError ? 'alert' : undefined}>{error}</ErrorText>}
    </>
  );
}

interface SubmitProps<T extends FieldValues> extends Omit<ButtonProps, 'type' | 'form'> {
  form: AnyForm<T>;
  /** The label while the submit handler runs (e.g. "Saving…"); the normal label otherwise. */
  pendingLabel?: ReactNode;
  /** Also busy for work the form starts outside its submit handler (a second button's request). */
  pending?: boolean;
}

/** The submit button: disabled and aria-busy while the submit handler runs. */
export function FormSubmit<T extends FieldValues>({ form, pendingLabel, pending, disabled, children, ...buttonProps }: SubmitProps<T>) {
  const { isSubmitting } = useFormState({ control: form.control });
  const busy = isSubmitting || !!pending;
  return (
    <Button {...buttonProps} type="submit" disabled={busy || disabled} aria-busy={busy}>
      {isSubmitting && pendingLabel ? pendingLabel : children}
    </Button>
  );
}

/** The form-wide error that setServerErrors sets (or the submit handler, under SERVER_ERROR). */
export function FormError<T extends FieldValues>({ form }: { form: AnyForm<T> }) {
  const { errors } = useFormState({ control: form.control });
  const message = (get(errors, SERVER_ERROR) as { message?: string } | undefined)?.message;
  return message ? <ErrorText role="alert">{message}</ErrorText> : null;
}
