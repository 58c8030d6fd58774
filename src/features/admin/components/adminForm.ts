import { useTranslations } from '@/i18n/use-translations';
import type { FieldIssue } from '@/ui/form/hook-form';

/**
 * The desk forms' field messages (react-hook-form with the contract's zod schema, docs/adr/0025):
 * zod's issue codes in the staff language (admin.form). One sentence per kind of failure; the
 * fields say what they want in their labels.
 */
export function useAdminFieldMessage(): (issue: FieldIssue) => string {
  const t = useTranslations('admin.form');
  return (issue) => {
    if (issue.code === 'too_small') return typeof issue.value === 'string' && issue.value.trim() !== '' ? t('tooShort') : t('required');
    if (issue.code === 'too_big') return t('tooLong');
    if (issue.code === 'invalid_type' && (issue.value === '' || issue.value === undefined)) return t('required');
    if (issue.code === 'invalid_type' || issue.code === 'not_integer') return t('number');
    return t('invalid');
  };
}

/** An optional whole number typed into a text box: '' → undefined, else the number (or NaN, which the schema refuses). */
export const optionalInt = (value: unknown): unknown => (value === '' || value === null || value === undefined ? undefined : Number(value));
