/**
 * Head tags of a content page (product §9, docs/domain-notes.md#seo): title, description, canonical,
 * hreflang + x-default, Open Graph (480x320 png), twitter card, JSON-LD and the x-base-url
 * meta the app reads its base URL from (product §2). Kept lean: nothing else goes here.
 */
import type { PageView } from '../src/domain/entities/page-view';
import { SITE_NAME } from '../src/components/layout/site';
import { breadcrumbsFor } from '../src/domain/seo/breadcrumbs';
import { headData } from '../src/domain/seo/head';
import { pageJsonLd } from '../src/domain/seo/jsonld';
import { t } from '../src/i18n';
import { serializeJsonForHtml } from '../src/islands/serialize';

/** The <head> content of a page. */
export function Head({ view }: { view: PageView }) {
  const { page, locale, locales } = view;
  const head = headData(page, locale, locales);
  const jsonLd = pageJsonLd(page, locale, breadcrumbsFor(page, locale, t), t(SITE_NAME));
  return (
    <>
      <title>{head.title}</title>
      <meta name="description" content={head.description} />
      {head.robots ? <meta name="robots" content={head.robots} /> : null}
      {head.canonical ? <link rel="canonical" href={head.canonical} /> : null}
      {head.alternates.map((a) => (
        <link key={a.hreflang} rel="alternate" hrefLang={a.hreflang} href={a.href} />
      ))}
      <meta name="x-base-url" content={locale.url} />
      {/* Without it the browser asks for /favicon.ico, which the CDN does not have (a 404). Its
          own 2 KB file: the 600 px logo is 52 KB, fetched while the page paints. */}
      <link rel="icon" href="/favicon-32.png" sizes="32x32" type="image/png" />
      {/* Installable as a service-worker app (product §1): the web app manifest. */}
      <link rel="manifest" href="/manifest.webmanifest" />
      <meta name="theme-color" content="#0b5c4b" />
      <meta property="og:title" content={head.og.title} />
      <meta property="og:description" content={head.og.description} />
      <meta property="og:url" content={head.og.url} />
      <meta property="og:type" content={head.og.type} />
      <meta property="og:image" content={head.og.image} />
      <meta property="og:image:width" content={String(head.og.imageWidth)} />
      <meta property="og:image:height" content={String(head.og.imageHeight)} />
      <meta property="og:image:type" content={head.og.imageType} />
      <meta property="og:locale" content={head.og.locale} />
      <meta name="twitter:card" content={head.twitter.card} />
      {head.twitter.site ? <meta name="twitter:site" content={head.twitter.site} /> : null}
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: serializeJsonForHtml(jsonLd) }}
      />
    </>
  );
}
