/** Header and footer (product §7 /header-builders, /footer): their shapes are ours. */
import { z } from 'zod';

/** A site path of slugs ('/', '/about-us', '/de/casino-x'): no '//', no backslash. */
const SITE_PATH = /^\/(?:[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*)?$/;
/** An absolute web address with a host ('https://x', never 'https:/\\x' or 'javascript:'). */
const WEB_ADDRESS = /^https?:\/\/[a-z0-9.-]+(?::\d{1,5})?(?:[/?#][^\s\\]*)?$/i;

/** A link target from the CMS: a site path of slugs or a web address, nothing else. */
export const NavHref = z
  .string()
  .max(2000)
  .refine(
    (href) => SITE_PATH.test(href) || WEB_ADDRESS.test(href),
    'A navigation link is a site path of slugs or a web address',
  );

/** A navigation link. `href` is site-relative ('/slug') or an absolute URL. */
export const NavLink = z.object({
  /** Visible Bulgarian label. */
  label: z.string().min(1),
  /** Target: '/' + slug for internal pages, or an absolute web address. */
  href: NavHref,
});
export type NavLink = z.infer<typeof NavLink>;

/** The site header (product §7 /header-builders). */
export const Header = z.object({
  /** Top-level menu, each with optional children. */
  menu: z.array(NavLink.extend({ children: z.array(NavLink).default([]) })),
  /** Call-to-action link shown at the right. */
  cta: NavLink.nullable(),
});
export type Header = z.infer<typeof Header>;

/** The site footer (product §7 /footer). */
export const Footer = z.object({
  /** Link columns with a heading each. */
  columns: z.array(z.object({ heading: z.string(), links: z.array(NavLink) })),
  /** Responsible-gambling help lines and organisations. */
  responsibleGambling: z.array(NavLink),
  /** Copyright line. */
  copyright: z.string(),
});
export type Footer = z.infer<typeof Footer>;

/**
 * A locale's navigation as one record, its header and footer: what an editor patches at
 * PATCH /admin/navigation/{locale} (docs/content-api.md "Edits").
 */
export const LocaleNavigation = z.strictObject({
  /** The locale's header. */
  header: Header,
  /** The locale's footer. */
  footer: Footer,
});
export type LocaleNavigation = z.infer<typeof LocaleNavigation>;
