/** What the prerendered SPA shell tells the browser router (JSON in #spa-props). */
export type SpaProps = {
  /** Locale directory ('' for the root locale); the router's basename. */
  directory: string;
  /** Locale code, e.g. bg-BG. */
  locale: string;
  /** The locale's country: visitors from elsewhere are international. */
  localeCountry: string;
  /** Whether accounts are active for the locale (product §1). */
  authentication: boolean;
  /** The locale's home URL path ('/' or '/de'). */
  homePath: string;
};

/** Element id of the SPA mount point and of its props script. */
export const SPA_ROOT_ID = 'spa-root';
/** Element id of the props script. */
export const SPA_PROPS_ID = 'spa-props';
