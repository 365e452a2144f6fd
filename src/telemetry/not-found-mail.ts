/**
 * The not-found mail (product §7 POST {mail}/application-not-found): the address and what the app
 * knew, sent once per address and page view. Never throws.
 */
import { clientConfig } from '../config/client';
import { FEATURE_FLAGS, SITE_LANG } from '../config/constants';
import type { NotFoundMail } from '../domain/entities/reports';
import { sendNotFoundMail } from '../api/receivers';
import { anonId } from './anon-id';
import { reportableUrl } from './error-mail';

/** What the caller knows of the miss. */
export type NotFoundInput = { url: string; slug: string; locale: string; navigation: string[] };

/** Builds the mail body (pure but for the visitor id and user agent). */
export function buildNotFoundMail(input: NotFoundInput, userAgent: string): NotFoundMail {
  return {
    url: reportableUrl(input.url),
    context: {
      slug: input.slug,
      flags: { ...FEATURE_FLAGS },
      navigation: input.navigation.map(reportableUrl),
      uid: anonId(),
      isAnonymous: true,
      userAgent,
    },
    locale: input.locale,
    lang: SITE_LANG,
  };
}

const sent = new Set<string>();

/** Mails the miss unless the mail flag is off or this address was mailed already. */
// product §2 'Any other path shows an empty not-found shell screen'; §7 application-not-found
export async function reportNotFound(input: NotFoundInput): Promise<boolean> {
  if (!FEATURE_FLAGS.mail || sent.has(input.url)) return false;
  sent.add(input.url);
  if (clientConfig().stage === 'local') console.warn(`Not found: ${input.url}`);
  try {
    await sendNotFoundMail(buildNotFoundMail(input, navigator.userAgent));
    return true;
  } catch {
    return false;
  }
}
