/**
 * The age gate's markup (product §4 age regulation), one definition for the prerendered page and the
 * browser. A page of an age-regulated locale carries it with a one-line opener, so a first visit
 * sees the gate in the page's first paint; the gates' module (dialogs.ts) takes it over when it
 * loads. The answers are a form's dialog buttons: a tap before that module arrives closes the
 * gate with the answer as its returnValue, which the module then records.
 */
import { AGE_GATE_ID, COOKIE_AGE_REGULATION } from '../config/constants';
import { translate } from '../i18n/translate';
import { GATE_STRINGS_BG } from '../i18n/strings.gates.bg';

/** The returnValue of each answer. */
export const AGE_ANSWERS = { yes: 'yes', no: 'no' } as const;

const t = (source: string): string => translate(GATE_STRINGS_BG, source);
const escape = (text: string): string =>
  text.replace(/[&<>"]/g, (c) => `&#${String(c.charCodeAt(0))};`);

/** The gate, closed: `<dialog id="age-gate">` with its title, its reason and both answers. */
export function ageGateHtml(): string {
  return (
    `<dialog id="${AGE_GATE_ID}" class="modal gate" data-modal="age-regulation" aria-modal="true" aria-labelledby="age-title">` +
    `<h2 id="age-title">${escape(t('Are you 18 or older?'))}</h2>` +
    `<p>${escape(t('Gambling is for adults only. The offers on this site are for people aged 18 and over.'))}</p>` +
    `<form method="dialog" class="gate__actions">` +
    `<button class="button" value="${AGE_ANSWERS.yes}">${escape(t('Yes, I am 18 or older'))}</button>` +
    `<button class="button" value="${AGE_ANSWERS.no}">${escape(t('No'))}</button>` +
    `</form></dialog>`
  );
}

/**
 * The inline script after the gate: it opens the gate as the page is parsed unless an answer is
 * kept (a kept answer the gates' module finds unreadable is asked again when it loads).
 */
export const AGE_GATE_OPENER = `(function(){var d=document.getElementById("${AGE_GATE_ID}");if(d&&!/(?:^|;\\s*)${COOKIE_AGE_REGULATION}=/.test(document.cookie))d.showModal()})()`;
