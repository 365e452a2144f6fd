/** The locales and the document-store records (product §7 'websites', 'configurations'). */
import type { Hono } from 'hono';
import {
  contentKey,
  type PopupsConfig,
  type SiteSettings,
  type WebsiteRecord,
} from '../../src/domain/entities';
import { dependsOn } from '../answers/middleware';
import type { Readers } from './readers';
import { BadRequest } from './request';

/** GET /locales, /websites, /site-settings and /configurations/:lang/popups/:locale. */
export function registerDocuments(app: Hono, { locales, document }: Readers): void {
  app.get('/locales', async (c) => {
    const lang = c.req.query('lang') ?? 'bg';
    if (lang !== 'bg') throw new BadRequest(`Unknown lang ${lang}`);
    const list = await locales();
    dependsOn(
      c,
      list.map((l) => contentKey.compliance(l.locale)),
    );
    return c.json({ lang, locales: list });
  });
  app.get('/websites', async (c) => {
    const lang = c.req.query('lang');
    if (lang !== 'bg') throw new BadRequest('lang must be bg');
    dependsOn(c, [contentKey.website]);
    return c.json(await document<WebsiteRecord>('website:bg'));
  });
  // Who runs the site, for the legal pages (docs/compliance.md "Who runs the site").
  app.get('/site-settings', async (c) => {
    const lang = c.req.query('lang');
    if (lang !== 'bg') throw new BadRequest('lang must be bg');
    return c.json(await document<SiteSettings>('site-settings:bg'));
  });
  app.get('/configurations/:lang/popups/:locale', async (c) => {
    if (c.req.param('lang') !== 'bg') throw new BadRequest('lang must be bg');
    const locale = c.req.param('locale');
    dependsOn(c, [contentKey.popups(locale)]);
    return c.json(await document<PopupsConfig>(`popups:bg:${locale}`));
  });
}
