/**
 * FAQ accordion: an island (product §4 Hydration, trigger 'event'). Each question is a button that
 * toggles its answer; a click made before the code loads is held by the island runtime and
 * replayed once after hydration.
 */
import { useId, useState } from 'react';

/** Props (serialised into the page, so plain JSON). */
export type FaqProps = { heading: string; items: { question: string; answer: string }[] };

/** The FAQ. */
export function Faq({ heading, items }: FaqProps) {
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set());
  const id = useId();
  const toggle = (index: number): void =>
    setOpen((previous) => {
      const next = new Set(previous);
      if (!next.delete(index)) next.add(index);
      return next;
    });
  return (
    <section className="faq">
      <h2>{heading}</h2>
      {items.map((item, index) => (
        <div className="faq-item" key={item.question}>
          <h3>
            <button
              type="button"
              aria-expanded={open.has(index)}
              aria-controls={`${id}-${index}`}
              onClick={() => toggle(index)}
            >
              {item.question}
            </button>
          </h3>
          <p id={`${id}-${index}`} hidden={!open.has(index)}>
            {item.answer}
          </p>
        </div>
      ))}
    </section>
  );
}

export default Faq;
