/**
 * Invite a friend (product §2): the visitor's referral link, the locale's address with ?refId= set
 * to the signed-in user's uid or the anonymous visitor's anonId (product §2 refId: stored by the
 * friend's browser as a referral cookie). Copying it earns nothing: the inviter's mission moves
 * on when the friend's account, signed up with that cookie, verifies its email (src/auth).
 */
import { useState } from 'react';
import { t } from '../../i18n';
import { useAppState } from '../../state/use-app-state';
import { anonId } from '../../telemetry/anon-id';
import type { ModalBodyProps } from './body-props';
import { Modal } from './Modal';
import { referralId, referralLink } from './referral';

/** The modal. */
export function InviteFriendModal({ props, onClose }: ModalBodyProps) {
  const user = useAppState((s) => s.user);
  const base = typeof props.base === 'string' ? props.base : location.origin;
  const link = referralLink(base, referralId(user, anonId));
  const [copied, setCopied] = useState(false);
  const copy = () => {
    void navigator.clipboard
      ?.writeText(link)
      .then(() => setCopied(true))
      .catch(() => setCopied(false));
  };
  return (
    <Modal title={t('Invite a friend')} onClose={onClose} name="invite-friend">
      <p>
        {t('Share your link: a friend who signs up through it and confirms their email counts.')}
      </p>
      <label htmlFor="invite-link">{t('Your link')}</label>
      <input id="invite-link" readOnly value={link} onFocus={(e) => e.currentTarget.select()} />
      <button type="button" className="button" onClick={copy}>
        {copied ? t('Copied') : t('Copy link')}
      </button>
    </Modal>
  );
}

export default InviteFriendModal;
