/** A field's error sentence under its input, named by the input's aria-describedby (product §8 clear errors). */

/** Props of {@link FieldError}. */
export type FieldErrorProps = {
  /** The paragraph's id, the one the input points to. */
  id: string;
  /** The error sentence; nothing is rendered without one. */
  error: string | undefined;
};

/** The alert paragraph, or nothing. */
export function FieldError({ id, error }: FieldErrorProps) {
  return error ? (
    <p className="field__error" id={id} role="alert">
      {error}
    </p>
  ) : null;
}
