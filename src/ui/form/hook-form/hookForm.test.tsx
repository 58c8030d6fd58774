/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { z } from 'zod';
import { HttpError } from '@/lib/http';
import { theme } from '@/ui/theme';
import { FormCheckbox, FormEmailField, FormError, FormPasswordField, FormSelect, FormSubmit, FormTextArea, FormTextField, setServerErrors, useZodForm } from '.';

const schema = z.object({
  name: z.string().trim().min(1),
  email: z.string().trim().pipe(z.email()),
  password: z.string().min(12),
  note: z.string().max(5),
  size: z.enum(['s', 'm']),
  agree: z.boolean(),
});

function Harness({ onValid }: { onValid: (values: z.output<typeof schema>) => Promise<void> }) {
  const form = useZodForm(schema, {
    defaultValues: { name: '', email: '', password: '', note: '', size: 's', agree: false },
    message: ({ field, code }) => `${field}:${code}`,
  });
  return (
    <ThemeProvider theme={theme}>
      <form noValidate onSubmit={form.handleSubmit(async (values) => {
        try {
          await onValid(values);
        } catch (error) {
          setServerErrors(form, error, { codes: { EMAIL_TAKEN: { field: 'email', message: 'taken' } }, invalid: 'invalid', otherwise: 'failed' });
        }
      })}>
        <FormTextField form={form} name="name" id="f-name" label="Name" hint="Your full name" />
        <FormEmailField form={form} name="email" id="f-email" label="E-mail" />
        <FormPasswordField form={form} name="password" id="f-password" label="Password" autoComplete="new-password" />
        <FormTextArea form={form} name="note" id="f-note" label="Note" />
        <FormSelect form={form} name="size" id="f-size" label="Size"><option value="s">S</option><option value="m">M</option></FormSelect>
        <FormCheckbox form={form} name="agree" label="Agree" />
        <FormError form={form} />
        <FormSubmit form={form} pendingLabel="Saving…">Save</FormSubmit>
      </form>
    </ThemeProvider>
  );
}

const submit = () => act(async () => {
  fireEvent.click(screen.getByRole('button', { name: /Save/ }));
});

describe('useZodForm and its fields', () => {
  it('keeps the accessible markup: label, hint, and on a failed check aria-invalid, aria-describedby and an alert', async () => {
    const onValid = jest.fn(async () => undefined);
    render(<Harness onValid={onValid} />);
    const name = screen.getByLabelText('Name');
    expect(name).toHaveAttribute('id', 'f-name');
    expect(name).toHaveAttribute('aria-describedby', 'f-name-hint');
    expect(name).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    await submit();
    expect(onValid).not.toHaveBeenCalled();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAttribute('aria-describedby', 'f-name-error f-name-hint');
    expect(document.getElementById('f-name-error')).toHaveTextContent('name:too_small');
    expect(document.getElementById('f-name-error')).toHaveAttribute('role', 'alert');
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('email:invalid_format');
    expect(name).toHaveFocus();
  });

  it('hands the parsed output to the submit handler, busy meanwhile', async () => {
    let finish: () => void = () => undefined;
    const onValid = jest.fn(() => new Promise<void>((resolve) => { finish = resolve; }));
    render(<Harness onValid={onValid} />);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: '  Eva  ' } });
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'eva@example.cz' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'long enough pass' } });
    fireEvent.change(screen.getByLabelText('Size'), { target: { value: 'm' } });
    fireEvent.click(screen.getByLabelText('Agree'));
    await submit();
    expect(onValid).toHaveBeenCalledWith({ name: 'Eva', email: 'eva@example.cz', password: 'long enough pass', note: '', size: 'm', agree: true });
    const button = screen.getByRole('button', { name: 'Saving…' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await act(async () => finish());
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('puts the API’s errors on the fields: a field’s code, VALIDATION_FAILED paths, else a form-wide alert', async () => {
    const failures = [
      new HttpError('x', 'bad_request', 409, 'EMAIL_TAKEN'),
      new HttpError('x', 'bad_request', 400, 'VALIDATION_FAILED', [{ path: 'note', message: 'Too big' }, { path: 'elsewhere.deep', message: '?' }]),
      new HttpError('x', 'bad_response', 500, 'INTERNAL_ERROR'),
    ];
    render(<Harness onValid={async () => { throw failures.shift(); }} />);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Eva' } });
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'eva@example.cz' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'long enough pass' } });
    await submit();
    expect(screen.getByRole('alert')).toHaveTextContent('taken');
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('E-mail')).toHaveFocus();
    await submit();
    expect(screen.getByRole('alert')).toHaveTextContent('invalid');
    expect(screen.getByLabelText('Note')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('E-mail')).not.toHaveAttribute('aria-invalid');
    await submit();
    expect(screen.getByRole('alert')).toHaveTextContent('failed');
    expect(screen.getByLabelText('Note')).not.toHaveAttribute('aria-invalid');
  });
});
