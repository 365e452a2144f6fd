// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { spaRoutes } from '../../../src/app/spa-mount';
import type { SpaProps } from '../../../src/app/spa/props';
import { NotFoundMail } from '../../../src/domain/entities/reports';

const props: SpaProps = {
  directory: '',
  locale: 'bg-BG',
  localeCountry: 'BG',
  authentication: true,
  homePath: '/',
};

afterEach(() => vi.unstubAllGlobals());

/** Renders `path` as its own page view: the browser's address is the path's, as on a load. */
async function render(path: string): Promise<HTMLElement> {
  window.history.replaceState(null, '', path);
  const el = document.createElement('div');
  document.body.append(el);
  const router = createMemoryRouter(spaRoutes(props), { initialEntries: [path] });
  const root = createRoot(el);
  await act(async () => {
    root.render(<RouterProvider router={router} />);
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  return el;
}

describe('the SPA routes (product §2)', () => {
  it('an unknown path is the not-found shell, and the miss is mailed once', async () => {
    const fetchMock = vi.fn<typeof fetch>(() =>
      Promise.resolve(new Response('{}', { status: 202 })),
    );
    vi.stubGlobal('fetch', fetchMock);
    const el = await render('/no/such/screen');
    expect(el.querySelector('[data-screen="not-found"]')).not.toBeNull();
    expect(el.querySelector('a')?.getAttribute('href')).toBe('/');
    expect(document.title).toMatch(/^Страницата не е намерена \|/);
    const mails = fetchMock.mock.calls.filter(([url]) =>
      (url as string).endsWith('/application-not-found'),
    );
    expect(mails).toHaveLength(1);
    const body = NotFoundMail.parse(JSON.parse(mails[0]?.[1]?.body as string));
    expect(body).toMatchObject({ locale: 'bg-BG', lang: 'bg' });
  });

  it('a /go/ code that is not a code never asks the API and is the not-found shell', async () => {
    const fetchMock = vi.fn<typeof fetch>(() =>
      Promise.resolve(new Response('{}', { status: 202 })),
    );
    vi.stubGlobal('fetch', fetchMock);
    const el = await render('/go/bad%20code!');
    expect(el.querySelector('[data-screen="not-found"]')).not.toBeNull();
    expect(fetchMock.mock.calls.some(([url]) => (url as string).includes('/bonuses/bonus'))).toBe(
      false,
    );
  });

  it('every route with a loader has a fallback for its first load (no router warning)', () => {
    for (const route of spaRoutes(props))
      if (route.loader) expect(route.HydrateFallback, route.path ?? 'index').toBeDefined();
  });
});
