/**
 * The consent and age dialogs (SPEC §4), built without React: they show on a page's first load,
 * where loading React for them would cost the page its speed. Native <dialog> with showModal()
 * gives the top layer, an inert page behind it and the focus inside; both must be answered, so
 * Escape and the backdrop do nothing. Loaded lazily by src/app/gates.ts.
 */
import type { AcceptCookiesValue } from '../domain/entities/ui';
import { translate, type TranslationParams } from '../i18n/translate';
import { GATE_STRINGS_BG } from '../i18n/strings.gates.bg';
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

/** Opens `dialog` as a modal that only its buttons close; resolves when it closes. */
function openGate(dialog: HTMLDialogElement, name: string): Promise<void> {
  const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  dialog.className = 'modal gate';
  dialog.dataset.modal = name;
  dialog.setAttribute('aria-modal', 'true');
  // SPEC §4: a gate is answered, never dismissed.
  dialog.addEventListener('cancel', (event) => event.preventDefault());
  document.body.append(dialog);
  dialog.showModal();
  return new Promise((resolve) =>
    dialog.addEventListener('close', () => {
      dialog.remove();
      opener?.focus();
      resolve();
    }),
  );
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
 * Asks for cookie consent (GDPR, EDPB): Accept all and Reject all side by side on the first
 * layer, categories none pre-ticked behind Settings (or shown at once from the footer link,
 * holding the current choice). Resolves with the stored choice.
 */
export function askConsent(options: { settings: boolean }): Promise<AcceptCookiesValue> {
  const current = readConsent();
  const titleId = 'consent-title';
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
  const settings = el('fieldset', { className: 'gate__settings', hidden: !options.settings }, [
    el('legend', {}, [t('Cookie categories')]),
    necessary,
    ...boxes,
  ]);
  const reject = el('button', { type: 'button', className: 'button' }, [t('Reject all')]);
  const accept = el('button', { type: 'button', className: 'button' }, [t('Accept all')]);
  const save = el('button', { type: 'button', className: 'button', hidden: !options.settings }, [
    t('Save my choice'),
  ]);
  const more = el(
    'button',
    { type: 'button', className: 'link-button', hidden: options.settings },
    [t('Settings')],
  );
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
    dialog.close();
  };
  reject.addEventListener('click', () => decide({ analytics: false, marketing: false }));
  accept.addEventListener('click', () => decide({ analytics: true, marketing: true }));
  more.addEventListener('click', () => {
    settings.hidden = false;
    save.hidden = false;
    more.hidden = true;
    boxes[0]?.querySelector('input')?.focus();
  });
  save.addEventListener('click', () => {
    const checked = (key: OptionalCategory): boolean =>
      settings.querySelector<HTMLInputElement>(`input[name="${key}"]`)?.checked === true;
    decide({ analytics: checked('analytics'), marketing: checked('marketing') });
  });
  return openGate(dialog, 'cookie-consent').then(
    () => stored ?? writeConsent({ analytics: false, marketing: false }),
  );
}

/**
 * Asks whether the visitor is 18 or older (SPEC §4 age regulation): a yes is remembered; a no is
 * remembered too and leads to the responsible-gambling page. Resolves with the answer.
 */
export function askAge(responsibleGamblingHref: string): Promise<boolean> {
  const titleId = 'age-title';
  const yes = el('button', { type: 'button', className: 'button' }, [t('Yes, I am 18 or older')]);
  const no = el('button', { type: 'button', className: 'button' }, [t('No')]);
  const dialog = el('dialog', {}, [
    el('h2', { id: titleId }, [t('Are you 18 or older?')]),
    el('p', {}, [
      t('Gambling is for adults only. The offers on this site are for people aged 18 and over.'),
    ]),
    el('div', { className: 'gate__actions' }, [yes, no]),
  ]);
  dialog.setAttribute('aria-labelledby', titleId);
  let adult = false;
  yes.addEventListener('click', () => {
    adult = true;
    writeAgeAnswer(true);
    dialog.close();
  });
  no.addEventListener('click', () => {
    writeAgeAnswer(false);
    dialog.close();
  });
  return openGate(dialog, 'age-regulation').then(() => {
    if (!adult) location.assign(responsibleGamblingHref);
    return adult;
  });
}
