/**
 * Compare 2 to 4 casinos side by side. The choice lives in the URL (?ids=1,2,3) so
 * it can be shared; on load the island restores it with GET /compare?ids=. Trigger 'load':
 * the table is the whole point of the page.
 */
import { useEffect, useMemo, useState } from 'react';
import type { Casino } from '../../domain/entities';
import { casinoOptions, comparedCasinos } from '../../api/endpoints';
import { useEndpoint } from '../../api/use-endpoint';
import { formatEur } from '../../domain/rules/money';
import { formatRating, meanRating } from '../../domain/rules/rating';
import { formatNumber, t } from '../../i18n';
import { AffiliateLink } from '../content/AffiliateLink';
import type { ApiIslandProps } from './props';
import { useLocationSearch } from './useLocationSearch';

/** Fewest and most casinos compared at once. */
export const COMPARE_MIN = 2;
export const COMPARE_MAX = 4;

/** Reads ?ids= : up to four distinct positive ids; anything else is dropped. */
export function parseIds(search: string): number[] {
  const raw = new URLSearchParams(search).get('ids') ?? '';
  const ids = raw
    .split(',')
    .map((s) => s.trim())
    .filter((s) => /^\d+$/.test(s))
    .map(Number);
  return [...new Set(ids)].slice(0, COMPARE_MAX);
}

/** One comparison row: label and the value per casino. */
type Row = { label: string; values: string[] };

/** Rows of the table, in the order players read them. */
function rowsFor(casinos: readonly Casino[]): Row[] {
  const row = (label: string, pick: (c: Casino) => string): Row => ({
    label,
    values: casinos.map(pick),
  });
  return [
    row(t('Rating'), (c) => formatRating(meanRating(c.ratingItems))),
    row(t('Licence'), (c) => c.licences.map((l) => `${l.authority} ${l.number}`).join(', ')),
    row(t('Established'), (c) => String(c.established)),
    row(t('Operator'), (c) => c.operator),
    row(t('Welcome bonus'), (c) => c.bonuses[0]?.headline ?? t('None')),
    row(t('Wagering'), (c) => (c.bonuses[0] ? `${c.bonuses[0].terms.wageringMultiplier}x` : '—')),
    row(t('Minimum deposit'), (c) => formatEur(c.minDeposit.amount)),
    row(t('Payment methods'), (c) => c.paymentMethods.map((p) => p.name).join(', ')),
    row(t('Games'), (c) => formatNumber(c.gameCount)),
    row(t('Live chat'), (c) => (c.liveChat ? t('Yes') : t('No'))),
  ];
}

/** Props of {@link CompareCasinos}. */
export type CompareCasinosProps = ApiIslandProps;

/** The compare page's island. */
export function CompareCasinos({ locale }: CompareCasinosProps) {
  const options = useEndpoint(casinoOptions, locale, []);
  const search = useLocationSearch();
  // The visitor's choice; until the first change it comes from the shared ?ids=. null until
  // the URL is readable, so the first render never wipes a shared choice.
  const [changed, setIds] = useState<number[] | null>(null);
  const picked = useMemo(
    () => changed ?? (search === null ? null : parseIds(search)),
    [changed, search],
  );
  const ids = picked ?? [];
  const compared = useEndpoint(comparedCasinos, locale, ids.length > 0 ? [ids.join(',')] : null, {
    keepPreviousData: true,
  });
  const [diffOnly, setDiffOnly] = useState(false);
  const error = options.error !== undefined || compared.error !== undefined;

  useEffect(() => {
    if (picked === null) return;
    // Commas stay readable in the shared link (?ids=1,2,3), other parameters are kept.
    const rest = new URLSearchParams(window.location.search);
    rest.delete('ids');
    const parts = [picked.length > 0 ? `ids=${picked.join(',')}` : '', rest.toString()];
    const query = parts.filter(Boolean).join('&');
    window.history.replaceState(null, '', `${window.location.pathname}${query ? `?${query}` : ''}`);
  }, [picked]);

  const setSlot = (slot: number, value: string) => {
    const next = [...ids];
    if (value === '') next.splice(slot, 1);
    else next[slot] = Number(value);
    setIds([...new Set(next)].slice(0, COMPARE_MAX));
  };

  const slots = Math.min(COMPARE_MAX, Math.max(COMPARE_MIN, ids.length + 1));
  // A cleared choice shows nothing even while an older answer is still in state.
  const shown: Casino[] = ids.length === 0 ? [] : (compared.data ?? []);
  const rows = rowsFor(shown).filter((r) => !diffOnly || new Set(r.values).size > 1);

  return (
    <div className="compare">
      <div className="compare__pickers">
        {Array.from({ length: slots }, (_, slot) => (
          <label key={slot}>
            {t('Казино {n}', { n: slot + 1 })}
            <select
              value={ids[slot] ?? ''}
              onChange={(e) => setSlot(slot, e.target.value)}
              data-compare-slot={slot}
            >
              <option value="">—</option>
              {(options.data ?? []).map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          </label>
        ))}
      </div>
      <label className="toggle">
        <input type="checkbox" checked={diffOnly} onChange={(e) => setDiffOnly(e.target.checked)} />{' '}
        {t('Show differences only')}
      </label>
      {error ? (
        <p className="notice notice--error" role="alert">
          {t('Something went wrong. Please try again.')}
        </p>
      ) : null}
      {shown.length < COMPARE_MIN ? (
        <p className="muted">{t('Изберете от 2 до 4 казина за сравнение.')}</p>
      ) : (
        <div className="table-scroll">
          <table className="table compare__table">
            <thead>
              <tr>
                <th scope="col">{t('Критерий')}</th>
                {shown.map((c) => (
                  <th key={c.id} scope="col" data-casino-id={c.id}>
                    {c.name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.label}>
                  <th scope="row">{r.label}</th>
                  {r.values.map((v, i) => (
                    <td key={shown[i]?.id ?? i}>{v}</td>
                  ))}
                </tr>
              ))}
              <tr>
                <th scope="row" />
                {shown.map((c) => (
                  <td key={c.id}>
                    <AffiliateLink
                      affiliateCode={c.affiliateCode}
                      bonusId={c.bonuses[0]?.id ?? null}
                      component="compare-casinos"
                      reportName="get-bonus"
                    >
                      {t('Get bonus')}
                    </AffiliateLink>
                  </td>
                ))}
              </tr>
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

export default CompareCasinos;
