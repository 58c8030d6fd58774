/**
 * Form fields every feature shares: the styled parts, the labelled field markup (FieldFrame) and
 * the accessible TextField for state a component keeps itself. Forms of their own are written
 * with useZodForm and its bound fields from `@/ui/form/hook-form` (docs/adr/0025-forms.md).
 */
export { Actions, CheckboxLabel, control, ErrorText, Field, FieldRow, Fieldset, Form, Hint, Input, Label, Select, TextArea } from './Form.styles';
export { describedBy, FieldFrame, type ControlA11yProps, type FieldFrameProps } from './FieldFrame';
export { TextField } from './TextField';
