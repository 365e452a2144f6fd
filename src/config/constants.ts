/**
 * Business constants of SPEC §9, with their units in their names (STYLE.md habit 6).
 * Nothing here reads the environment: see env.ts for per-stage values.
 */

/** The build's own version (SPEC §9 Build). */
export const BUILD_VERSION = 'v5.20.12-bg';
/** The site language of this build (SPEC §1). */
export const SITE_LANG = 'bg';
/** The locale of the root directory, also the hreflang x-default. */
export const DEFAULT_LOCALE = 'bg-BG';

/** Toast durations by type (SPEC §9). */
export const TOAST_DURATION_MS = { none: 3000, success: 3000, error: 6000, warn: 6000 } as const;
/** Added to a toast's duration before it is removed (SPEC §9). */
export const TOAST_REMOVAL_EXTRA_MS = 100;

/** The refresh popup counts down from this (SPEC §4). */
export const REFRESH_COUNTDOWN_S = 5;
/** The refresh popup appears after this delay (SPEC §4, §9). */
export const REFRESH_POPUP_DELAY_MS = 60_000;
/** Event reports are sent this long after the latest event (SPEC §7, §9). */
export const EVENT_REPORT_DEBOUNCE_MS = 200;
/** Lifetime of the refId cookie: 30 days (SPEC §9). */
export const REFERRAL_COOKIE_MAX_AGE_MS = 2_592_000_000;
/** After all store racers failed, try again after this (SPEC §4). */
export const STORE_RETRY_AFTER_ERROR_MS = 60_000;
/** A slug change scrolls to the top after this (SPEC §2). */
export const SCROLL_TO_TOP_DELAY_MS = 100;

/** A retry preset: how many attempts and the pause between them. */
export type RetryPreset = { readonly attempts: number; readonly delayMs: number };
/** Loading an island's code (SPEC §9). */
export const RETRY_COMPONENT_LOAD: RetryPreset = { attempts: 5, delayMs: 75 };
/** Looking up an element such as a hash target (SPEC §9). */
export const RETRY_ELEMENT_LOOKUP: RetryPreset = { attempts: 15, delayMs: 50 };
/** Any other retried step (SPEC §9). */
export const RETRY_DEFAULT: RetryPreset = { attempts: 3, delayMs: 100 };
/** The affiliate bonus lookup: one retry after 500 ms (SPEC §7). */
export const RETRY_AFFILIATE_BONUS: RetryPreset = { attempts: 2, delayMs: 500 };
/** The affiliate link listener is set up this long after start (SPEC §9). */
export const AFFILIATE_LISTENER_DELAY_MS = 1000;

/** Intersection ratio that wakes a viewport island (SPEC §9). */
export const VIEWPORT_HYDRATE_THRESHOLD = 0.3;
/** Intersection ratio of the footer observer (SPEC §9). */
export const FOOTER_THRESHOLD = 0.2;
/** Intersection ratio of the first component observer (SPEC §9). */
export const FIRST_COMPONENT_THRESHOLD = 0.4;

/** Screen breakpoints: a width over the value (in rem) is that size (SPEC §9). */
export const BREAKPOINTS_REM = { lg: 74.9, md: 59.9, sm: 37.4 } as const;

/** Open Graph image size and type (SPEC §9). */
export const OG_IMAGE_WIDTH_PX = 480;
export const OG_IMAGE_HEIGHT_PX = 320;
export const OG_IMAGE_TYPE = 'image/png';

/** Retry backoff (SPEC §9). */
export const BACKOFF_BASE_MS = 1000;
export const BACKOFF_FACTOR = 2;
export const BACKOFF_MAX_MS = 14_400_000;
export const BACKOFF_JITTER = 0.5;

/** Default page size of paginated lists (SPEC §9). */
export const DEFAULT_PAGE_SIZE = 5;
/** Lowest and highest value of the bucket/page-size clamp (SPEC §5). */
export const CLAMP_MIN = 0;
export const CLAMP_MAX = 10;

/** HTTP client default timeout: 0 means none (SPEC §9). */
export const HTTP_DEFAULT_TIMEOUT_MS = 0;
/** Lowest and highest status that count as success (SPEC §9). */
export const HTTP_SUCCESS_MIN = 200;
export const HTTP_SUCCESS_MAX = 299;

/** z-index of the loading overlay (SPEC §1). */
export const LOADING_OVERLAY_Z_INDEX = 999;
/** Width and height of the overlay logo (SPEC §1). */
export const LOGO_SIZE_PX = 600;

/** Feature flags, all on (SPEC §9). */
export const FEATURE_FLAGS = {
  prerenderFiles: true,
  dbFiles: true,
  eventReport: true,
  mail: true,
  pwa: true,
  chat: true,
} as const;

/** Cookie names (SPEC §3 Cookies). */
export const COOKIE_ACCEPT_COOKIES = 'accept-cookies';
export const COOKIE_AGE_REGULATION = 'age-regulation';
export const COOKIE_REF_ID = 'refId';

/** Local storage keys (SPEC §3 User anonId, §4 logged-in flag). */
export const STORAGE_ANON_ID = 'anonId';
export const STORAGE_LOGGED_IN = 'loggedIn';

/** Base names of the versioned output folders (SPEC §7 static file). */
export const PRERENDER_FOLDER = 'prerender';
export const DB_FILES_FOLDER = 'db-files';

/** The responsible-gambling warning every page carries (FIELD-NOTES compliance). */
export const RESPONSIBLE_GAMBLING_TEXT = 'Хазартът води до зависимост';
/** Minimum age to gamble in Bulgaria. */
export const MINIMUM_AGE_YEARS = 18;
