/** The chat's text field (product §2 chat): a typed question, checked, handed to the chat. */
import { useId, useState, type FormEvent } from 'react';
import { CHAT_QUESTION_MAX_CHARS, ChatQuestion } from '../../domain/rules/chat-topic';
import { t } from '../../i18n';

/** The form; `onAsk` gets the trimmed question. */
export function ChatAsk({ onAsk }: { onAsk: (question: string) => void }) {
  const id = useId();
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ChatQuestion.safeParse(text);
    setInvalid(!parsed.success);
    if (!parsed.success) return;
    onAsk(parsed.data);
    setText('');
  };
  return (
    <form className="chat__ask" onSubmit={submit} noValidate>
      <label htmlFor={`${id}-q`}>{t('Your question')}</label>
      <input
        id={`${id}-q`}
        type="text"
        value={text}
        maxLength={CHAT_QUESTION_MAX_CHARS}
        aria-invalid={invalid}
        aria-describedby={invalid ? `${id}-err` : undefined}
        onChange={(event) => setText(event.target.value)}
      />
      <button type="submit" className="button">
        {t('Send')}
      </button>
      {invalid && (
        <p id={`${id}-err`} role="alert">
          {t('Write a question of up to 200 characters.')}
        </p>
      )}
    </form>
  );
}
