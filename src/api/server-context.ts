/** The request context of a server render (product §6: public-access marker), from the server env. */
import { SITE_LANG } from '../config/constants';
import { serverEnv } from '../config/server-env';
import type { RequestContext } from './http';

/** The server render's request context for `locale`. */
export function serverContext(locale: string): RequestContext {
  const env = serverEnv();
  return {
    lang: SITE_LANG,
    currentLocale: locale,
    isPreview: false,
    isServer: true,
    stage: env.stage,
    firebaseProjectId: env.firebase.projectId,
  };
}
