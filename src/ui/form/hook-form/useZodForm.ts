import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldError, type FieldErrors, type FieldValues, type Resolver, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';

/** One failed check of one field, as the form's `message` function gets it. */
export interface FieldIssue {
  /** The field's name in the form ('email', 'notifications.newsletter'). */
  field: string;
  /** zod's issue code: 'too_small', 'invalid_format', 'custom', … */
  code: string;
  /** zod's own (English, untranslated) message. */
  message: string;
  /** The field's value as the form holds it. */
  value: unknown;
}

export interface UseZodFormOptions<In extends FieldValues, Out> extends Omit<UseFormProps<In, unknown, Out>, 'resolver'> {
  /**
   * The text shown for a failed check, translated: the contract's schemas carry no user-facing
   * words. Without it the field shows zod's message, which is only right in tests.
   */
  message?: (issue: FieldIssue) => string;
}

/** A form whose values are checked by a zod schema, and whose submit handler gets the schema's output. */
export type ZodForm<S extends z.ZodType<unknown, FieldValues>> = UseFormReturn<z.input<S>, unknown, z.output<S>>;

const isLeaf = (node: unknown): node is FieldError =>
  typeof node === 'object' && node !== null && typeof (node as FieldError).type === 'string' && 'message' in node;

function translate<T extends FieldValues>(errors: FieldErrors<T>, values: T, message: (issue: FieldIssue) => string, prefix = ''): FieldErrors<T> {
  const out: Record<string, unknown> = {};
  for (const [key, node] of Object.entries(errors)) {
    if (key === 'ref' || key === 'type' || key === 'message' || key === 'types') continue;
    const field = prefix ? `${prefix}.${key}` : key;
    const value = field.split('.').reduce<unknown>((v, k) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[k] : undefined), values);
    if (isLeaf(node)) out[key] = { ...node, message: message({ field, code: node.type, message: node.message ?? '', value }) };
    else if (node && typeof node === 'object') out[key] = translate(node as FieldErrors<T>, values, message, field);
  }
  return out as FieldErrors<T>;
}

/**
 * react-hook-form with a zod schema as its resolver: the schema (usually the API's contract from
 * src/contracts, or a form schema piped into it) checks the values on submit; the submit handler
 * gets the parsed output; each failed check is shown on its field, translated by `message`.
 *
 * Defaults: checked on submit and again only on the next submit (`reValidateMode: 'onSubmit'`),
 * so an error stays until the customer tries again, as the hand-written forms did; the first
 * field in error takes the focus. Pass `mode` / `reValidateMode` to check on blur or on change.
 */
export function useZodForm<S extends z.ZodType<unknown, FieldValues>>(
  schema: S,
  { message, ...options }: UseZodFormOptions<z.input<S>, z.output<S>> = {},
): ZodForm<S> {
  const base = zodResolver(schema as never) as unknown as Resolver<z.input<S>, unknown, z.output<S>>;
  const resolver: Resolver<z.input<S>, unknown, z.output<S>> = message
    ? async (values, context, resolverOptions) => {
      const result = await base(values, context, resolverOptions);
      return Object.keys(result.errors).length === 0 ? result : { values: {}, errors: translate(result.errors, values, message) };
    }
    : base;
  return useForm<z.input<S>, unknown, z.output<S>>({ mode: 'onSubmit', reValidateMode: 'onSubmit', ...options, resolver });
}
