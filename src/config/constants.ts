/**
 * Business constants of product §9, with their units in their names (docs/style.md habit 6).
 * Nothing here reads the environment: see env.ts for per-stage values.
 *
 * Objects are `as const` (readonly, literal members). Scalars are plain `const`, which is
 * already readonly with a literal type; `as const` on them would make the literal
 * non-widening, so `useState(REFRESH_COUNTDOWN_S)` would be typed `5` instead of `number`.
 */

/** The build's own version, compared with the published one for the refresh popup (product §9 Build). */
export const BUILD_VERSION = 'v5.20.12-bg';
/** The site language of this build (product §1, §9). */
export const SITE_LANG = 'bg';
/** The locale of the root directory, also the hreflang x-default. */
export const DEFAULT_LOCALE = 'bg-BG';

/** How long a toast stays, by toast type (product §9). */
export const TOAST_DURATION_MS = { none: 3000, success: 3000, error: 6000, warn: 6000 } as const;
/** Added to a toast's duration before it is removed, so the exit animation can finish (product §4). */
export const TOAST_REMOVAL_EXTRA_MS = 100;

/** The refresh popup counts down from this many seconds (product §4, §9). */
export const REFRESH_COUNTDOWN_S = 5;
/** The refresh popup appears this long after start when the build is outdated (product §4, §9). */
export const REFRESH_POPUP_DELAY_MS = 60_000;
/** Event reports are sent this long after the latest event (product §7, §9). */
export const EVENT_REPORT_DEBOUNCE_MS = 200;
/** Lifetime of the refId cookie: 30 days (product §9). */
export const REFERRAL_COOKIE_MAX_AGE_MS = 2_592_000_000;
/** After all store racers failed, the store waits this long before trying again (product §4, §8). */
export const STORE_RETRY_AFTER_ERROR_MS = 60_000;
/** A slug change scrolls to the top after this delay (product §2). */
export const SCROLL_TO_TOP_DELAY_MS = 100;

/** A retry preset: how many attempts in all, and the pause between two of them. */
export type RetryPreset = { readonly attempts: number; readonly delayMs: number };
/** Loading an island's code: 5 attempts, 75 ms apart (product §9). */
export const RETRY_COMPONENT_LOAD = { attempts: 5, delayMs: 75 } as const satisfies RetryPreset;
/** Looking up an element such as a hash target: 15 attempts, 50 ms apart (product §9). */
export const RETRY_ELEMENT_LOOKUP = { attempts: 15, delayMs: 50 } as const satisfies RetryPreset;
/** Any other retried step: 3 attempts, 100 ms apart (product §9). */
export const RETRY_DEFAULT = { attempts: 3, delayMs: 100 } as const satisfies RetryPreset;
/** The affiliate bonus lookup retries once, after this pause (product §7, §9). */
export const AFFILIATE_BONUS_RETRY_MS = 500;
/** The affiliate bonus lookup as a preset: the first try plus one retry (product §7). */
export const RETRY_AFFILIATE_BONUS = {
  attempts: 2,
  delayMs: AFFILIATE_BONUS_RETRY_MS,
} as const satisfies RetryPreset;
/** The affiliate link listener is set up this long after start (product §9). */
export const AFFILIATE_LISTENER_DELAY_MS = 1000;

/** Intersection ratio that wakes a viewport island (product §4, §9). */
export const VIEWPORT_HYDRATE_THRESHOLD = 0.3;
/** Intersection ratio of the footer observer (product §9). */
export const FOOTER_THRESHOLD = 0.2;
/** Intersection ratio of the first component observer (product §9). */
export const FIRST_COMPONENT_THRESHOLD = 0.4;

/** Screen breakpoints: a width over the value (in rem) is that size, below sm is xs (product §9). */
export const BREAKPOINTS_REM = { lg: 74.9, md: 59.9, sm: 37.4 } as const;

/** Open Graph image width (product §9). */
export const OG_IMAGE_WIDTH_PX = 480;
/** Open Graph image height (product §9). */
export const OG_IMAGE_HEIGHT_PX = 320;
/** Open Graph image type, as the og:image:type meta wants it (product §9 'png'). */
export const OG_IMAGE_TYPE = 'image/png';

/** Retry backoff: delay of the first retry (product §9). */
export const BACKOFF_BASE_MS = 1000;
/** Retry backoff: each retry waits this many times longer than the one before (product §9). */
export const BACKOFF_FACTOR = 2;
/** Retry backoff: no delay is longer than this, 4 hours (product §9). */
export const BACKOFF_MAX_MS = 14_400_000;
/** Retry backoff: a delay is spread by up to ±50 % of itself (product §9). */
export const BACKOFF_JITTER = 0.5;

/** Largest page the content API gives (its page-size limit). */
export const API_PAGE_SIZE_MAX = 100;
/** Default page size of paginated lists (product §9). */
export const DEFAULT_PAGE_SIZE = 5;
/** Ranked rows a casino or bonus hub shows a page, so a phone scrolls a page (product §1 Hubs, §9). */
export const HUB_PAGE_SIZE = 20;
/** Lowest value of the bucket/page-size clamp (product §5). */
export const CLAMP_MIN = 0;
/** Highest value of the bucket/page-size clamp (product §5). */
export const CLAMP_MAX = 10;

/** HTTP client default timeout: 0 means none (product §9). */
export const HTTP_DEFAULT_TIMEOUT_MS = 0;
/** Lowest status that counts as success (product §9). */
export const HTTP_SUCCESS_MIN = 200;
/** Highest status that counts as success (product §9). */
export const HTTP_SUCCESS_MAX = 299;

/** z-index of the full-screen loading overlay (product §1). */
export const LOADING_OVERLAY_Z_INDEX = 999;
/** Width and height of the square overlay logo (product §1: 600x600). */
export const LOGO_SIZE_PX = 600;

/** Feature flags, all on in this build (product §9). */
export const FEATURE_FLAGS = {
  prerenderFiles: true,
  dbFiles: true,
  eventReport: true,
  mail: true,
  pwa: true,
  chat: true,
} as const;

/** The id of the age gate a prerendered page carries (src/consent/age-gate.ts). */
export const AGE_GATE_ID = 'age-gate';
/** The attribute of a prerendered page's link to the whole stylesheet (prerender/render/style-frame.ts). */
export const WHOLE_SHEET_ATTRIBUTE = 'data-whole-sheet';

/** Base name of the versioned prerendered HTML folder (product §7 static file). */
export const PRERENDER_FOLDER = 'prerender';
/** Base name of the versioned db.json folder (product §7 static file). */
export const DB_FILES_FOLDER = 'db-files';

/** The responsible-gambling warning every page carries (Bulgarian gambling law). */
export const RESPONSIBLE_GAMBLING_TEXT = 'Хазартът води до зависимост';
/** Minimum age to gamble in Bulgaria, shown as '18+'. */
export const MINIMUM_AGE_YEARS = 18;

/** Who receives the contact form's report (product §7 contact-us-report 'to (receivers)'). */
export const CONTACT_RECEIVERS = ['kontakt@kazino-bg.example'] as const;
/** Who receives job applications (product §7 careers). */
export const CAREERS_RECEIVERS = ['karieri@kazino-bg.example'] as const;
/** The welcome mail's subject (product §8 'Thank for reaching us'), in the site's language. */
export const WELCOME_MAIL_SUBJECT = 'Благодарим, че се свързахте с нас';

/** How long the consent and age answers are kept (GDPR guidance: ask again after six months). */
export const CONSENT_COOKIE_MAX_AGE_MS = 15_552_000_000;
/**
 * Revision of the consent text: a choice for an older one is asked again (2: marketing covers demo
 * frames; 3: analytics covers the visitor id, marketing the id on offer clicks and the refId cookie).
 */
export const CONSENT_REVISION = 3;
/** The bonus popup offers itself at most once in this long (product §4 bonus popup). */
export const BONUS_POPUP_INTERVAL_MS = 86_400_000;
/** The bonus popup waits until the visitor has done nothing for this long outside any field (product §4). */
export const BONUS_POPUP_IDLE_MS = 1_500;
/** Slug of the responsible-gambling page a 'no' at the age gate leads to (product §4). */
export const RESPONSIBLE_GAMBLING_SLUG = 'responsible-gambling';
/** Slugs of the legal pages (product §2): they name who runs the site (docs/compliance.md). */
export const LEGAL_SLUGS = ['terms-and-conditions', 'privacy-policy'] as const;
/** Slug of the compare page (product §2 named routes): its island and its route data. */
export const COMPARE_CASINOS_SLUG = 'compare-casinos';
/** Slug of the bonus calculator (product §2 named routes): its island and its route data. */
export const BONUS_CALCULATOR_SLUG = 'bonus-calculator';
/**
 * A yes older than this (30 days) asks for a date of birth before a demo or an operator link
 * (docs/visitor-flow.md).
 */
export const AGE_VERIFICATION_INTERVAL_MS = 2_592_000_000;
