/**
 * An affiliate link (SPEC §2 /go/{code}?bonusId=): rel="sponsored nofollow" (FIELD-NOTES
 * Bulgaria) and the report attributes the event reporter reads on click (SPEC §7).
 */
import type { ReactNode } from 'react';
import { goHref } from '../layout/site';

/** Props of {@link AffiliateLink}. */
export type AffiliateLinkProps = {
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
  return (
    <a
      href={goHref(props.affiliateCode, props.bonusId)}
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
