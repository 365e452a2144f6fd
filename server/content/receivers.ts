/**
 * The receivers the site posts to (product §7): mails, the newsletter, event reports and cache
 * clears, each kept in its table for the tests and /inbox to read back; rate-limited per client.
 */
import type { Hono } from 'hono';
import { z } from 'zod';
import { CAREERS_RECEIVERS, CONTACT_RECEIVERS } from '../../src/config/constants';
import {
  ApplicationErrorMail,
  CacheClearRequest,
  CareersMail,
  ContactReportMail,
  ContactWelcomeMail,
  Email,
  EventReportBatch,
  LocaleCode,
  NotFoundMail,
  SlotRequestPayload,
} from '../../src/domain/entities';
import type { Db } from '../db/db';
import type { ApiEnv } from '../../src/config/api-env';
import { clientAddress } from '../client-address';
import { rateLimiter } from '../rate-limit';
import { basicAuthOf } from './basic-auth';
import { rowBatches } from './row-batches';
import type { Pruner } from './retention';
import { BadRequest, parseBody } from './request';

const MINUTE_MS = 60_000;
/** Posts a minute one client address may send to each receiver (path, limiter name, count). */
const RECEIVER_LIMITS: readonly (readonly [string, string, number])[] = [
  ['/mail/*', 'mail', 20],
  ['/newsletter/*', 'newsletter', 10],
  ['/events', 'events', 240],
  ['/casinos/reviews', 'reviews', 5],
  ['/casinos/reviews/:id/helpful', 'review-votes', 30],
  ['/csp-reports', 'csp-reports', 120],
];
// The receivers decide who gets a mail, never the sender: the site's own addresses for the
// reports, and for the welcome mail only the address the visitor typed into the form; each
// takes only its form's payload under its form's subject (src/domain/entities/forms.ts).
const formMails = {
  'contact-us-report': { schema: ContactReportMail, to: CONTACT_RECEIVERS },
  'contact-us-welcome': { schema: ContactWelcomeMail, to: null },
  careers: { schema: CareersMail, to: CAREERS_RECEIVERS },
} as const;

/** What the receivers are built from. */
export type ReceiverDeps = { db: Db; env: ApiEnv; pruner: Pruner };

/** The limits, then the receivers; mounted before the review and CSP receivers they also cap. */
export function registerReceivers(app: Hono, deps: ReceiverDeps): void {
  registerReceiverLimits(app, deps.env);
  registerMail(app, deps);
  registerEventsAndCacheClears(app, deps);
}

/** product §7 receivers are open to every visitor: a client address may post only so often. */
function registerReceiverLimits(app: Hono, env: ApiEnv): void {
  const receiverLimiter = rateLimiter({ addressOf: (c) => clientAddress(c, env.TRUST_PROXY) });
  for (const [path, name, perMinute] of RECEIVER_LIMITS) {
    app.post(
      path,
      receiverLimiter(name, {
        windowMs: MINUTE_MS,
        max: Math.max(1, Math.round(perMinute * env.RECEIVERS_RATE_LIMIT_FACTOR)),
      }),
    );
  }
}

/** The mails (contact, welcome, careers, slot request, application errors) and the newsletter. */
function registerMail(app: Hono, { db, pruner }: ReceiverDeps): void {
  const outbox = async (kind: string, body: unknown) => {
    await db.query('insert into outbox (kind, body) values ($1, $2)', [kind, JSON.stringify(body)]);
    await pruner.after('outbox');
  };
  for (const [kind, { schema, to }] of Object.entries(formMails)) {
    app.post(`/mail/:lang/${kind}`, async (c) => {
      if (c.req.param('lang') !== 'bg') throw new BadRequest('lang must be bg');
      const mail = await parseBody(schema, c);
      await outbox(kind, { ...mail, to: to ? [...to] : mail.to });
      return c.json({ ok: true }, 202);
    });
  }
  app.post('/mail/slot-request', async (c) => {
    await outbox('slot-request', await parseBody(SlotRequestPayload, c));
    return c.json({ ok: true }, 202);
  });
  app.post('/mail/application-error', async (c) => {
    await outbox('application-error', await parseBody(ApplicationErrorMail, c));
    return c.json({ ok: true }, 202);
  });
  app.post('/mail/application-not-found', async (c) => {
    await outbox('application-not-found', await parseBody(NotFoundMail, c));
    return c.json({ ok: true }, 202);
  });
  app.post('/newsletter/subscribe', async (c) => {
    await outbox('newsletter', await parseBody(z.object({ email: Email, locale: LocaleCode }), c));
    return c.json({ ok: true }, 202);
  });
}

/** Event reports and the site manager's cache clears, each behind its own basic auth. */
function registerEventsAndCacheClears(app: Hono, { db, env, pruner }: ReceiverDeps): void {
  const cacheClears = rowBatches(db, 'cache_clears', pruner);
  app.post(
    '/events',
    ...basicAuthOf(env, 'events', {
      username: env.EVENT_REPORT_USER,
      password: env.EVENT_REPORT_PASSWORD,
    }),
    async (c) => {
      const batch = await parseBody(EventReportBatch, c);
      await db.transaction(async (tx) => {
        for (const report of batch)
          await tx.query('insert into events (body) values ($1)', [JSON.stringify(report)]);
      });
      await pruner.after('events');
      return c.json({ ok: true, received: batch.length }, 202);
    },
  );
  app.post(
    '/sitemanager/:lang/cache/clear',
    ...basicAuthOf(env, 'sitemanager', {
      username: env.SITEMANAGER_USER,
      password: env.SITEMANAGER_PASSWORD,
    }),
    async (c) => {
      if (c.req.param('lang') !== 'bg') throw new BadRequest('lang must be bg');
      await cacheClears.add(await parseBody(CacheClearRequest, c));
      return c.json({ ok: true });
    },
  );
}
