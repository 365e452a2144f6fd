/**
 * What the privacy policy and the consent banner say of what the site keeps (English source text,
 * t(); Bulgarian in src/i18n): each category's name and what it covers, and why each item of the
 * register (stored-items.ts) is kept. Apart from the register so the eager page script, which
 * carries the register, carries none of this prose; keyed by the register's own names, so an
 * item without its purpose does not compile.
 */
import type { ConsentCategory } from './stored-items';
import type { StoredItemName } from './stored-items-terms';

/** Each category's name and what it covers, for the banner and the privacy policy. */
export const CATEGORY_TEXT: Record<ConsentCategory, { label: string; hint: string }> = {
  necessary: { label: 'Necessary', hint: 'Needed for the site to work.' },
  analytics: {
    label: 'Analytics',
    hint: 'Page views and clicks, counted with a random id kept in this browser.',
  },
  marketing: {
    label: 'Marketing',
    hint: "Which offers you follow, counted with that id; a friend's invitation; third-party game demos.",
  },
};

/** Why each item is kept. */
export const ITEM_PURPOSE: Record<StoredItemName, string> = {
  'accept-cookies':
    'Your cookie choice and when you made it, so we ask once and can show what you agreed to.',
  'age-regulation':
    'Your answer to "Are you 18 or older?" and its date, so gambling content is not shown to minors and you are not asked on every page.',
  loggedIn: 'That your last visit ended signed in, so your account loads at once.',
  'firebase:':
    'Your sign-in with the identity service (Firebase Authentication), so you stay signed in.',
  'firebase-heartbeat-database':
    "The identity service's record of the days it ran (dates and its version, no id of you), which it sends to its provider with a sign-in.",
  inviteSecret:
    'Written only when you open "Invite a friend" without an account: the secret behind your invitation link, so only this browser can claim its invitations once you sign up.',
  'anonIdClaim:': "That an account claimed this browser's invitations, so the claim is sent once.",
  helpfulVoter:
    'Written only when you first mark a review as helpful: a random id sent with your votes, so each review counts your vote once.',
  bonusPopupShownAt: 'When the offer of the day was last shown, so it shows at most once a day.',
  'sw-keep':
    'Addresses of pages you read before offline reading was ready, handed to it once it is.',
  'kazino-': 'Copies of the pages, data and images you read, so they open without a network.',
  'workbox-precache-': 'The page shown when there is no network, and the files it needs.',
  anonId:
    'A random id of this browser, sent with page views and clicks, and with clicks on offers when marketing is allowed too.',
  navigationHistory: 'The last pages read in this tab, sent with the statistics.',
  refId: 'The invitation link a friend sent you, until you sign up, so that friend is credited.',
  'game provider':
    "A slot's demo is the provider's page in a frame, which may store its own cookies; it loads only with this consent.",
};
