/**
 * A promotional block (docs/compliance.md#strict-advertising-strictadvertising): it carries the mark the build's
 * scan reads, the advertising label where the locale's law asks for one (GlüStV 2021 §5(2)) and
 * hands its content the strict switch (State Gazette 42/2024: no bonus figure), so a new
 * promotional block cannot skip them.
 */
import { useContext, type ReactNode } from 'react';
import { marks, type PromoName } from '../../domain/marks';
import { t } from '../../i18n';
import { Compliance } from './page-compliance';

/** Props of {@link PromoBlock}. */
export type PromoBlockProps = {
  /** The block's name, as the scan's findings name it. */
  name: PromoName;
  /** The element that holds the block. */
  as?: 'section' | 'div' | 'article' | 'p';
  className?: string;
  /** The block's content; `strict` true: no bonus figure. */
  children: (strict: boolean) => ReactNode;
};

/** The block. */
export function PromoBlock({ name, as: Tag = 'section', className, children }: PromoBlockProps) {
  const { strict, adLabel } = useContext(Compliance);
  return (
    <Tag className={className} {...marks.promo(name)}>
      {adLabel ? (
        <span className="ad-label" {...marks.adLabel()}>
          {t('Реклама')}
        </span>
      ) : null}
      {children(strict)}
    </Tag>
  );
}
