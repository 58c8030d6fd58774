import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import type { ErrorCode } from '@/contracts/errors';
import { HttpError } from '@/lib/http';

/** Where a form-wide error lives (FormError shows it; react-hook-form clears it on the next submit). */
export const SERVER_ERROR = 'root.server';

/** One entry of the API's VALIDATION_FAILED details: the request body's path and zod's message. */
interface ValidationDetail {
  path: string;
  message?: string;
}

export interface ServerErrorMapping<T extends FieldValues> {
  /**
   * API error codes that are about one field, with the field and its translated message, e.g.
   * `{ NICKNAME_TAKEN: { field: 'nickname', message: t('details.nicknameTaken') } }`.
   */
  codes?: Partial<Record<ErrorCode, { field: FieldPath<T>; message: string }>>;
  /**
   * The message for each field a 400 VALIDATION_FAILED names (the server's check of the same
   * contract). The detail's path is the request body's; it is matched to the form's field of the
   * same name, else of its first segment, else `field` decides (null: not a field).
   */
  invalid?: string | ((field: FieldPath<T>) => string);
  field?: (path: string) => FieldPath<T> | null;
  /**
   * Anything else: the form-wide message (SERVER_ERROR), or null to show nothing and let the
   * caller deal with it (e.g. reportRequestError's toast).
   */
  otherwise?: string | ((error: unknown) => string | null);
}

function fieldOf<T extends FieldValues>(form: UseFormReturn<T, unknown, unknown>, path: string, mapping: ServerErrorMapping<T>): FieldPath<T> | null {
  const values = form.getValues() as Record<string, unknown>;
  const has = (name: string) => name.split('.').reduce<unknown>((v, k) => (v && typeof v === 'object' && k in v ? (v as Record<string, unknown>)[k] : undefined), values) !== undefined;
  if (mapping.field) {
    const mapped = mapping.field(path);
    if (mapped !== null) return mapped;
  }
  if (path && has(path)) return path as FieldPath<T>;
  const first = path.split('.')[0];
  if (first && has(first)) return first as FieldPath<T>;
  return null;
}

/**
 * Shows a failed submit's API error on the form: a code that belongs to a field (`codes`), the
 * fields a VALIDATION_FAILED names (`invalid`), else a form-wide message (`otherwise`). The first
 * field in error takes the focus. Returns false when nothing was shown (the caller reports it).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any form's context and output
export function setServerErrors<T extends FieldValues>(form: UseFormReturn<T, any, any>, error: unknown, mapping: ServerErrorMapping<T>): boolean {
  const http = error instanceof HttpError ? error : null;
  const coded = http?.code ? mapping.codes?.[http.code as ErrorCode] : undefined;
  if (coded) {
    form.setError(coded.field, { type: 'server', message: coded.message }, { shouldFocus: true });
    return true;
  }
  if (http?.code === 'VALIDATION_FAILED' && mapping.invalid !== undefined && Array.isArray(http.details)) {
    const fields = [...new Set((http.details as ValidationDetail[]).map((d) => fieldOf(form, String(d.path ?? ''), mapping)).filter((f): f is FieldPath<T> => f !== null))];
    fields.forEach((field, index) => {
      const message = typeof mapping.invalid === 'function' ? mapping.invalid(field) : mapping.invalid!;
      form.setError(field, { type: 'server', message }, { shouldFocus: index === 0 });
    });
    if (fields.length > 0) return true;
  }
  const message = typeof mapping.otherwise === 'function' ? mapping.otherwise(error) : mapping.otherwise;
  if (message == null) return false;
  form.setError(SERVER_ERROR as FieldPath<T>, { type: 'server', message });
  return true;
}
