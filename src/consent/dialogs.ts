/**
 * The consent and age dialogs (product §4), built without React: they show on a page's first load,
 * where loading React for them would cost the page its speed. Native <dialog> with showModal()
 * gives the top layer, an inert page behind it and the focus inside; both gates must be answered,
 * so Escape and the backdrop do nothing (the consent settings the visitor reopens do close).
 * Loaded lazily by gates.ts.
 */
import type { AcceptCookiesValue } from '../domain/entities/ui';
import { translate, type TranslationParams } from '../i18n/translate';
import { GATE_STRINGS_BG } from '../i18n/strings.gates.bg';
import { AGE_GATE_ID } from '../config/constants';
import { AGE_ANSWERS, ageGateHtml } from './age-gate';
import { readConsent, writeAgeAnswer, writeConsent, type OptionalCategory } from './cookies';

/** The gates' own dictionary, so a first visit does not load every string of the site. */
const t = (source: string, params?: TranslationParams): string =>
  translate(GATE_STRINGS_BG, source, params);

/** Makes an element with a class and text. */
function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<HTMLElementTagNameMap[K]> = {},
  children: (Node | string)[] = [],
): HTMLElementTagNameMap[K] {
  const node = Object.assign(document.createElement(tag), props);
  node.append(...children);
  return node;
}

/** The return value of a dialog closed by one of its answers. */
const ANSWERED = 'answered';

/** How a gate is shown: its name, whether Escape closes it, and what counts as answered. */
type GateOptions = { name: string; dismissible: boolean; answered?: () => boolean };

/**
 * Opens `dialog` as a modal, or takes over the one the page opened (age-gate.ts); resolves when
 * it closes answered. A gate (not `dismissible`) closes only by its answers; one the visitor
 * opened also closes with Escape and a visible close control.
 */
function openGate(dialog: HTMLDialogElement, o: GateOptions) {
  const answered = o.answered ?? (() => dialog.returnValue === ANSWERED);
  const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  dialog.className = 'modal gate';
  dialog.dataset.modal = o.name;
  dialog.setAttribute('aria-modal', 'true');
  if (o.dismissible) {
    const close = el('button', { type: 'button', className: 'modal__close' }, [t('Close')]);
    close.addEventListener('click', () => dialog.close());
    dialog.append(close);
  } else {
    // product §4: a gate is answered, never dismissed.
    dialog.addEventListener('cancel', (event) => event.preventDefault());
  }
  if (!dialog.isConnected) document.body.append(dialog);
  return new Promise<void>((resolve) => {
    const done = (): void => {
      dialog.remove();
      opener?.focus();
      resolve();
    };
    // A gate closed by one of its answers (age-gate.ts form buttons) needs no showing.
    if (!dialog.open && answered()) {
      done();
      return;
    }
    dialog.addEventListener('close', () => {
      // A browser may close it anyway (a close watcher lets a repeated Escape through): reopen.
      if (!o.dismissible && !answered()) dialog.showModal();
      else done();
    });
    if (!dialog.open) dialog.showModal();
  });
}

const CATEGORIES: { key: OptionalCategory; label: string; hint: string }[] = [
  {
    key: 'analytics',
    label: 'Analytics',
    hint: 'Page views and clicks, so we know what readers use.',
  },
  {
    key: 'marketing',
    label: 'Marketing',
    hint: 'Offer attribution; third-party game demos.',
  },
];

/**
 * The categories behind Settings: necessary (always on), then each optional one as the visitor
 * last chose it, none ticked before a choice (EDPB).
 */
function categoriesFieldset(current: AcceptCookiesValue | null, shown: boolean) {
  const boxes = CATEGORIES.map(({ key, label, hint }) => {
    const input = el('input', {
      type: 'checkbox',
      name: key,
      checked: current?.categories[key] ?? false,
    });
    return el('label', { className: 'gate__choice' }, [
      input,
      el('span', {}, [el('strong', {}, [t(label)]), ` — ${t(hint)}`]),
    ]);
  });
  const necessary = el('label', { className: 'gate__choice' }, [
    el('input', { type: 'checkbox', checked: true, disabled: true }),
    el('span', {}, [el('strong', {}, [t('Necessary')]), ` — ${t('Needed for the site to work.')}`]),
  ]);
  return el('fieldset', { className: 'gate__settings', hidden: !shown }, [
    el('legend', {}, [t('Cookie categories')]),
    necessary,
    ...boxes,
  ]);
}

/** The first layer's answers side by side, Save shown with the settings, Settings without. */
function consentButtons(settingsShown: boolean) {
  return {
    reject: el('button', { type: 'button', className: 'button' }, [t('Reject all')]),
    accept: el('button', { type: 'button', className: 'button' }, [t('Accept all')]),
    save: el('button', { type: 'button', className: 'button', hidden: !settingsShown }, [
      t('Save my choice'),
    ]),
    more: el('button', { type: 'button', className: 'link-button', hidden: settingsShown }, [
      t('Settings'),
    ]),
  };
}

/**
 * Asks for cookie consent (GDPR, EDPB): Accept all and Reject all side by side on the first
 * layer, categories none pre-ticked behind Settings (or shown at once from the footer link,
 * holding the current choice, and then dismissible). Resolves with the stored choice: the new
 * one, or the one kept when the visitor closed the settings without saving (null: none yet).
 */
export function askConsent(options: { settings: boolean }): Promise<AcceptCookiesValue | null> {
  const current = readConsent();
  const titleId = 'consent-title';
  const settings = categoriesFieldset(current, options.settings);
  const { reject, accept, save, more } = consentButtons(options.settings);
  const dialog = el('dialog', {}, [
    el('h2', { id: titleId }, [t('Cookies')]),
    el('p', {}, [
      t(
        'We use cookies the site needs to work and, only with your consent, cookies for statistics and marketing. You can change your choice at any time under "Cookie settings" at the bottom of every page.',
      ),
    ]),
    settings,
    el('div', { className: 'gate__actions' }, [reject, accept, save, more]),
  ]);
  dialog.setAttribute('aria-labelledby', titleId);
  let stored: AcceptCookiesValue | null = null;
  const decide = (choice: Record<OptionalCategory, boolean>): void => {
    stored = writeConsent(choice);
    dialog.close(ANSWERED);
  };
  const checked = (key: OptionalCategory): boolean =>
    settings.querySelector<HTMLInputElement>(`input[name="${key}"]`)?.checked === true;
  reject.addEventListener('click', () => decide({ analytics: false, marketing: false }));
  accept.addEventListener('click', () => decide({ analytics: true, marketing: true }));
  more.addEventListener('click', () => {
    settings.hidden = false;
    save.hidden = false;
    more.hidden = true;
    // The first optional category (the necessary one has no name).
    settings.querySelector<HTMLInputElement>('input[name]')?.focus();
  });
  save.addEventListener('click', () =>
    decide({ analytics: checked('analytics'), marketing: checked('marketing') }),
  );
  return openGate(dialog, { name: 'cookie-consent', dismissible: options.settings }).then(
    () => stored ?? current,
  );
}

/** The page's own age gate (age-gate.ts), or the same markup made here (a page without it). */
function ageGate(): HTMLDialogElement {
  const carried = document.getElementById(AGE_GATE_ID);
  if (carried instanceof HTMLDialogElement) return carried;
  const template = document.createElement('template');
  template.innerHTML = ageGateHtml();
  return template.content.firstElementChild as HTMLDialogElement;
}

/**
 * Asks whether the visitor is 18 or older (product §4 age regulation): a yes is remembered; a no is
 * remembered too and leads to the responsible-gambling page. Resolves with the answer.
 */
export function askAge(responsibleGamblingHref: string): Promise<boolean> {
  const dialog = ageGate();
  const answer = (): string => dialog.returnValue;
  const answered = (): boolean => answer() === AGE_ANSWERS.yes || answer() === AGE_ANSWERS.no;
  return openGate(dialog, { name: 'age-regulation', dismissible: false, answered }).then(() => {
    const adult = answer() === AGE_ANSWERS.yes;
    writeAgeAnswer(adult);
    if (!adult) location.assign(responsibleGamblingHref);
    return adult;
  });
}
