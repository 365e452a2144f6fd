/**
 * Moves focus to what a refused submit asks the visitor to read: the first invalid field, or
 * else the form's own error. It runs after React has rendered that attempt's errors, so it
 * never lands on a field the previous attempt marked (product §8 clear errors).
 */
import { useEffect, useRef, useState, type RefObject } from 'react';

/** The first invalid field in form order, or the form-level error. */
const FIRST_ERROR = '[aria-invalid="true"], [data-form-error]';

/** The form's ref, and the call that asks for focus once this attempt has rendered. */
export function useFocusFirstError(): {
  formRef: RefObject<HTMLFormElement | null>;
  focusFirstError: () => void;
} {
  const formRef = useRef<HTMLFormElement>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (attempt > 0) formRef.current?.querySelector<HTMLElement>(FIRST_ERROR)?.focus();
  }, [attempt]);
  return { formRef, focusFirstError: () => setAttempt((n) => n + 1) };
}
