/**
 * Compare 2 to 4 casinos side by side. The choice lives in the URL (?ids=1,2,3) so it can be
 * shared; the island restores it with GET /compare?ids=. The server render lists the casinos in
 * the pickers (product §4 Hydration), so the island wakes on the visitor's first touch, or at once
 * for a shared choice (trigger 'address').
 */
import { useState } from 'react';
import type { Casino } from '../../domain/entities';
import type { CasinoOption } from '../../domain/entities/page-view';
import { casinoOptions, comparedCasinos } from '../../api/endpoints';
import { useEndpoint } from '../../api/use-endpoint';
import { t } from '../../i18n';
import { Compliance, NO_RULES, type PageCompliance } from '../content/page-compliance';
import type { ApiIslandProps } from './props';
import { ComparePickers } from './compare-casinos/ComparePickers';
import { CompareTable } from './compare-casinos/CompareTable';
import { COMPARE_MIN } from './compare-casinos/ids';
import { rowsFor } from './compare-casinos/rows';
import { useComparedIds } from './compare-casinos/useComparedIds';

/** Props of {@link CompareCasinos}. */
export type CompareCasinosProps = ApiIslandProps & {
  /** The page's compliance rules (docs/compliance.md): an island has its own root. */
  compliance?: PageCompliance;
  /** The casinos the server render read for the pickers; null when it read none. */
  options?: CasinoOption[] | null;
  /** The page's locale directory, for the bonus links. */
  directory?: string;
};

/** The compare page's island: pickers, the differences toggle, the table. */
export function CompareCasinos(props: CompareCasinosProps) {
  const { locale, compliance = NO_RULES, options: listed, directory = '' } = props;
  // The listed casinos show until the API's fresh list answers.
  const options = useEndpoint<[], CasinoOption[]>(casinoOptions, locale, [], {
    ...(listed ? { fallbackData: listed } : {}),
  });
  const { ids, setSlot, refused } = useComparedIds();
  const compared = useEndpoint(comparedCasinos, locale, ids.length > 0 ? [ids.join(',')] : null, {
    keepPreviousData: true,
  });
  const [diffOnly, setDiffOnly] = useState(false);
  const error = options.error !== undefined || compared.error !== undefined;

  // A cleared choice shows nothing even while an older answer is still in state.
  const shown: Casino[] = ids.length === 0 ? [] : (compared.data?.items ?? []);
  const rows = rowsFor(shown, compliance.strict).filter(
    (r) => !diffOnly || new Set(r.values).size > 1,
  );

  return (
    <div className="compare">
      <ComparePickers ids={ids} options={options.data ?? []} setSlot={setSlot} />
      {refused !== null ? (
        <p className="muted" role="status" data-compare-refused={refused}>
          {t('{name} вече е в сравнението.', {
            name: options.data?.find((c) => c.id === refused)?.name ?? t('Това казино'),
          })}
        </p>
      ) : null}
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
        // The compare answer names the operators its locale may not link now.
        <Compliance.Provider
          value={{ ...compliance, unlinked: compared.data?.unlinkedOperators ?? [] }}
        >
          <CompareTable shown={shown} rows={rows} directory={directory} />
        </Compliance.Provider>
      )}
    </div>
  );
}

export default CompareCasinos;
