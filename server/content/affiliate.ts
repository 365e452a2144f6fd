/** Affiliate links (product §7 /bonuses/bonus) and the visitor's country (product §7 validate). */
import type { Hono } from 'hono';
import { z } from 'zod';
import {
  AffiliateBonus,
  contentKey,
  type Casino,
  type LocaleItem,
} from '../../src/domain/entities';
import { mayLinkOperator } from '../../src/domain/rules/licence';
import { wholeNumberText } from '../../src/domain/rules/number-input';
import type { ApiEnv } from '../../src/config/api-env';
import { dependsOn } from '../answers/middleware';
import { keysOf, type Readers } from './readers';
import { NotFound, parseQuery } from './request';

/** GET /bonuses/bonus query: the affiliate code, the bonus, the locale and the table-row flag. */
const AffiliateQuery = z.object({
  code: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'code is letters, digits, underscore or hyphen'),
  /** product §5: the bonus id defaults to 0 (the casino's own offer). */
  id: wholeNumberText(0).default(0),
  locale: z
    .string()
    .regex(/^[a-z]{2}-[A-Z]{2}$/)
    .default('bg-BG'),
  row: z
    .string()
    .optional()
    .transform((v) => v === 'true'),
});

/** An unknown locale is held to the root locale's rule: an active NRA licence. */
const STRICTEST = { licenceRegister: 'nra' } as const;

/**
 * True when every locale the request names (the page's, x-locale, and the link's, ?locale=) may
 * link `casino`: a link's locale cannot lift the page's rule (Gambling Act art. 3(1)).
 */
function linkable(casino: Casino, named: (LocaleItem | undefined)[]): boolean {
  return named.every((l) => mayLinkOperator(casino.licences, l?.compliance ?? STRICTEST));
}

/** The operator link of an affiliate code and bonus; the country the visitor is seen in. */
export function registerAffiliate(app: Hono, env: ApiEnv, { entities, locales }: Readers): void {
  app.get('/bonuses/bonus', async (c) => {
    const q = parseQuery(AffiliateQuery, c);
    const casinos = await entities<Casino>('casino');
    const casino = casinos.find((x) => x.affiliateCode === q.code);
    if (!casino) throw new NotFound(`Unknown affiliate code ${q.code}`);
    const all = await locales();
    const page = c.req.header('x-locale') ?? q.locale;
    dependsOn(c, [
      ...keysOf('casino', casinos),
      ...[page, q.locale].flatMap((code) =>
        all.some((l) => l.locale === code) ? [contentKey.compliance(code)] : [],
      ),
    ]);
    if (
      !linkable(
        casino,
        [page, q.locale].map((code) => all.find((l) => l.locale === code)),
      )
    )
      throw new NotFound(`${q.code} has no current NRA licence: no operator link in ${page}`);
    const bonus = q.id === 0 ? null : casino.bonuses.find((b) => b.id === q.id);
    if (q.id !== 0 && !bonus) throw new NotFound(`Unknown bonus ${q.id} for ${q.code}`);
    const url = new URL(`https://${casino.slug}.example-operator.com/`);
    url.searchParams.set('aff', 'casino-bg');
    url.searchParams.set('bonus', String(q.id));
    url.searchParams.set('locale', q.locale);
    if (q.row) url.searchParams.set('row', '1');
    return c.json(
      AffiliateBonus.parse({
        id: q.id,
        code: casino.affiliateCode,
        casinoName: casino.name,
        casinoSlug: casino.slug,
        headline: bonus?.headline ?? casino.bonusHeadline ?? casino.name,
        url: url.toString(),
        row: q.row,
        locale: q.locale,
      }),
    );
  });
  app.get('/countries/country-code/validate', (c) => {
    const override = c.req.header('x-country-code-test-override');
    const country = override && /^[A-Z]{2}$/.test(override) ? override : env.TEST_COUNTRY;
    return c.json({ data: { cc_alpha2: country } });
  });
}
