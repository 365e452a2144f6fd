/**
 * Email verification (product §2 emailVerifyToken): applies the token with the identity service;
 * a signed-in account becomes verified at once (product §4 Login then loads its inventory). The used
 * token leaves the address bar, and "Вход" is offered only to a visitor who is not signed in.
 */
import { useEffect, useState } from 'react';
import { loadAuth } from '../../auth/load';
import { t } from '../../i18n';
import { useAppState } from '../../state/use-app-state';
import { errorText } from '../account/messages';
import { SignInButton } from '../account/SignInButton';
import type { ModalBodyProps } from './body-props';
import { Modal } from './Modal';
import { forgetUsedToken } from './used-token';

type State =
  | { kind: 'working' }
  | { kind: 'done'; signedIn: boolean }
  | { kind: 'invalid' }
  | { kind: 'failed'; text: string };

/** The modal body. */
export default function EmailVerifyModal({ props, onClose }: ModalBodyProps) {
  const token = typeof props.token === 'string' ? props.token : null;
  const [state, setState] = useState<State>(token ? { kind: 'working' } : { kind: 'invalid' });
  useEffect(() => {
    if (!token) return;
    let live = true;
    loadAuth()
      .then((auth) => auth.verifyEmail(token))
      .then(
        (signedIn) => {
          forgetUsedToken('emailVerifyToken');
          if (live) setState({ kind: 'done', signedIn });
        },
        (error: unknown) => live && setState({ kind: 'failed', text: errorText(error) }),
      );
    return () => {
      live = false;
    };
  }, [token]);
  const member = useAppState((s) => s.user?.isAnonymous === false);
  // A visitor signed in to the account (now verified, or another one) needs no "Вход".
  const signedIn = member || (state.kind === 'done' && state.signedIn);
  return (
    <Modal title={t('Verify your email')} onClose={onClose} name="email-verify">
      <p data-token-state={state.kind} role={state.kind === 'failed' ? 'alert' : 'status'}>
        {state.kind === 'working'
          ? t('Проверяваме връзката…')
          : state.kind === 'done'
            ? t('Имейлът е потвърден. Добре дошли!')
            : state.kind === 'invalid'
              ? t('Връзката е невалидна или непълна.')
              : state.text}
      </p>
      {state.kind === 'done' && !signedIn ? <SignInButton onClose={onClose} /> : null}
    </Modal>
  );
}
