/** A review form field's error message, if it has one (SPEC §8 clear errors). */
import { errorId } from './fields';

/** Props of {@link FieldError}. */
export type FieldErrorProps = { errors: Record<string, string>; field: string };

/** The alert paragraph, or nothing. */
export function FieldError({ errors, field }: FieldErrorProps) {
  return errors[field] ? (
    <p className="field__error" id={errorId(field)} role="alert">
      {errors[field]}
    </p>
  ) : null;
}
