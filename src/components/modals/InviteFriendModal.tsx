/**
 * Invite a friend (product §2): the visitor's referral link, the locale's address with ?refId= set
 * to the signed-in user's uid or, for an anonymous visitor, the id of an invitation whose secret
 * only this browser keeps (product §2 refId: stored by the friend's browser as a referral cookie).
 * Copying it earns nothing: the inviter's mission moves on when the friend's account, signed up
 * with that cookie, verifies its email (src/auth). The identity service settles first, so a
 * signed-in user never gets an anonymous invitation.
 */
import { useEffect, useState } from 'react';
import { loadAuth } from '../../auth/load';
import { inviteSecret } from '../../device/requested-ids';
import { t } from '../../i18n';
import { useAppState } from '../../state/use-app-state';
import type { ModalBodyProps } from './body-props';
import { Modal } from './Modal';
import { referralId, referralLink } from './referral';

/** The refId once known: undefined while it is worked out, null when none can be made. */
function useReferralId(): string | null | undefined {
  const user = useAppState((s) => (s.userLoading ? null : s.user));
  const [refId, setRefId] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    void loadAuth().catch(() => setRefId(null));
  }, []);
  useEffect(() => {
    if (user === null) return;
    let live = true;
    void referralId(user, inviteSecret).then(
      (id) => live && setRefId(id),
      () => live && setRefId(null),
    );
    return () => {
      live = false;
    };
  }, [user]);
  return refId;
}

/** The modal. */
export function InviteFriendModal({ props, onClose }: ModalBodyProps) {
  const refId = useReferralId();
  const base = typeof props.base === 'string' ? props.base : location.origin;
  const [copied, setCopied] = useState(false);
  const link = refId ? referralLink(base, refId) : '';
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
      {refId === undefined ? <p role="status">{t('Loading…')}</p> : null}
      {refId === null ? (
        <p role="alert">{t('The invitation link could not be made here. Try again later.')}</p>
      ) : null}
      {refId ? (
        <>
          <label htmlFor="invite-link">{t('Your link')}</label>
          <input id="invite-link" readOnly value={link} onFocus={(e) => e.currentTarget.select()} />
          <button type="button" className="button" onClick={copy}>
            {copied ? t('Copied') : t('Copy link')}
          </button>
        </>
      ) : null}
    </Modal>
  );
}

export default InviteFriendModal;
