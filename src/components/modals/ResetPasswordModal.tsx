/**
 * Password reset (product §2 passwordVerifyToken): checks the token, asks for the new password
 * twice and sets it with the identity service.
 */
import { loadAuth } from '../../auth/load';
import { NewPasswordInput, PASSWORD_MAX_LENGTH } from '../../domain/entities/account';
import { t } from '../../i18n';
import { AccountForm } from '../account/AccountForm';
import { errorText } from '../account/messages';
import { SignInButton } from '../account/SignInButton';
import type { ModalBodyProps } from './body-props';
import { Modal } from './Modal';
import { forgetUsedToken } from './used-token';
import { useResetToken } from './reset-password/useResetToken';

/** The modal body. */
export default function ResetPasswordModal({ props, onClose }: ModalBodyProps) {
  const token = typeof props.token === 'string' ? props.token : null;
  const [state, setState] = useResetToken(token);
  return (
    <Modal title={t('Reset password')} onClose={onClose} name="reset-password">
      <div data-token-state={state.kind}>
        {state.kind === 'checking' ? <p role="status">{t('Проверяваме връзката…')}</p> : null}
        {state.kind === 'failed' ? <p role="alert">{state.text}</p> : null}
        {state.kind === 'invalid' ? (
          <p role="alert">{t('Връзката е невалидна или непълна.')}</p>
        ) : null}
        {state.kind === 'ready' && token ? (
          <>
            <p>{t('Нова парола за {email}', { email: state.email })}</p>
            <AccountForm
              kind="new-password"
              fields={[
                {
                  name: 'password',
                  label: t('Нова парола'),
                  type: 'password',
                  autoComplete: 'new-password',
                  maxLength: PASSWORD_MAX_LENGTH,
                },
                {
                  name: 'confirm',
                  label: t('Повторете паролата'),
                  type: 'password',
                  autoComplete: 'new-password',
                  maxLength: PASSWORD_MAX_LENGTH,
                },
              ]}
              schema={NewPasswordInput}
              submitLabel={t('Запази паролата')}
              onSubmit={async (input) => {
                try {
                  await (await loadAuth()).resetPassword(token, input.password);
                  forgetUsedToken('passwordVerifyToken');
                  setState({ kind: 'done' });
                  return null;
                } catch (error) {
                  return errorText(error);
                }
              }}
            />
          </>
        ) : null}
        {state.kind === 'done' ? (
          <>
            <p role="status">{t('Паролата е сменена. Вече можете да влезете с нея.')}</p>
            <SignInButton onClose={onClose} />
          </>
        ) : null}
      </div>
    </Modal>
  );
}
