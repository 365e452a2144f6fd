/**
 * The request context of this browser page (product §7 headers): the page's boot record (#boot,
 * written by renderer/document.tsx), the build's config, the host's preview flag, and what
 * arrives later (the visitor's country, the identity token getter).
 */
import { clientConfig, type ClientConfig } from '../config/client';
import { DEFAULT_LOCALE } from '../config/constants';
import { isPreviewHost } from '../domain/rules/agents';
import type { CdnRewrite, RequestContext } from './http';

/** The locale's switches the browser acts on (product §3 Locale item configs, §4). */
export type BootConfigs = {
  authentication: boolean;
  age_regulation: boolean;
  bonus_popup: boolean;
  /** The strict advertising reading (docs/compliance.md): promotional blocks without figures. */
  strict_advertising: boolean;
  /** Promotional blocks carry an advertising label (docs/compliance.md). */
  ad_label: boolean;
  /** The register whose licensees the lists rank, as written (checked where it is used). */
  licence_register: string | null;
};

/** The small record every prerendered page carries in <script id="boot">. */
export type BootInfo = {
  slug: string;
  locale: string;
  directory: string;
  apiVersion: string;
  type: string;
  configs: BootConfigs;
};

type TextKey = Exclude<keyof BootInfo, 'configs'>;
type FlagKey = Exclude<keyof BootConfigs, 'licence_register'>;

/**
 * Reads #boot (our own output, checked by hand: zod does not fit the eager budget); missing or
 * broken records give a root-locale default with every switch off, never an error.
 */
export function readBootInfo(doc: Document = document): BootInfo {
  const fallback: BootInfo = {
    slug: 'home',
    locale: DEFAULT_LOCALE,
    directory: '',
    apiVersion: '',
    type: 'default',
    configs: {
      authentication: false,
      age_regulation: false,
      bonus_popup: false,
      strict_advertising: false,
      ad_label: false,
      licence_register: null,
    },
  };
  const text = doc.getElementById('boot')?.textContent;
  if (!text) return fallback;
  try {
    const raw = JSON.parse(text) as Partial<Record<keyof BootInfo, unknown>>;
    const pick = (key: TextKey): string =>
      typeof raw[key] === 'string' ? raw[key] : fallback[key];
    const configs = (raw.configs ?? {}) as Partial<Record<keyof BootConfigs, unknown>>;
    const flag = (key: FlagKey): boolean => configs[key] === true;
    const register = configs.licence_register;
    return {
      slug: pick('slug'),
      locale: pick('locale'),
      directory: pick('directory'),
      apiVersion: pick('apiVersion'),
      type: pick('type'),
      configs: {
        authentication: flag('authentication'),
        age_regulation: flag('age_regulation'),
        bonus_popup: flag('bonus_popup'),
        strict_advertising: flag('strict_advertising'),
        ad_label: flag('ad_label'),
        licence_register: typeof register === 'string' ? register : null,
      },
    };
  } catch {
    return fallback;
  }
}

/**
 * The app's base URL (product §2): meta[name=x-base-url] when the document carries it, else the
 * origin plus the locale directory of the current path.
 */
export function baseUrlFromDocument(doc: Document = document, directory = ''): string {
  const meta = doc.querySelector<HTMLMetaElement>('meta[name="x-base-url"]')?.content;
  if (meta) return meta.replace(/\/+$/, '');
  const origin = doc.location?.origin ?? '';
  return directory ? `${origin}/${directory}` : origin;
}

/** Mutable parts of the context that arrive later (country check, sign-in). */
const late: {
  countryCode: string | null;
  getIdToken: (() => Promise<string | null>) | undefined;
} = { countryCode: null, getIdToken: undefined };

/** Records the visitor's country once known (x-country-code-app). */
export function setVisitorCountry(code: string | null): void {
  late.countryCode = code;
}

/** Installs the identity token getter (sign-in does this; sign-out passes undefined). */
export function setIdTokenGetter(getter: (() => Promise<string | null>) | undefined): void {
  late.getIdToken = getter;
}

/** The request context of this browser page. */
export function browserContext(
  boot: BootInfo = readBootInfo(),
  config: ClientConfig = clientConfig(),
): RequestContext {
  return {
    lang: config.lang,
    currentLocale: boot.locale,
    isPreview: isPreviewHost(location.hostname),
    isServer: false,
    stage: config.stage,
    countryCode: late.countryCode,
    firebaseProjectId: config.firebase.projectId,
    getIdToken: late.getIdToken,
  };
}

/**
 * The CDN rewrite for this page (product §7): none on local/e2e stages or a preview host, else CDN
 * URLs go to the locale's host, taken from the page's x-base-url (product §2).
 */
export function cdnRewriteFor(config: ClientConfig, isPreview: boolean): CdnRewrite {
  if (config.stage === 'local' || config.stage === 'e2e' || isPreview) return null;
  return { cdnBaseUrl: config.cdnBaseUrl, localeUrl: baseUrlFromDocument() };
}
