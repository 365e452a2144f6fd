/** The casino's licences, the NRA one marked, with its register link, and its facts (product §2 type casino). */
import type { Casino, Licence, LicenceStatus } from '../../../domain/entities';
import { formatEur } from '../../../domain/rules/money';
import { formatDate, formatNumber, t } from '../../../i18n';

/** A licence status as the reader sees it. */
const STATUS_TEXT: Record<LicenceStatus, string> = {
  active: 'действащ',
  suspended: 'спрян',
  revoked: 'отнет',
  expired: 'изтекъл',
  unverified: 'непроверен',
};

/** Holder, status and when it was last checked against the register. */
function LicenceState({ licence }: { licence: Licence }) {
  return (
    <>
      <br />
      {t('Притежател')}: {licence.holder} · {t('Статус')}:{' '}
      <span className={`licence__status licence__status--${licence.status}`}>
        {t(STATUS_TEXT[licence.status])}
      </span>{' '}
      · {t('Проверен в регистъра')}:{' '}
      {licence.checkedAt ? formatDate(licence.checkedAt) : t('не е проверяван')}
    </>
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
  return (
    <section className="section">
      <h2>{t('Licence')}</h2>
      <ul className="licences">
        {casino.licences.map((l) => (
          <li
            key={`${l.authority}-${l.number}`}
            className={l.isNra && l.status === 'active' ? 'licence licence--nra' : 'licence'}
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
