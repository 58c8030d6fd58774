/**
 * Form fields every feature shares: the styled parts, the accessible TextField, and forms driven
 * by react-hook-form with a zod contract as the resolver (useZodForm).
 */
export { Actions, CheckboxLabel, control, ErrorText, Field, FieldRow, Fieldset, Form, Hint, Input, Label, Select } from './Form.styles';
export { TextField } from './TextField';
