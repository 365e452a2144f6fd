/**
 * Invite a friend (SPEC §2): the visitor's referral link, the locale's address with ?refId= set
 * to the signed-in user's uid or the anonymous visitor's anonId (SPEC §2 refId: stored by the
 * friend's browser as a referral cookie). A signed-in user's copy counts as the 'invite-friend'
 * action, which moves their missions on.
 */
import { useState } from 'react';
import { recordAction } from '../../api/users';
import { t } from '../../i18n';
import { useAppState } from '../../state/use-app-state';
import { anonId } from '../../telemetry/anon-id';
import { putInventory } from '../profile/profile-data';
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
    if (user && !user.isAnonymous) {
      void recordAction('invite-friend').then((result) => {
        if (result.ok) putInventory(result.data.inventory);
      });
    }
  };
  return (
    <Modal title={t('Invite a friend')} onClose={onClose} name="invite-friend">
      <p>{t('Share your link: friends who open it are counted as your referrals.')}</p>
      <label htmlFor="invite-link">{t('Your link')}</label>
      <input id="invite-link" readOnly value={link} onFocus={(e) => e.currentTarget.select()} />
      <button type="button" className="button" onClick={copy}>
        {copied ? t('Copied') : t('Copy link')}
      </button>
    </Modal>
  );
}

export default InviteFriendModal;
