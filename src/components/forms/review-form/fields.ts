/** The review form's fields (product §2 review casino, §5 limits): order, limits, ids and how the form is read. */
import {
  REVIEW_LIMITS,
  REVIEW_RATING_MAX,
  REVIEW_RATING_MIN,
} from '../../../domain/entities/review';

/** The star values, lowest first. */
export const STARS = Array.from(
  { length: REVIEW_RATING_MAX - REVIEW_RATING_MIN + 1 },
  (_, i) => REVIEW_RATING_MIN + i,
);

/** The text inputs, in order, with their label source and limits. */
export const TEXT_FIELDS = [
  { name: 'title', label: 'Title', kind: 'text', max: REVIEW_LIMITS.title.max },
  { name: 'text', label: 'Your review', kind: 'textarea', max: REVIEW_LIMITS.text.max },
  { name: 'name', label: 'Name', kind: 'text', max: REVIEW_LIMITS.name.max, auto: 'name' },
  { name: 'email', label: 'Email', kind: 'email', max: REVIEW_LIMITS.email.max, auto: 'email' },
] as const;

/** Every field in the order the form shows them. */
export const FIELD_ORDER = ['rating', ...TEXT_FIELDS.map((f) => f.name), 'publishConsent'];

/** Prefix of the inputs' ids. */
export const ID = 'review';

/** The form's values as the schema reads them. */
export function valuesOf(form: HTMLFormElement, casinoSlug: string): Record<string, unknown> {
  const data = new FormData(form);
  const str = (key: string) => {
    const value = data.get(key);
    return typeof value === 'string' ? value.trim() : '';
  };
  return {
    casinoSlug,
    rating: Number(str('rating')),
    title: str('title'),
    text: str('text'),
    name: str('name'),
    email: str('email'),
    publishConsent: data.get('publishConsent') === 'on',
  };
}

/** The id of a field's error message. */
export const errorId = (field: string) => `${ID}-${field}-error`;

/** The ARIA attributes of a field: marked invalid and pointing to its error, if it has one. */
export const invalidProps = (errors: Record<string, string>, field: string) =>
  errors[field] ? { 'aria-invalid': true as const, 'aria-describedby': errorId(field) } : undefined;
