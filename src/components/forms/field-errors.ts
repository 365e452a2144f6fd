/**
 * Bulgarian field errors from a zod failure (docs/style.md habit 8: every visible string through
 * t()).
 */
import type { ZodError, ZodObject, ZodType } from 'zod';
import { plural, t } from '../../i18n';

/**
 * Whether `field` of a form's `schema` is required: the one rule is that the schema refuses it
 * empty, so the field's mark and attribute agree with the sentence {@link fieldErrors} gives.
 */
export function isRequired(schema: ZodObject<Record<string, ZodType>>, field: string): boolean {
  const fieldSchema = schema.shape[field];
  return fieldSchema !== undefined && !fieldSchema.safeParse('').success;
}

/**
 * The first problem of each field, as a sentence for the visitor. With the `values` that were
 * parsed, a field left empty is told it is required, whatever rule it broke first.
 */
export function fieldErrors(
  error: ZodError,
  values?: Readonly<Record<string, unknown>>,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    if (field === '' || field in errors) continue;
    errors[field] = values?.[field] === '' ? t('This field is required.') : messageOf(issue);
  }
  return errors;
}

function messageOf(issue: ZodError['issues'][number]): string {
  switch (issue.code) {
    case 'invalid_format':
      return issue.format === 'email'
        ? t('Please enter a valid email address.')
        : t('Please check this field.');
    case 'too_small': {
      const min = Number(issue.minimum);
      // Only an empty text is shorter than one character.
      if (issue.origin === 'string' && min <= 1) return t('This field is required.');
      return plural(min, {
        one: t('At least {min} character.', { min }),
        other: t('At least {min} characters.', { min }),
      });
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      return plural(max, {
        one: t('At most {max} character.', { max }),
        other: t('At most {max} characters.', { max }),
      });
    }
    case 'custom':
      if (issue.message === 'url') return t('Please enter a web address.');
      if (issue.message === 'mismatch') return t('Паролите не съвпадат.');
      return t('Please check this field.');
    default:
      return t('This field is required.');
  }
}
