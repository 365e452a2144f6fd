/**
 * The refresh popup (product §2, §4): 'New Application Version', a countdown from 5 s and
 * 'Reload Now'; the page reloads at 0 or on the button. Not dismissible: the tab is outdated.
 */
import { useEffect, useState } from 'react';
import { REFRESH_COUNTDOWN_S } from '../../config/constants';
import { t } from '../../i18n';
import { reloadApp } from '../../sw/update';
import { Modal } from './Modal';

const SECOND_MS = 1000;

/** Props of {@link RefreshPopup}. */
export type RefreshPopupProps = {
  /** Reloads the page (a waiting service worker takes over first); injectable for tests. */
  reload?: () => void;
};

/** The popup; mount it to start the countdown. */
export function RefreshPopup({ reload = reloadApp }: RefreshPopupProps) {
  const [seconds, setSeconds] = useState(REFRESH_COUNTDOWN_S);
  useEffect(() => {
    if (seconds <= 0) {
      reload();
      return undefined;
    }
    const timer = setTimeout(() => setSeconds((s) => s - 1), SECOND_MS);
    return () => clearTimeout(timer);
  }, [seconds, reload]);
  return (
    <Modal title={t('New Application Version')} onClose={reload} dismissible={false} name="refresh">
      <p aria-live="polite">{t('Reloading in {seconds} s', { seconds: Math.max(seconds, 0) })}</p>
      <button type="button" onClick={reload}>
        {t('Reload Now')}
      </button>
    </Modal>
  );
}
