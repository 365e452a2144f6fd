/**
 * A /go/ address the visitor may not follow (product §4): after a 'no' at the age gate, or while
 * the age is not confirmed, the screen says so and where help is, instead of "not found".
 */
import { useEffect } from 'react';
import { t } from '../../i18n';
import { applyScreenHead } from '../../components/layout/screen-head';

/** The screen; `afterNo` when the kept answer is a 'no' (else the age is not confirmed yet). */
export function RefusedScreen({
  afterNo,
  responsibleGamblingHref,
  homePath,
}: {
  afterNo: boolean;
  responsibleGamblingHref: string;
  homePath: string;
}) {
  useEffect(() => applyScreenHead('go-refused'), []);
  return (
    <section className="container" data-screen="go-refused">
      <h1>{t('Връзката към казиното е спряна')}</h1>
      <p>
        {afterNo
          ? t(
              'Отговорихте, че нямате 18 години, затова връзките към казината не водят никъде. Хазартът е само за пълнолетни.',
            )
          : t('Връзката води към казино само след като потвърдите, че имате 18 години.')}
      </p>
      <p>
        {afterNo ? (
          <a href={responsibleGamblingHref}>{t('Отговорна игра и помощ')}</a>
        ) : (
          <a href={location.href}>{t('Потвърдете възрастта си')}</a>
        )}{' '}
        · <a href={homePath}>{t('Back to the home page')}</a>
      </p>
    </section>
  );
}
