/**
 * The casino games listing's state in the URL: provider, volatility, RTP range and
 * page. Garbage falls back to the defaults field by field, so a mangled shared link still
 * shows a listing. Page size is the product §9 default.
 */
import { DEFAULT_PAGE_SIZE } from '../../config/constants';
import { Volatility } from '../../domain/entities/slot';
import { decimalText, PageNumberText } from '../../domain/rules/number-input';

/** The listing's filters. */
export type GamesQuery = {
  provider: string | null;
  volatility: Volatility | null;
  rtpMin: number | null;
  rtpMax: number | null;
  page: number;
};

/** No filter, first page. */
export const GAMES_DEFAULT: GamesQuery = {
  provider: null,
  volatility: null,
  rtpMin: null,
  rtpMax: null,
  page: 1,
};

/** An RTP percentage as GET /slots/filter reads it: plain decimal text ('0x10' is not 16). */
const Rtp = decimalText(0, 100);

const rtp = (value: string | null): number | null => Rtp.safeParse(value).data ?? null;

/** Parses a location.search. */
export function parseGamesQuery(search: string): GamesQuery {
  const q = new URLSearchParams(search);
  const provider = q.get('provider');
  const volatility = Volatility.safeParse(q.get('volatility'));

  let rtpMin = rtp(q.get('rtpMin'));
  let rtpMax = rtp(q.get('rtpMax'));
  // A reversed range is a typo, not a wish for no results.
  if (rtpMin !== null && rtpMax !== null && rtpMin > rtpMax) [rtpMin, rtpMax] = [rtpMax, rtpMin];
  return {
    provider: provider && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(provider) ? provider : null,
    volatility: volatility.success ? volatility.data : null,
    rtpMin,
    rtpMax,
    page: PageNumberText.safeParse(q.get('page')).data ?? 1,
  };
}

/** Query text of the state (defaults left out), for the URL and for GET /slots/filter. */
export function gamesQueryString(q: GamesQuery, withPageSize: boolean): string {
  const p = new URLSearchParams();
  if (q.provider) p.set('provider', q.provider);
  if (q.volatility) p.set('volatility', q.volatility);
  if (q.rtpMin !== null) p.set('rtpMin', String(q.rtpMin));
  if (q.rtpMax !== null) p.set('rtpMax', String(q.rtpMax));
  if (q.page !== 1 || withPageSize) p.set('page', String(q.page));
  if (withPageSize) p.set('pageSize', String(DEFAULT_PAGE_SIZE));
  return p.toString();
}
