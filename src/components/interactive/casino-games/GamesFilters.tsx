/** The games listing's filters (product §9): provider, volatility and the RTP range. */
import { slotProviders } from '../../../api/endpoints';
import { useEndpoint } from '../../../api/use-endpoint';
import { t } from '../../../i18n';
import { VOLATILITY_LABEL } from '../../content/VolatilityLabel';
import { parseGamesQuery, type GamesQuery } from '../gamesQuery';
import { RtpInput } from './RtpInput';

/** Props of {@link GamesFilters}. */
export type GamesFiltersProps = {
  locale: string;
  query: GamesQuery;
  /** Called with the changed filters. */
  update: (patch: Partial<GamesQuery>) => void;
};

/** The filter form. */
export function GamesFilters({ locale, query: q, update }: GamesFiltersProps) {
  const providers = useEndpoint(slotProviders, locale, []).data ?? [];
  return (
    <form className="filters" onSubmit={(e) => e.preventDefault()}>
      <label>
        {t('Provider')}
        <select
          value={q.provider ?? ''}
          onChange={(e) => update({ provider: e.target.value || null })}
        >
          <option value="">{t('Всички')}</option>
          {providers.map(([slug, name]) => (
            <option key={slug} value={slug}>
              {name}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('Volatility')}
        <select
          value={q.volatility ?? ''}
          onChange={(e) =>
            update({ volatility: parseGamesQuery(`volatility=${e.target.value}`).volatility })
          }
        >
          <option value="">{t('Всички')}</option>
          {Object.entries(VOLATILITY_LABEL).map(([key, label]) => (
            <option key={key} value={key}>
              {t(label)}
            </option>
          ))}
        </select>
      </label>
      <RtpInput
        name="rtpMin"
        label={t('RTP от (%)')}
        value={q.rtpMin}
        onChange={(rtpMin) => update({ rtpMin })}
      />
      <RtpInput
        name="rtpMax"
        label={t('RTP до (%)')}
        value={q.rtpMax}
        onChange={(rtpMax) => update({ rtpMax })}
      />
    </form>
  );
}
