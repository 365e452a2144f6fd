/** The locales and the document-store records (product §7 'websites', 'configurations'). */
import type { Hono } from 'hono';
import type { PopupsConfig, SiteSettings, WebsiteRecord } from '../../src/domain/entities';
import type { Readers } from './readers';
import { BadRequest } from './request';

/** GET /locales, /websites, /site-settings and /configurations/:lang/popups/:locale. */
export function registerDocuments(app: Hono, { locales, document }: Readers): void {
  app.get('/locales', async (c) => {
    const lang = c.req.query('lang') ?? 'bg';
    if (lang !== 'bg') throw new BadRequest(`Unknown lang ${lang}`);
    return c.json({ lang, locales: await locales() });
  });
  app.get('/websites', async (c) => {
    const lang = c.req.query('lang');
    if (lang !== 'bg') throw new BadRequest('lang must be bg');
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
    return c.json(await document<PopupsConfig>(`popups:bg:${c.req.param('locale')}`));
  });
}
