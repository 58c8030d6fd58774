/**
 * Forms driven by react-hook-form with a zod schema as the resolver (docs/adr/0025-forms.md).
 * Its own entry, not `@/ui/form`: a page that only borrows the field styles must not carry
 * react-hook-form in its first load.
 */
export { useZodForm, type FieldIssue, type UseZodFormOptions, type ZodForm } from './useZodForm';
export { FormCheckbox, FormEmailField, FormError, FormPasswordField, FormSelect, FormSubmit, FormTextArea, FormTextField, type AnyForm } from './fields';
export { SERVER_ERROR, setServerErrors, type ServerErrorMapping } from './serverErrors';
export { typedAmountX100 } from './typedAmount';
