/** A page's view from the bench's data server: the locale context read once, the page per call. */
import { Footer, Header, LocaleList, Page, SiteSettings } from '../../../src/domain/entities';
import type { PageView } from '../../../src/domain/entities/page-view';

const api = () => process.env.ASTRO_API_URL ?? '';
const read = async (path: string) =>
  (await fetch(`${api()}${path}`, { headers: { 'x-locale': 'bg-BG' } })).json() as Promise<unknown>;

let context: Promise<Omit<PageView, 'page'>> | null = null;

/** The locale context (locales, header, footer, publisher), read once. */
function contextOf(): Promise<Omit<PageView, 'page'>> {
  context ??= (async () => {
    const [locales, header, footer, settings] = await Promise.all([
      read('/locales?lang=bg').then((v) => LocaleList.parse(v)),
      read('/header-builders').then((v) => Header.parse(v)),
      read('/footer').then((v) => Footer.parse(v)),
      read('/site-settings?lang=bg').then((v) => SiteSettings.parse(v)),
    ]);
    const locale = locales.locales[0];
    if (!locale) throw new Error('no locale');
    const { publisher } = settings;
    return {
      locale,
      locales: locales.locales,
      header,
      footer,
      apiVersion: 'v5.20.0-bg',
      publisher,
    };
  })();
  return context;
}

/** The view of `slug`, its page read and parsed as the product's +data does. */
export async function viewOf(slug: string): Promise<PageView> {
  const [ctx, page] = await Promise.all([contextOf(), read(`/${slug}`).then((v) => Page.parse(v))]);
  return { ...ctx, page };
}
