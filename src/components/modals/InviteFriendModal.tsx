/**
 * Invite a friend (SPEC §2): the visitor's referral link, the site's address with ?refId= set to
 * the visitor's id (SPEC §2 refId: stored by the friend's browser as a referral cookie).
 */
import { useState } from 'react';
import { t } from '../../i18n';
import { anonId } from '../../telemetry/anon-id';
import type { ModalBodyProps } from './bodies';
import { Modal } from './Modal';

/** The visitor's referral link to `base` (the page's base URL). */
function referralLink(base: string, refId: string): string {
  const url = new URL(base);
  url.searchParams.set('refId', refId);
  return url.href;
}

/** The modal. */
export function InviteFriendModal({ props, onClose }: ModalBodyProps) {
  const base = typeof props.base === 'string' ? props.base : location.origin;
  const link = referralLink(base, typeof props.refId === 'string' ? props.refId : anonId());
  const [copied, setCopied] = useState(false);
  const copy = () => {
    void navigator.clipboard
      ?.writeText(link)
      .then(() => setCopied(true))
      .catch(() => setCopied(false));
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
