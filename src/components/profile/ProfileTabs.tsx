/**
 * A real tablist (WAI-ARIA tabs, automatic activation): one tab in the Tab order (roving
 * tabindex), arrows and Home/End move and select, aria-selected and aria-controls tie each tab
 * to its panel. Only the selected panel's content is mounted, so each category reads its data
 * when first shown.
 */
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { tabAfterKey } from './categories';

/** Props of {@link ProfileTabs}. */
export type ProfileTabsProps<K extends string> = {
  /** Tab keys in order with their labels. */
  tabs: readonly { key: K; label: string }[];
  /** The selected tab. */
  selected: K;
  onSelect: (key: K) => void;
  /** The tablist's accessible name. */
  label: string;
  /** The selected panel's content. */
  children: ReactNode;
};

/** The tabs and their panels. */
export function ProfileTabs<K extends string>({
  tabs,
  selected,
  onSelect,
  label,
  children,
}: ProfileTabsProps<K>) {
  const base = useId();
  const refs = useRef(new Map<K, HTMLButtonElement>());
  // On each tab, not the tablist: the focused tab receives the keys (the list itself is not focusable).
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>): void => {
    const index = tabs.findIndex((tab) => tab.key === selected);
    const next = tabAfterKey(event.key, index, tabs.length);
    const tab = next === null ? undefined : tabs[next];
    if (!tab) return;
    event.preventDefault();
    onSelect(tab.key);
    refs.current.get(tab.key)?.focus();
  };
  return (
    <div className="tabs">
      <div role="tablist" aria-label={label} className="tabs__list">
        {tabs.map((tab) => (
          <button
            key={tab.key}
            ref={(element) => {
              if (element) refs.current.set(tab.key, element);
              else refs.current.delete(tab.key);
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${tab.key}`}
            aria-selected={tab.key === selected}
            aria-controls={`${base}-panel-${tab.key}`}
            tabIndex={tab.key === selected ? 0 : -1}
            data-profile-tab={tab.key}
            onClick={() => onSelect(tab.key)}
            onKeyDown={onKeyDown}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.key}
          role="tabpanel"
          id={`${base}-panel-${tab.key}`}
          aria-labelledby={`${base}-tab-${tab.key}`}
          hidden={tab.key !== selected}
          tabIndex={0}
          className="tabs__panel"
          data-profile-panel={tab.key}
        >
          {tab.key === selected ? children : null}
        </div>
      ))}
    </div>
  );
}
