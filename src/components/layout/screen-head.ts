/**
 * The title and description of each SPA screen and /go/ outcome (product §2): the prerendered shell
 * serves them all from one document, so the screen that shows names itself once it knows what it is.
 */
import { t } from '../../i18n';
import { SITE_NAME } from './site';

/** The SPA's screens and the outcomes of a /go/ link. */
export type ScreenName =
  | 'login'
  | 'registration'
  | 'forgotten-password'
  | 'go-redirect'
  | 'go-international'
  | 'not-found';

/** Source texts (t() gives the locale's words) of each screen's title and description. */
export const SCREEN_HEADS: Record<ScreenName, { title: string; description: string }> = {
  login: {
    title: 'Вход',
    description: 'Влезте в профила си, за да публикувате, коментирате и следите мисиите си.',
  },
  registration: {
    title: 'Регистрация',
    description: 'Създайте безплатен профил за общността: публикации, коментари, мисии и награди.',
  },
  'forgotten-password': {
    title: 'Забравена парола',
    description: 'Въведете имейла си и ще ви изпратим връзка за нова парола.',
  },
  'go-redirect': {
    title: 'Redirecting…',
    description: 'Пренасочваме ви към сайта на казиното с избрания бонус.',
  },
  'go-international': {
    title: 'Бонус за вашата държава',
    description: 'Този бонус е за играчи от друга държава: вижте какво важи за вас.',
  },
  'not-found': {
    title: 'Not found',
    description: 'The page you are looking for does not exist.',
  },
};

/** The document title of a screen: its own words, then the site's name. */
export function screenTitle(screen: ScreenName): string {
  return `${t(SCREEN_HEADS[screen].title)} | ${t(SITE_NAME)}`;
}

/** Sets the document's title and description to the screen's (the meta is made if missing). */
export function applyScreenHead(screen: ScreenName, doc: Document = document): void {
  doc.title = screenTitle(screen);
  let meta = doc.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = doc.createElement('meta');
    meta.name = 'description';
    doc.head.append(meta);
  }
  meta.content = t(SCREEN_HEADS[screen].description);
}
