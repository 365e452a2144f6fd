/** Site footer from /footer (product §7): link columns, responsible-gambling help, copyright. */
import { MINIMUM_AGE_YEARS, RESPONSIBLE_GAMBLING_TEXT } from '../../config/constants';
import { useContext } from 'react';
import type {
  Footer as FooterData,
  HelpResources,
  LicenceRegister,
  ModalName,
} from '../../domain/entities';
import { WITHDRAW_CONSENT } from '../../domain/entities/modals';
import { marks } from '../../domain/marks';
import { t } from '../../i18n';
import { Compliance } from '../content/page-compliance';
import { REGISTER_TEXT } from '../content/licence-text';
import { modalTrigger } from '../modals/trigger';
import { HelpInShort } from './HelpResources';
import { hrefIn } from './site';

/** The modals the footer opens (product §2), with their labels' source text. */
const FOOTER_MODALS: [ModalName, string][] = [
  ['newsletter', 'Newsletter'],
  ['contact-us', 'Contact us'],
  ['invite-friend', 'Invite a friend'],
  ['chat', 'Chat'],
];
/** An invitation counts a friend who signs up: no accounts, nothing to invite to (product §1). */
const ACCOUNT_MODALS: ReadonlySet<ModalName> = new Set(['invite-friend']);

/**
 * Props of {@link Footer}: the CMS footer, the locale's directory, its help (docs/compliance.md)
 * and whether it has accounts.
 */
export type FooterProps = {
  footer: FooterData;
  directory: string;
  help: HelpResources;
  accounts: boolean;
};

/** Who lists the licensed operators where the locale's players are, or nothing without a register. */
function RegisterNote({ register }: { register: LicenceRegister | null }) {
  if (register === null) return null;
  const { country, regulator } = REGISTER_TEXT[register];
  return (
    <p className="small">
      {t('Лицензираните оператори в {country} са вписани в регистъра на {regulator}.', {
        country: t(country),
        regulator,
      })}
    </p>
  );
}

/** The sign-up for e-mails about offers (GlüStV 2021 §5(5): not where the locale forbids it). */
const OFFER_MODALS: ReadonlySet<ModalName> = new Set(['newsletter']);

/** The column of modal triggers (product §2): the boot opens them, no hydration needed. */
function StayInTouch({ accounts }: { accounts: boolean }) {
  const { offerSignup } = useContext(Compliance);
  const modals = FOOTER_MODALS.filter(
    ([name]) => (accounts || !ACCOUNT_MODALS.has(name)) && (offerSignup || !OFFER_MODALS.has(name)),
  );
  return (
    <section className="site-footer__col">
      <h2>{t('Stay in touch')}</h2>
      <ul>
        {modals.map(([name, label]) => (
          <li key={name}>
            <button
              type="button"
              className="link-button"
              {...modalTrigger(name)}
              {...(OFFER_MODALS.has(name) ? marks.offerSignup() : {})}
            >
              {t(label)}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The footer. */
export function Footer({ footer, directory, help, accounts }: FooterProps) {
  const { register } = useContext(Compliance);
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        {footer.columns.map((col) => (
          <section key={col.heading} className="site-footer__col">
            <h2>{col.heading}</h2>
            <ul>
              {col.links.map((l) => (
                <li key={l.href}>
                  <a href={hrefIn(directory, l.href)}>{l.label}</a>
                </li>
              ))}
            </ul>
          </section>
        ))}
        <section className="site-footer__col">
          <h2>{t(RESPONSIBLE_GAMBLING_TEXT)}</h2>
          <ul>
            {footer.responsibleGambling.map((l) => (
              <li key={l.href}>
                <a href={l.href} rel="noopener" target="_blank">
                  {l.label}
                </a>
              </li>
            ))}
          </ul>
          <HelpInShort help={help} />
          <RegisterNote register={register} />
        </section>
        <StayInTouch accounts={accounts} />
      </div>
      <div className="container site-footer__bottom">
        <span className="age-badge">{MINIMUM_AGE_YEARS}+</span> {footer.copyright}{' '}
        {/* Opens the consent choice again (product §4; the boot listens, no hydration needed). */}
        <button type="button" className="link-button" data-consent-settings="">
          {t('Cookie settings')}
        </button>{' '}
        {/* GDPR: withdrawing is as easy as giving; the confirm dialog asks first (product §2). */}
        <button type="button" className="link-button" {...modalTrigger(WITHDRAW_CONSENT)}>
          {t('Withdraw consent')}
        </button>
      </div>
    </footer>
  );
}
