/**
 * What the site says of a licence, in Bulgarian, rendered from the licence records and the
 * locale's register (docs/compliance.md#claims-what-a-page-says-of-a-licence): the review's licence section, its pros and
 * cons, the lists' reasons, the hub's rows and filter, the compare table. Free text from the CMS
 * never says it (src/domain/rules/licence-claims.ts).
 */
import type { Licence, LicenceRegister, LicenceStatus } from '../../domain/entities';
import { licenceIn, type Standing } from '../../domain/rules/licence';
import { t } from '../../i18n';

/** A licence status as the reader sees it. */
export const STATUS_TEXT: Record<LicenceStatus, string> = {
  active: 'действащ',
  suspended: 'спрян',
  revoked: 'отнет',
  expired: 'изтекъл',
  unverified: 'непроверен',
};

/**
 * Each register: its regulator's name as the regulator writes it, its licence in a phrase and
 * the country where it counts.
 */
export const REGISTER_TEXT: Record<
  LicenceRegister,
  { regulator: string; licence: string; country: string }
> = {
  nra: { regulator: 'НАП', licence: 'лиценз от НАП', country: 'България' },
  ggl: { regulator: 'GGL', licence: 'германски лиценз (GGL)', country: 'Германия' },
};

/** Why a licence that is not active does not count, after "Няма действащ …". */
const LAPSE_TEXT: Record<Exclude<LicenceStatus, 'active'>, string> = {
  suspended: 'лицензът е спрян',
  revoked: 'лицензът е отнет',
  expired: 'лицензът е изтекъл',
  unverified: 'лицензът не е проверен в регистъра',
};

/** The register's licence as a phrase: "лиценз от НАП". */
export const licenceName = (register: LicenceRegister): string =>
  t(REGISTER_TEXT[register].licence);

/** A licence's standing in words: "отнет". */
export const statusText = (status: LicenceStatus): string => t(STATUS_TEXT[status]);

/** What became of a licence that does not count, or '' for none held: "лицензът е отнет". */
export const lapseText = (status: Exclude<LicenceStatus, 'active'> | 'none'): string =>
  status === 'none' ? '' : t(LAPSE_TEXT[status]);

/** Why an operator is not ranked or linked: "Няма действащ лиценз от НАП (лицензът е отнет)". */
export function reasonText(standing: Exclude<Standing, { ranked: true }>): string {
  const missing = t('Няма действащ {licence}', { licence: licenceName(standing.register) });
  const lapse = lapseText(standing.status);
  return lapse ? `${missing} (${lapse})` : missing;
}

/** The line a review's pros or cons give the locale's licence, from the records. */
export function licenceLine(
  licences: readonly Licence[],
  register: LicenceRegister,
): { side: 'pro' | 'con'; text: string } {
  const held = licenceIn(licences, register);
  if (held?.status === 'active')
    return {
      side: 'pro',
      text: t('Действащ {licence} № {number}', {
        licence: licenceName(register),
        number: held.number,
      }),
    };
  return {
    side: 'con',
    text: reasonText({ ranked: false, register, status: held?.status ?? 'none' }),
  };
}
