/** Word lists for the seed: fictional brands, Bulgarian prose. */

export const CASINO_FIRST = [
  'Balkan',
  'Rila',
  'Pirin',
  'Vitosha',
  'Danube',
  'Varna',
  'Sofia',
  'Thracia',
  'Struma',
  'Iskar',
  'Rhodope',
  'Nessebar',
  'Sozopol',
  'Tundzha',
  'Maritsa',
  'Osogovo',
  'Strandzha',
  'Kamchia',
  'Yantra',
  'Emine',
] as const;
export const CASINO_SECOND = [
  'Bet',
  'Casino',
  'Spins',
  'Play',
  'Win',
  'Royal',
  'Slots',
  'Luck',
] as const;

export const SLOT_FIRST = [
  'Golden',
  'Wild',
  'Mystic',
  'Lucky',
  'Royal',
  'Burning',
  'Frozen',
  'Ancient',
  'Thracian',
  'Dragon',
  'Shining',
  'Silver',
] as const;
export const SLOT_SECOND = [
  'Fruits',
  'Treasure',
  'Hot 40',
  'Pharaoh',
  'Sevens',
  'Horseman',
  'Temple',
  'Fortune',
  'Bells',
  'Orpheus',
  'Gold Rush',
  'Stars',
] as const;

export const SOFTWARE_PROVIDERS = [
  ['Balkan Gaming', 'България'],
  ['Rhodope Studios', 'България'],
  ['Orpheus Games', 'Гърция'],
  ['Black Sea Interactive', 'Румъния'],
  ['Vitosha Labs', 'България'],
  ['Thracian Reels', 'България'],
  ['Danube Digital', 'Австрия'],
  ['Pirin Play Tech', 'България'],
  ['Sofia Slots Studio', 'България'],
  ['Iskar Entertainment', 'Малта'],
  ['Rila Interactive', 'Кипър'],
  ['Strandzha Games', 'Швеция'],
] as const;

export const PAYMENT_PROVIDERS = [
  ['Visa', 'card'],
  ['Mastercard', 'card'],
  ['Skrill', 'e-wallet'],
  ['Neteller', 'e-wallet'],
  ['Paysafecard', 'prepaid'],
  ['ePay.bg', 'e-wallet'],
  ['EasyPay', 'prepaid'],
  ['Банков превод', 'bank'],
  ['Apple Pay', 'mobile'],
  ['Google Pay', 'mobile'],
  ['Revolut', 'bank'],
  ['PayPal', 'e-wallet'],
  ['MuchBetter', 'mobile'],
  ['Bitcoin', 'crypto'],
  ['iBank', 'bank'],
] as const;

export const AUTHORS = [
  ['Мария Петрова', 'Главен редактор', 'казино ревюта'],
  ['Георги Иванов', 'Анализатор на бонуси', 'бонус условия'],
  ['Елена Димитрова', 'Експерт по слотове', 'слот игри'],
  ['Николай Стоянов', 'Експерт по плащания', 'методи на плащане'],
  ['Десислава Колева', 'Отговорна игра', 'отговорен хазарт'],
  ['Иван Тодоров', 'Редактор', 'регулация и лицензи'],
] as const;

export const ARTICLE_TOPICS = [
  'Как да изберем онлайн казино',
  'Какво е RTP и защо е важно',
  'Изисквания за залагане без тайни',
  'Безплатни завъртания: как работят',
  'Волатилност на слотовете',
  'Бързи тегления: кои методи печелят',
  'Лицензите на НАП: какво означават',
  'Отговорна игра: лимити и самоизключване',
  'Бонус без депозит: струва ли си',
  'Мобилни казина: на какво да обърнем внимание',
  'Кешбек бонуси: реалната стойност',
  'Джакпот слотове: шансове и митове',
  'Как да четем общите условия',
  'Карти или електронни портфейли',
  'Игри на живо: пълно ръководство',
  'Стратегии за управление на банкрола',
  'Нови слотове този месец',
  'Турнири в казината',
  'Програми за лоялност',
  'Сигурност на личните данни',
] as const;

/** Pros that describe, never claim: a licence line comes from the records (docs/compliance.md). */
export const PROS = [
  'Ясни условия на бонусите',
  'Бързи тегления до 24 часа',
  'Голям избор от слотове',
  'Поддръжка на български',
  'Чат на живо 24/7',
  'Ниски изисквания за залагане',
  'Отлично мобилно приложение',
  'Редовни промоции',
  'Минимален депозит от 5 €',
  'Игри на живо с български крупиета',
] as const;
export const CONS = [
  'Високи изисквания за залагане',
  'Ограничен избор от методи за теглене',
  'Няма телефонна поддръжка',
  'Такса при някои тегления',
  'Бавна верификация',
  'Малко игри на живо',
  'Ограничени турнири',
] as const;

export const FEATURES = [
  'Безплатни завъртания',
  'Множител',
  'Уайлд символи',
  'Скатър символи',
  'Бонус игра',
  'Джакпот',
  'Риск игра',
  'Каскадни печалби',
] as const;

export const SLOT_TAGS = [
  'плодове',
  'египет',
  'митология',
  'класически',
  'приключения',
  'джакпот',
  'коледа',
] as const;
export const BONUS_TAGS = [
  'без депозит',
  'завъртания',
  'приветствен',
  'кешбек',
  'високи залози',
  'презареждане',
] as const;
