/**
 * The Bulgarian strings of what the site keeps on the device (src/domain/entities/stored-items.ts)
 * as the privacy policy lists it, and of the invitation link.
 */
export const STORED_STRINGS_BG = {
  'Your cookie choice and when you made it, so we ask once and can show what you agreed to.':
    'Изборът ви за бисквитки и кога сте го направили, за да питаме веднъж и да можем да покажем с какво сте се съгласили.',
  'Your answer to "Are you 18 or older?" and its date, so gambling content is not shown to minors and you are not asked on every page.':
    'Отговорът ви на „Навършили ли сте 18 години?“ и датата му, за да не показваме хазартно съдържание на непълнолетни и да не питаме на всяка страница.',
  'The invitation link a friend sent you, until you sign up, so that friend is credited.':
    'Линкът за покана, изпратен ви от приятел, до регистрацията ви, за да бъде отчетен приятелят.',
  'A random id of this browser, sent with page views and clicks, and with clicks on offers when marketing is allowed too.':
    'Случаен идентификатор на този браузър, изпращан с прегледите и кликванията, а с кликванията върху оферти — само ако е разрешен и маркетингът.',
  'The last pages read in this tab, sent with the statistics.':
    'Последните страници, прочетени в този раздел, изпращани със статистиката.',
  'That your last visit ended signed in, so your account loads at once.':
    'Че последното ви посещение е завършило с вход в профила, за да се зареди профилът веднага.',
  'Your sign-in with the identity service (Firebase Authentication), so you stay signed in.':
    'Входът ви чрез услугата за удостоверяване (Firebase Authentication), за да останете в профила си.',
  'Written only when you open "Invite a friend" without an account: the secret behind your invitation link, so only this browser can claim its invitations once you sign up.':
    'Записва се само когато отворите „Покани приятел“ без профил: тайният ключ зад линка ви за покана, за да може само този браузър да получи поканите си, след като влезете.',
  "That an account claimed this browser's invitations, so the claim is sent once.":
    'Че профил вече е получил поканите на този браузър, за да не се изпраща заявката повторно.',
  'Written only when you first mark a review as helpful: a random id sent with your votes, so each review counts your vote once.':
    'Записва се само при първото ви „Полезно“ за отзив: случаен идентификатор, изпращан с гласовете ви, за да се брои гласът ви веднъж за всеки отзив.',
  'When the offer of the day was last shown, so it shows at most once a day.':
    'Кога за последно е показана офертата на деня, за да се показва най-много веднъж дневно.',
  'Addresses of pages you read before offline reading was ready, handed to it once it is.':
    'Адресите на страниците, прочетени, преди четенето без мрежа да е готово, предадени му, щом стане готово.',
  'Copies of the pages, data and images you read, so they open without a network.':
    'Копия на прочетените страници, данни и изображения, за да се отварят и без мрежа.',
  'The page shown when there is no network, and the files it needs.':
    'Страницата, която се показва без мрежа, и файловете, нужни за нея.',
  "A slot's demo is the provider's page in a frame, which may store its own cookies; it loads only with this consent.":
    'Демото на слот е страница на доставчика в рамка, която може да пази свои бисквитки; зарежда се само с това съгласие.',
  "The identity service's record of the days it ran (dates and its version, no id of you), which it sends to its provider with a sign-in.":
    'Записът на услугата за удостоверяване за дните, в които е работила (дати и версията ѝ, без идентификатор за вас), който тя изпраща на доставчика си при вход.',
  Cookie: 'Бисквитка',
  'Local storage': 'Локално хранилище',
  'Session storage': 'Хранилище на сесията',
  'Cache storage': 'Кеш хранилище',
  IndexedDB: 'База IndexedDB в браузъра',
  "Third party's frame": 'Рамка на трета страна',
  'Consent, GDPR art. 6(1)(a)': 'Съгласие, чл. 6, ал. 1, б. „а“ ОРЗД',
  'The terms of use, GDPR art. 6(1)(b)': 'Общите условия, чл. 6, ал. 1, б. „б“ ОРЗД',
  'Legal obligation, GDPR art. 6(1)(c)': 'Законово задължение, чл. 6, ал. 1, б. „в“ ОРЗД',
  'Legitimate interest, GDPR art. 6(1)(f)': 'Законен интерес, чл. 6, ал. 1, б. „е“ ОРЗД',
  'Until the tab is closed': 'До затваряне на раздела',
  'Until you sign out': 'До изход от профила',
  'Until you withdraw your consent': 'До оттегляне на съгласието',
  "Until you clear the browser's data": 'До изчистване на данните на браузъра',
  'Until it is replaced by a newer one': 'До замяна с по-нов',
  'As the provider sets it': 'Според доставчика',
  '{count} day': '{count} ден',
  '{count} days': '{count} дни',
  Where: 'Къде',
  Purpose: 'Цел',
  'Legal basis': 'Правно основание',
  'How long': 'Срок',
  Table: 'Таблица',
  'The invitation link could not be made here. Try again later.':
    'Линкът за покана не можа да бъде създаден тук. Опитайте отново по-късно.',
} as const;
