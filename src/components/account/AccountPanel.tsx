/**
 * The account forms with their outcomes (product §2 account screens and the authentication modal,
 * "status plus form type"): sign in, registration, forgotten password; then what happened —
 * signed in, a verification mail sent (with resend), a reset link sent.
 */
import { useState, type ReactNode } from 'react';
import { useAppState } from '../../state/use-app-state';
import type { AccountFormType, AccountStatus } from './account-types';
import { AccountFormByType, type AccountOutcomeKind } from './AccountFormByType';
import { AccountOutcome } from './AccountOutcome';
import { AccountSwitchLinks } from './AccountSwitchLinks';

/** Props of {@link AccountPanel}. */
export type AccountPanelProps = {
  formType: AccountFormType;
  /** Where the panel starts (a modal may open on 'unverified'). */
  status?: AccountStatus;
  /** Switches the form (links between the three). */
  onSwitch: (formType: AccountFormType) => void;
  /** Called after a verified sign-in. */
  onSignedIn?: () => void;
  /** Renders the switch to another form as a link (the screens' router links); else a button. */
  switchLink?: (formType: AccountFormType, label: string) => ReactNode;
};

/** The panel: an outcome once a form succeeded or the visitor is signed in, else the form. */
export function AccountPanel({
  formType,
  status = 'form',
  onSwitch,
  onSignedIn,
  switchLink,
}: AccountPanelProps) {
  const [shown, setShown] = useState<AccountStatus>(status);
  const [email, setEmail] = useState('');
  const user = useAppState((s) => s.user);

  const onDone = (sentFor: string, outcome: AccountOutcomeKind) => {
    setEmail(sentFor);
    if (outcome === 'signed-in') onSignedIn?.();
    else setShown(outcome);
  };

  const outcome = <AccountOutcome shown={shown} email={email} user={user} />;
  if (shown !== 'form' || (user && !user.isAnonymous)) return outcome;
  return (
    <div className="account-panel" data-account-panel={formType}>
      <AccountFormByType formType={formType} onDone={onDone} />
      <AccountSwitchLinks formType={formType} onSwitch={onSwitch} switchLink={switchLink} />
    </div>
  );
}
