/**
 * The local content API: the reference implementation of the CMS contract of product §7 that the
 * prerender, the browser app and every test pull from. Answers per locale from the
 * x-locale header; unknown slug 404, bad input 400, always JSON, never a stack trace.
 */
import { Hono } from 'hono';
import { registerReadCache } from './answers/middleware';
import type { AnswerStore } from './answers/store';
import type { Changes } from './changes';
import { registerAdmin } from './content/admin';
import { registerAffiliate } from './content/affiliate';
import { registerBonuses } from './content/bonuses';
import { registerCasinos } from './content/casinos';
import { registerChangeStream } from './content/change-stream';
import { registerChat } from './content/chat';
import { registerDocuments } from './content/documents';
import { registerEditorial } from './content/editorial';
import { registerMedia } from './content/media';
import {
  registerAnswerHeaders,
  registerCorsAndBodyLimit,
  registerErrors,
  registerFaults,
  registerRequestLog,
  type LoggedRequest,
} from './content/middleware';
import { createPageIndex } from './content/page-index';
import { registerPageBySlug, registerPages } from './content/pages';
import { createReaders } from './content/readers';
import { registerReceivers } from './content/receivers';
import { registerSlots } from './content/slots';
import { registerTestAdmin } from './content/test-admin';
import { CSP_REPORT_MEDIA_TYPES, registerCspReports } from './content/csp-reports';
import type { Db } from './db/db';
import type { ApiEnv } from '../src/config/api-env';
import type { Faults } from './faults';
import { registerInbox } from './content/inbox';
import { registerInputGuard } from './content/input-guard';
import { CSP_REPORT_PATH } from '../src/config/csp';
import { registerReviews } from './content/reviews';
import { registerModeration } from './content/moderation';
import { registerPlayerReviews } from './content/player-reviews';
import type { Pruner } from './content/retention';
import { usersRoutes } from './users/routes';

/** What the app is built from. */
export type AppDeps = {
  db: Db;
  env: ApiEnv;
  faults: Faults;
  changes: Changes;
  pruner: Pruner;
  answers: AnswerStore;
};

/** Builds the Hono app: middleware first, the named routes, the page by slug last. */
export function createApp({ db, env, faults, changes, pruner, answers }: AppDeps) {
  const app = new Hono();
  const requestLog: LoggedRequest[] = [];
  const readers = createReaders(db);

  registerErrors(app);
  registerAnswerHeaders(app);
  registerCorsAndBodyLimit(app);
  // Browsers report what they saw: the CSP receiver cleans its text instead of refusing it.
  registerInputGuard(app, [{ path: CSP_REPORT_PATH, mediaTypes: CSP_REPORT_MEDIA_TYPES }]);
  registerRequestLog(app, env, requestLog);
  registerFaults(app, faults);
  registerReadCache(app, answers, { maxAgeS: env.API_CDN_MAX_AGE_S, staleS: env.API_CDN_STALE_S });

  registerDocuments(app, readers);
  registerChangeStream(app, { env, db, changes });
  registerAdmin(app, { env, changes });
  registerPages(app, { db, readers, index: createPageIndex(db, changes) });
  registerCasinos(app, readers);
  registerSlots(app, readers);
  registerBonuses(app, readers);
  registerEditorial(app, db, readers);
  registerChat(app, readers);
  registerAffiliate(app, env, readers);
  registerMedia(app);

  // The receivers' rate limits come first: they also cap the CSP and review receivers below.
  const receiverDeps = { db, env, pruner };
  registerReceivers(app, receiverDeps);
  registerCspReports(app, receiverDeps);
  if (env.API_INBOX) registerInbox(app, db);
  registerReviews(app, receiverDeps);
  registerPlayerReviews(app, { db, readers, changes });
  registerModeration(app, { db, env, changes });

  if (env.API_TEST_ENDPOINTS) registerTestAdmin(app, { db, faults, changes, requestLog, answers });
  app.route('/', usersRoutes({ db, env, pruner }));

  // product §7 {page}: last, so the named endpoints win.
  registerPageBySlug(app, db, readers);
  return app;
}
