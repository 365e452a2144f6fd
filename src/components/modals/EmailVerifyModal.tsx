/**
 * Email verification (SPEC §2 emailVerifyToken): applies the token with the identity service;
 * a signed-in account becomes verified at once (SPEC §4 Login then loads its inventory).
 */
import { useEffect, useState } from 'react';
import { loadAuth } from '../../auth/load';
import { t } from '../../i18n';
import { appStore } from '../../state/store';
import { errorText } from '../account/messages';
import { SignInButton } from '../account/SignInButton';
import type { ModalBodyProps } from './body-props';
import { Modal } from './Modal';

type State =
  { kind: 'working' } | { kind: 'done' } | { kind: 'invalid' } | { kind: 'failed'; text: string };

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
        () => live && setState({ kind: 'done' }),
        (error: unknown) => live && setState({ kind: 'failed', text: errorText(error) }),
      );
    return () => {
      live = false;
    };
  }, [token]);
  const signedIn = appStore().getState().user?.isAnonymous === false;
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
