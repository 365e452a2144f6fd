/** The prerendered SPA shell (product §2): its mount point, its props, and a word without JavaScript. */
import { describe, expect, it } from 'vitest';
import Page from '../../../../pages/spa/+Page';
import { renderDocumentParts } from '../../../../renderer/document';
import { pageView } from '../../../fixtures/content';

describe('the SPA shell', () => {
  it('says in Bulgarian that its screens need JavaScript, for a browser without it', () => {
    const { body } = renderDocumentParts(Page, pageView('home', 'home'));
    expect(body).toContain('id="spa-root"');
    expect(body).toMatch(/<noscript><p>Тази страница работи с JavaScript\.[^<]*<\/p><\/noscript>/);
  });
});
