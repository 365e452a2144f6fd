/**
 * The casino's licences (product §2 type casino), each with its holder, status and check date, the
 * one the locale's register counts marked, and the review's facts. Its first line answers "does
 * it hold a licence here?" from the records (docs/compliance.md#claims-what-a-page-says-of-a-licence).
 */
import type { Casino, Licence, LicenceRegister } from '../../../domain/entities';
import { licenceIn } from '../../../domain/rules/licence';
import { formatEur } from '../../../domain/rules/money';
import { formatDate, formatNumber, t } from '../../../i18n';
import { useLicenceRule } from '../../content/page-compliance';
import { lapseText, licenceName, statusText } from '../../content/licence-text';

/** Holder, status and when it was last checked against the register. */
function LicenceState({ licence }: { licence: Licence }) {
  return (
    <>
      <br />
      {t('Притежател')}: {licence.holder} · {t('Статус')}:{' '}
      <span className={`licence__status licence__status--${licence.status}`}>
        {statusText(licence.status)}
      </span>{' '}
      · {t('Проверен в регистъра')}:{' '}
      {licence.checkedAt ? formatDate(licence.checkedAt) : t('не е проверяван')}
    </>
  );
}

/** Whether the casino holds the locale's licence, in one sentence from its records. */
function Verdict({ casino, register }: { casino: Casino; register: LicenceRegister }) {
  const held = licenceIn(casino.licences, register);
  const licence = licenceName(register);
  if (held?.status === 'active')
    return (
      <p className="licence-verdict">
        {t('{casino} има действащ {licence} № {number}.', {
          casino: casino.name,
          licence,
          number: held.number,
        })}
      </p>
    );
  const lapse = lapseText(held?.status ?? 'none');
  return (
    <p className="licence-verdict licence-verdict--none">
      {`${t('{casino} няма действащ {licence}', { casino: casino.name, licence })}${lapse ? ` (${lapse})` : ''}.`}
    </p>
  );
}

/** Facts of the review as label/value rows. */
function facts(casino: Casino): [string, string][] {
  return [
    [t('Established'), String(casino.established)],
    [t('Operator'), casino.operator],
    [t('Games'), formatNumber(casino.gameCount)],
    [t('Minimum deposit'), formatEur(casino.minDeposit.amount)],
    [t('Live chat'), casino.liveChat ? t('Yes') : t('No')],
  ];
}

/** Props of {@link LicenceFacts}. */
export type LicenceFactsProps = { casino: Casino };

/** The section. */
export function LicenceFacts({ casino }: LicenceFactsProps) {
  const register = useLicenceRule().licenceRegister;
  const counts = (l: Licence) => l.register === register && l.status === 'active';
  return (
    <section className="section">
      <h2>{t('Licence')}</h2>
      {register === null ? null : <Verdict casino={casino} register={register} />}
      <ul className="licences">
        {casino.licences.map((l) => (
          <li
            key={`${l.authority}-${l.number}`}
            className={counts(l) ? 'licence licence--current' : 'licence'}
          >
            <strong>{l.authority}</strong> · {t('Licence number')}: <code>{l.number}</code>
            {l.registerUrl ? (
              <>
                {' '}
                <a href={l.registerUrl} rel="noopener nofollow" target="_blank">
                  {t('Регистър')}
                </a>
              </>
            ) : null}
            <LicenceState licence={l} />
          </li>
        ))}
      </ul>
      <dl className="terms">
        {facts(casino).map(([k, v]) => (
          <div key={k} className="terms__row">
            <dt>{k}</dt>
            <dd>{v}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
