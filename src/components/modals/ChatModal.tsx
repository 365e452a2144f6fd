/**
 * The chat (SPEC §2, §7 chat-category endpoints): the visitor picks a topic and gets the site's
 * pages for it. Behind the chat feature flag (SPEC §9).
 */
import { useState } from 'react';
import { CHAT_CATEGORIES, chatCategory, type ChatCategory } from '../../api/endpoints';
import { useEndpoint } from '../../api/use-endpoint';
import { t } from '../../i18n';
import { localHref } from '../layout/site';
import type { ModalBodyProps } from './body-props';
import { Modal } from './Modal';

/** Topic labels (English source text, t() gives Bulgarian). */
const TOPICS: Record<ChatCategory, string> = {
  plain: 'Help',
  casinos: 'Casinos',
  slots: 'Slots',
  bonuses: 'Bonuses',
  promotions: 'Promotions',
  'welcome/promotions': 'Welcome offers',
  'info/casinos': 'About casinos',
};

/** The modal. */
export function ChatModal({ props, onClose }: ModalBodyProps) {
  const locale = typeof props.locale === 'string' ? props.locale : 'bg-BG';
  const directory = typeof props.directory === 'string' ? props.directory : '';
  const [topic, setTopic] = useState<ChatCategory>('plain');
  const { data, error } = useEndpoint(chatCategory, locale, [topic]);
  return (
    <Modal title={t('Chat')} onClose={onClose} name="chat">
      <div className="chat__topics" role="group" aria-label={t('Topics')}>
        {CHAT_CATEGORIES.map((category) => (
          <button
            key={category}
            type="button"
            className="chip"
            aria-pressed={category === topic}
            onClick={() => setTopic(category)}
          >
            {t(TOPICS[category])}
          </button>
        ))}
      </div>
      {error !== undefined ? (
        <p role="alert">{t('Something went wrong. Please try again.')}</p>
      ) : data === undefined ? (
        <p>{t('Loading…')}</p>
      ) : (
        <ul className="link-list" aria-live="polite">
          {data.map((item) => (
            <li key={item.id}>
              {item.slug ? <a href={localHref(directory, item.slug)}>{item.title}</a> : item.title}
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}

export default ChatModal;
