/** The seed's two locales: bg-BG at the root and bg-DE (Bulgarians in Germany) under /de. */
import type { LocaleItem } from '../../src/domain/entities';
import { BG_COMPLIANCE, DE_COMPLIANCE } from './compliance';

/** The locales under the site's base URL `root` (no trailing slash). */
export function makeLocales(root: string): LocaleItem[] {
  return [
    {
      locale: 'bg-BG',
      url: root,
      directory: '',
      lock: false,
      configs: {
        bonus_popup: true,
        authentication: true,
        age_regulation: true,
        row: false,
        twitter_account: 'kazinobg',
      },
      country: { cc_alpha2: 'BG' },
      parent: null,
      compliance: BG_COMPLIANCE,
    },
    {
      locale: 'bg-DE',
      url: `${root}/de`,
      directory: 'de',
      lock: false,
      configs: {
        bonus_popup: false,
        authentication: false,
        age_regulation: false,
        row: true,
        twitter_account: null,
      },
      country: { cc_alpha2: 'DE' },
      parent: 'bg-BG',
      compliance: DE_COMPLIANCE,
    },
  ];
}
