/** Where a page's db.json lives under the storage base (product §7 static file). */
import { DB_FILES_FOLDER, SITE_LANG } from '../../config/constants';

/** '/{lang}/{db-files folder}-{apiVersion}/{locale}/{slug}/db.json'. Pure. */
// product §7 'Static file: {storage}/{lang}/{db-files folder}-{apiVersion}/{locale}/{slug}/db.json'
export function dbFilePath(o: { apiVersion: string; locale: string; slug: string }): string {
  return `/${SITE_LANG}/${DB_FILES_FOLDER}-${o.apiVersion}/${o.locale}/${o.slug}/db.json`;
}
