import type { PageContextServer } from 'vike/types';
import type { PageView } from '../../../../src/domain/entities/page-view';
import { sanitizeCmsHtml } from '../../../../src/content/sanitize';
import { data as productData } from '../../../../pages/content/+data';

/**
 * The product's +data (the PageView from the content API), with every rich-text item sanitised
 * here on the server: vike-react hands this data to the browser, where RichText renders it as-is
 * (sanitize-html stays server-only, see ../../vite.config.ts).
 */
export async function data(pageContext: PageContextServer): Promise<PageView> {
  const view = await productData(pageContext);
  if (!view) throw new Error(`No page view for ${pageContext.urlPathname}`);
  const content = view.page.content.map((item) =>
    item.component === 'rich-text' && 'html' in item && typeof item.html === 'string'
      ? { ...item, html: sanitizeCmsHtml(item.html) }
      : item,
  );
  return { ...view, page: { ...view.page, content } };
}
