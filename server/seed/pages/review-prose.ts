/**
 * The prose of a casino's review and bonus page, written from the casino's own record so each
 * section says what its heading promises: the overview its games, support, payments and rating,
 * the bonus section its welcome offer's terms. No licence is named here: what a page says of a
 * licence comes from the licence records (docs/compliance.md). No amount or percentage either:
 * the offer's figures live in its promotional block, which a strict locale strips.
 */
import type { BonusSummary, Casino, SoftwareProvider } from '../../../src/domain/entities';
import { formatRating } from '../../../src/domain/rules/rating';
import { counted, listBg } from '../common';

/** Each rating criterion as the review's text names it. */
const CRITERION: Record<Casino['ratingItems'][number]['key'], string> = {
  bonuses: 'бонусите',
  games: 'изборът на игри',
  payments: 'плащанията',
  support: 'обслужването',
  mobile: 'мобилната версия',
  safety: 'сигурността',
};

const LANGUAGE: Record<string, string> = { bg: 'български', en: 'английски' };

/** The sum the wagering multiplier applies to. */
const WAGERING_BASE: Record<BonusSummary['terms']['wageringBase'], string> = {
  bonus: 'сумата на бонуса',
  'deposit-bonus': 'сумата на депозита и бонуса',
  'free-spin-winnings': 'печалбите от безплатните завъртания',
};

/** Each kind of offer as a list names it. */
const OFFER_KIND: Record<BonusSummary['type'], string> = {
  welcome: 'приветствен бонус',
  'no-deposit': 'бонус без депозит',
  'free-spins': 'безплатни завъртания',
  reload: 'бонус за презареждане',
  cashback: 'кешбек',
  'high-roller': 'бонус за високи залози',
};

/** Who runs it, since when, and its games. */
function gamesParagraph(c: Casino, providers: readonly SoftwareProvider[]): string {
  const studios = providers.filter((p) => c.softwareProviders.includes(p.slug)).map((p) => p.name);
  return (
    `<p>${c.name} работи от ${String(c.established)} г. и се управлява от ${c.operator}. ` +
    `Каталогът му има ${counted(c.gameCount, 'игра', 'игри')} от ${counted(studios.length, 'доставчик', 'доставчика')}, ` +
    `сред които ${listBg(studios.slice(0, 3))}.</p>`
  );
}

/** Support, then how money comes in and goes out. */
function paymentsParagraph(c: Casino): string {
  const languages = listBg(c.supportLanguages.map((l) => LANGUAGE[l] ?? l));
  const support = c.liveChat
    ? `Обслужването е на ${languages}, с чат на живо.`
    : `Обслужването е на ${languages}; чат на живо няма, пише се по имейл.`;
  const out = c.paymentMethods.filter((m) => m.withdrawals);
  const fastest = [...out].sort((a, b) => a.withdrawalHours[1] - b.withdrawalHours[1])[0];
  const speed = fastest
    ? ` Най-бързо се тегли с ${fastest.name}: до ${counted(fastest.withdrawalHours[1], 'час', 'часа')}.`
    : ' Нито един от методите не позволява теглене.';
  const methods = c.paymentMethods.map((m) => m.name);
  return `<p>${support} Приема ${counted(methods.length, 'метод', 'метода')} на плащане: ${listBg(methods)}.${speed}</p>`;
}

/** The rating: the mean of six criteria, its best and its weakest. */
function ratingParagraph(c: Casino): string {
  const byScore = [...c.ratingItems].sort((a, b) => b.rating - a.rating);
  const best = byScore[0];
  const worst = byScore.at(-1);
  const ends =
    best && worst
      ? ` Най-силната му страна са ${CRITERION[best.key]} (${formatRating(best.rating)}), най-слабата — ${CRITERION[worst.key]} (${formatRating(worst.rating)}).`
      : '';
  return `<p>Оценката ни е ${formatRating(c.rating)} от 10: средното от шестте критерия в „Оценка по критерии“.${ends}</p>`;
}

/** The welcome offer's wagering, time and the games that do not count. */
function termsParagraph(c: Casino, welcome: BonusSummary): string {
  const { terms } = welcome;
  const excluded = terms.excludedGames.length
    ? ` За залагането не се броят ${listBg(terms.excludedGames.map((g) => g.toLowerCase()))}.`
    : ' За залагането се броят всички игри.';
  const cashout = terms.maxCashout
    ? ' Изтеглянето на печалбата от бонуса има таван, посочен в условията.'
    : ' Печалбата от бонуса няма таван за изтегляне.';
  return (
    `<p>Приветственият бонус на ${c.name} се залага ${String(terms.wageringMultiplier)} пъти върху ${WAGERING_BASE[terms.wageringBase]} ` +
    `в срок от ${counted(terms.expiryDays, 'ден', 'дни')}.${excluded}${cashout}</p>`
  );
}

/** How the offer is taken, and what else the casino offers. */
function offersParagraph(c: Casino, welcome: BonusSummary): string {
  const code = welcome.code
    ? `Бонусът се активира с код ${welcome.code} при първия депозит.`
    : 'Бонусът не изисква код: добавя се с първия депозит.';
  const others = c.bonuses.filter((b) => b.id !== welcome.id).map((b) => OFFER_KIND[b.type]);
  const rest = others.length
    ? ` Освен него казиното предлага ${listBg([...new Set(others)])}.`
    : ' Други бонуси в момента няма.';
  return `<p>${code}${rest}</p>`;
}

/** The review's body: an overview of the casino, then its bonus terms. */
export function reviewBodyHtml(c: Casino, providers: readonly SoftwareProvider[]): string {
  const welcome = c.bonuses[0];
  const bonus = welcome
    ? `<h2>Бонуси и условия</h2>${termsParagraph(c, welcome)}${offersParagraph(c, welcome)}`
    : '';
  return `<h2>Общ преглед на ${c.name}</h2>${gamesParagraph(c, providers)}${paymentsParagraph(c)}${ratingParagraph(c)}${bonus}`;
}

/** The bonus page's steps to take the welcome offer, from its terms. */
export function bonusStepsHtml(c: Casino): string {
  const welcome = c.bonuses[0];
  if (!welcome) return `<p>${c.name} няма бонус в момента.</p>`;
  const { terms } = welcome;
  const code = welcome.code
    ? `Въведете бонус кода ${welcome.code} при депозита.`
    : 'Код не е нужен: бонусът се добавя сам.';
  const steps = [
    `Регистрирайте се в ${c.name} и потвърдете самоличността си: без проверка тегленето не е възможно.`,
    'Направете първия си депозит с метод, с който може и да теглите; най-малката сума е в условията на бонуса.',
    code,
    `Заложете ${String(terms.wageringMultiplier)} пъти ${WAGERING_BASE[terms.wageringBase]} в срок от ${counted(terms.expiryDays, 'ден', 'дни')}, без да надвишавате максималния залог.`,
  ];
  return (
    `<ol>${steps.map((s) => `<li>${s}</li>`).join('')}</ol>` +
    '<p>Ако не изпълните условията в срока, бонусът и печалбите от него се губят. Условията определя операторът: проверете ги на неговия сайт, преди да приемете бонуса.</p>'
  );
}
