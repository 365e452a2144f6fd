/**
 * The Bulgarian strings of the age gate and the consent dialog (product §4), apart from the rest:
 * a first visit shows these before anything else, and carries this dictionary, not all of them.
 */
export const GATE_STRINGS_BG = {
  Cookies: 'Бисквитки',
  'We use cookies the site needs to work and, only with your consent, cookies for statistics and marketing. You can change your choice at any time under "Cookie settings" at the bottom of every page.':
    'Използваме бисквитки, без които сайтът не работи, и — само с ваше съгласие — бисквитки за статистика и маркетинг. Можете да промените избора си по всяко време от „Настройки на бисквитките“ в долната част на всяка страница.',
  'Reject all': 'Отхвърли всички',
  'Accept all': 'Приеми всички',
  'Save my choice': 'Запази избора',
  'Cookie categories': 'Категории бисквитки',
  Necessary: 'Необходими',
  'Needed for the site to work.': 'Без тях сайтът не работи.',
  Analytics: 'Статистика',
  'Page views and clicks, so we know what readers use.':
    'Прегледи и кликвания, за да знаем какво четат читателите.',
  Marketing: 'Маркетинг',
  'Offer attribution; third-party game demos.':
    'Проследяване на офертите; демо игри на трети страни.',
  'Are you 18 or older?': 'Навършили ли сте 18 години?',
  'Gambling is for adults only. The offers on this site are for people aged 18 and over.':
    'Хазартът е само за пълнолетни. Офертите в този сайт са за хора на 18 и повече години.',
  'Yes, I am 18 or older': 'Да, на 18 или повече години съм',
  No: 'Не',
  Settings: 'Настройки',
  // Also the React modals' close control: one dictionary holds it.
  Close: 'Затвори',
} as const;
