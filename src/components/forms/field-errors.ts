/** Bulgarian field errors from a zod failure (STYLE.md: every visible string through t()). */
import type { ZodError } from 'zod';
import { t } from '../../i18n';

/** The first problem of each field, as a sentence for the visitor. */
export function fieldErrors(error: ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    if (field === '' || field in errors) continue;
    errors[field] = messageOf(issue);
  }
  return errors;
}

function messageOf(issue: ZodError['issues'][number]): string {
  switch (issue.code) {
    case 'invalid_format':
      return issue.format === 'email'
        ? t('Please enter a valid email address.')
        : t('Please check this field.');
    case 'too_small':
      return t('At least {min} characters.', { min: Number(issue.minimum) });
    case 'too_big':
      return t('At most {max} characters.', { max: Number(issue.maximum) });
    case 'custom':
      if (issue.message === 'url') return t('Please enter a web address.');
      if (issue.message === 'mismatch') return t('Паролите не съвпадат.');
      return t('Please check this field.');
    default:
      return t('This field is required.');
  }
}
