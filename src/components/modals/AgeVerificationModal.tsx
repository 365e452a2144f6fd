/**
 * The age verification modal (product §2): a date of birth, validated with its zod schema, decides
 * whether the visitor is 18 or older (Bulgarian law). Opened by verifyAge() in age-verification.ts.
 */
import { useState, type FormEvent } from 'react';
import { DateOfBirth } from '../../domain/entities/age';
import { ageInYears, calendarDay, isAdult, type CalendarDay } from '../../domain/rules/age';
import { t } from '../../i18n';
import { answerOf } from './ask';
import type { AgeVerificationResult } from './age-verification';
import type { ModalBodyProps } from './body-props';
import { Modal } from './Modal';

const FIELD_ID = 'age-verification-dob';

/** Today as the visitor's calendar shows it. */
function today(): CalendarDay {
  const now = new Date();
  return { year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() };
}

/** A calendar day as a date input's value, 'YYYY-MM-DD'. */
function isoDay({ year, month, day }: CalendarDay): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${String(year)}-${two(month)}-${two(day)}`;
}

/** The modal. */
export function AgeVerificationModal({ props, onClose }: ModalBodyProps) {
  const answer = answerOf<AgeVerificationResult>(props);
  const [error, setError] = useState<string | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get('dateOfBirth');
    const parsed = DateOfBirth.safeParse(typeof value === 'string' ? value.trim() : '');
    if (!parsed.success) {
      setError(value ? t('Please enter a valid date.') : t('This field is required.'));
      return;
    }
    const birth = calendarDay(parsed.data);
    if (ageInYears(birth, today()) < 0) {
      setError(t('Please enter a valid date.'));
      return;
    }
    const result = isAdult(birth, today()) ? 'adult' : 'minor';
    if (answer) answer(result);
    else onClose();
  };

  return (
    <Modal title={t('Confirm your age')} onClose={onClose} name="age-verification">
      <p>
        {t(
          'Before a demo game or a visit to an operator, please enter your date of birth. It is only checked here, never stored or sent.',
        )}
      </p>
      <form onSubmit={onSubmit} noValidate className="mail-form">
        <div className="field">
          <label htmlFor={FIELD_ID}>{t('Date of birth')} *</label>
          <input
            id={FIELD_ID}
            name="dateOfBirth"
            type="date"
            min="1900-01-01"
            max={isoDay(today())}
            required
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${FIELD_ID}-error` : undefined}
          />
          {error ? (
            <p className="field__error" id={`${FIELD_ID}-error`} role="alert">
              {error}
            </p>
          ) : null}
        </div>
        <button type="submit" className="button">
          {t('Confirm')}
        </button>
      </form>
    </Modal>
  );
}

export default AgeVerificationModal;
