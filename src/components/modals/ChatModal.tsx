/**
 * The chat (product §2, §7 chat-category endpoints): the visitor picks a topic or types a question
 * and gets the site's pages for it; a question of no known topic is offered the contact form.
 * Behind the chat feature flag (product §9).
 */
import { useState } from 'react';
import { CHAT_CATEGORIES, chatCategory, type ChatCategory } from '../../api/endpoints';
import { chatTopicOf } from '../../domain/rules/chat-topic';
import { useEndpoint } from '../../api/use-endpoint';
import { t } from '../../i18n';
import { localHref } from '../layout/site';
import type { ModalBodyProps } from './body-props';
import { ChatAsk } from './ChatAsk';
import { Modal } from './Modal';
import { modalTrigger } from './trigger';

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
  const [question, setQuestion] = useState<string | null>(null);
  const { data, error } = useEndpoint(chatCategory, locale, [topic]);
  const ask = (text: string) => {
    setQuestion(text);
    setTopic(chatTopicOf(text));
  };
  return (
    <Modal title={t('Chat')} onClose={onClose} name="chat">
      <div className="chat__topics" role="group" aria-label={t('Topics')}>
        {CHAT_CATEGORIES.map((category) => (
          <button
            key={category}
            type="button"
            className="chip"
            aria-pressed={category === topic}
            onClick={() => {
              setQuestion(null);
              setTopic(category);
            }}
          >
            {t(TOPICS[category])}
          </button>
        ))}
      </div>
      {question !== null && (
        <p className="chat__question">
          {t('You asked:')} <q>{question}</q>
        </p>
      )}
      {question !== null && topic === 'plain' && <ChatContact onClose={onClose} />}
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
      <ChatAsk onAsk={ask} />
    </Modal>
  );
}

/**
 * Where the chat cannot tell the topic: the way to a person (product §2 contact us). One modal is
 * open at a time, so the chat closes and the page's trigger handling opens the contact form.
 */
function ChatContact({ onClose }: { onClose: () => void }) {
  return (
    <p>
      {t('We could not tell the topic. Pick one above or write to us.')}{' '}
      <button
        type="button"
        className="button button--ghost"
        {...modalTrigger('contact-us')}
        onClick={onClose}
      >
        {t('Write to us')}
      </button>
    </p>
  );
}

export default ChatModal;
