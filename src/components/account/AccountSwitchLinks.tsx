/** The links between the three account forms (product §2 account screens). */
import type { ReactNode } from 'react';
import { t } from '../../i18n';
import type { AccountFormType } from './account-types';

/** Props of {@link AccountSwitchLinks}. */
export type AccountSwitchLinksProps = {
  /** The form shown now (no link to itself). */
  formType: AccountFormType;
  onSwitch: (formType: AccountFormType) => void;
  /** Renders a switch as a router link (the screens); else a button (the modal). */
  switchLink?: ((formType: AccountFormType, label: string) => ReactNode) | undefined;
};

/** The list of switches to the other forms. */
export function AccountSwitchLinks({ formType, onSwitch, switchLink }: AccountSwitchLinksProps) {
  const switches: [AccountFormType, string][] = [
    ['login', t('Вече имате профил? Влезте')],
    ['registration', t('Нямате профил? Регистрирайте се')],
    ['forgotten-password', t('Забравена парола')],
  ];
  return (
    <ul className="account-links">
      {switches
        .filter(([other]) => other !== formType)
        .map(([other, label]) => (
          <li key={other}>
            {switchLink ? (
              switchLink(other, label)
            ) : (
              <button type="button" className="link-button" onClick={() => onSwitch(other)}>
                {label}
              </button>
            )}
          </li>
        ))}
    </ul>
  );
}
