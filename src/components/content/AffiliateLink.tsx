/**
 * An affiliate link (product §2 /go/{code}?bonusId=): rel="sponsored nofollow"
 * (docs/compliance.md#what-every-page-shows) and the report attributes the event reporter reads
 * on click (product §7). An operator the locale may not link to gets a notice in its place
 * (Gambling Act art. 3(1)).
 */
import type { ReactNode } from 'react';
import { t } from '../../i18n';
import { goHref } from '../layout/site';
import { useLicenceRule, useOperatorLinkable } from './page-compliance';
import { licenceName } from './licence-text';

/** Props of {@link AffiliateLink}. */
export type AffiliateLinkProps = {
  /** The page's locale directory: the click stays in its locale's gates and bonus (product §1). */
  directory: string;
  affiliateCode: string;
  bonusId: number | null;
  /** Report name, e.g. 'casino-top-list'. */
  component: string;
  /** Report name of the element, e.g. 'get-bonus'. */
  reportName: string;
  className?: string;
  children: ReactNode;
};

/** The link. */
export function AffiliateLink(props: AffiliateLinkProps) {
  const register = useLicenceRule().licenceRegister;
  if (!useOperatorLinkable(props.affiliateCode))
    return (
      <span className="unlicensed small" data-unlicensed={props.affiliateCode}>
        {register === null
          ? t('Без връзка към оператора')
          : t('Няма действащ {licence}: без връзка към оператора', {
              licence: licenceName(register),
            })}
      </span>
    );
  return (
    <a
      href={goHref(props.directory, props.affiliateCode, props.bonusId)}
      rel="sponsored nofollow"
      className={props.className ?? 'button button--cta'}
      data-report-name={props.reportName}
      data-report-value={props.affiliateCode}
      data-component={props.component}
    >
      {props.children}
    </a>
  );
}
