/**
 * The authentication modal (product §2 "authentication (status plus form type)"): the account
 * forms where the visitor is, e.g. when an anonymous visitor wants to post in the feed.
 */
import { useState } from 'react';
import type { AccountFormType, AccountStatus } from '../account/account-types';
import { AccountPanel } from '../account/AccountPanel';
import { ACCOUNT_TITLES } from '../account/AccountScreen';
import { t } from '../../i18n';
import type { ModalBodyProps } from './body-props';
import { Modal } from './Modal';

const FORM_TYPES: readonly AccountFormType[] = ['login', 'registration', 'forgotten-password'];
const STATUSES: readonly AccountStatus[] = ['form', 'verify-sent', 'unverified', 'reset-sent'];

/** Reads one of `allowed` from an untyped prop, else the first. */
function pick<T extends string>(value: unknown, allowed: readonly T[]): T {
  return allowed.find((a) => a === value) ?? (allowed[0] as T);
}

/** The modal body. */
export default function AuthModal({ props, onClose }: ModalBodyProps) {
  const [formType, setFormType] = useState(pick(props.formType, FORM_TYPES));
  const status = pick(props.status, STATUSES);
  return (
    <Modal title={t(ACCOUNT_TITLES[formType])} onClose={onClose} name="auth">
      <AccountPanel
        key={formType}
        formType={formType}
        status={status}
        onSwitch={setFormType}
        onSignedIn={onClose}
      />
    </Modal>
  );
}
