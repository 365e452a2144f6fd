/**
 * The prose of the catalogue's pages, written from each record so a section says what its
 * heading promises: a slot's "Как се играе" its reels, lines, bets, features and odds; a payment
 * method's "Депозит с …" its speed, fees and what the casinos that take it allow.
 */
import type { Casino, PaymentProvider, Slot } from '../../../src/domain/entities';
import { formatEur } from '../../../src/domain/rules/money';
import { counted, listBg } from '../common';

/** What each feature of the word list does, in one sentence. */
const FEATURE_NOTE: Record<string, string> = {
  'Безплатни завъртания':
    'Безплатните завъртания се отключват със специални символи и не вземат нищо от баланса ви.',
  Множител: 'Множителят умножава печалбата от завъртането.',
  'Уайлд символи': 'Уайлд символите заместват другите символи, за да завършат печеливша линия.',
  'Скатър символи': 'Скатър символите плащат, където и да паднат на барабаните.',
  'Бонус игра': 'Бонус играта е отделен кръг с награди, в който влизате с определена комбинация.',
  Джакпот: 'Джакпотът е най-голямата награда на играта и пада рядко.',
  'Риск игра':
    'След печалба риск играта ви предлага да я удвоите или да я загубите: по-разумно е да я пропускате.',
  'Каскадни печалби':
    'При каскадните печалби печелившите символи изчезват и на тяхно място падат нови, така че едно завъртане може да плати няколко пъти.',
};

/** What each volatility class means for a player's balance. */
const VOLATILITY_NOTE: Record<Slot['volatility'], string> = {
  low: 'ниска: печалбите идват често, но са малки',
  medium: 'средна: малките и по-големите печалби се редуват',
  high: 'висока: печалбите са по-редки, но по-големи',
  'very-high': 'много висока: дълги серии без печалба и рядка, но голяма награда',
};

/** A winning way every paylines count of the seed can have; 243 are ways, not lines. */
const ALL_WAYS = 243;

/** The grid, how a win is made and what a spin costs. */
function gridParagraph(s: Slot): string {
  const [reels = 5, rows = 3] = s.reels.split('x').map(Number);
  const wins =
    s.paylines === ALL_WAYS
      ? `Печели се по ${String(ALL_WAYS)} начина: еднакви символи на съседни барабани отляво надясно, където и да са на тях.`
      : `Печалбите се броят по ${counted(s.paylines, 'линия', 'линии')}: три или повече еднакви символа по линия, отляво надясно.`;
  return (
    `<p>${s.name} е слот на ${s.providerName} с ${counted(reels, 'барабан', 'барабана')} и ${counted(rows, 'ред', 'реда')}. ${wins} ` +
    `Залогът на завъртане е от ${formatEur(s.minBet.amount)} до ${formatEur(s.maxBet.amount)}: задайте го, преди да завъртите.</p>`
  );
}

/** The slot's features and what each does. */
function featuresParagraph(s: Slot): string {
  const notes = s.features.map((f) => FEATURE_NOTE[f]).filter(Boolean);
  return `<p>Функциите на играта са ${listBg(s.features.map((f) => f.toLowerCase()))}. ${notes.join(' ')}</p>`;
}

/** RTP, volatility and the biggest win, and the demo where there is one. */
function oddsParagraph(s: Slot): string {
  const demo = s.demoUrl ? ' Опитайте демо версията, преди да играете с пари.' : '';
  return (
    `<p>RTP на ${s.name} е ${s.rtp.toLocaleString('bg-BG')}%: толкова от заложеното връща слотът в дълъг период, не във всяка игра. ` +
    `Волатилността е ${VOLATILITY_NOTE[s.volatility]}. Най-голямата печалба е ${s.maxWinMultiplier.toLocaleString('bg-BG')} пъти залога.${demo}</p>`
  );
}

/** The section: how the slot is played. */
export function slotHowToHtml(s: Slot): string {
  return `<h2>Как се играе ${s.name}</h2>${gridParagraph(s)}${featuresParagraph(s)}${oddsParagraph(s)}`;
}

/** Each kind of payment method, as a sentence names it. */
const PAYMENT_KIND: Record<PaymentProvider['kind'], string> = {
  card: 'карта за плащане',
  'e-wallet': 'електронен портфейл',
  bank: 'банково плащане',
  prepaid: 'предплатен ваучер',
  crypto: 'криптовалута',
  mobile: 'плащане с телефона',
};

/** A method's fee as a sentence goes on: 'без такса', 'с такса до 2,5%'. */
const feeOf = (p: PaymentProvider): string =>
  /^без/i.test(p.fees) ? p.fees.toLowerCase() : `с такса ${p.fees.toLowerCase()}`;

/** The section on paying in with `p`, from `casinos`, the ones that take it. */
export function paymentBodyHtml(p: PaymentProvider, casinos: readonly Casino[]): string {
  const methods = casinos.flatMap((c) => c.paymentMethods.filter((m) => m.providerSlug === p.slug));
  const out = methods.filter((m) => m.withdrawals).map((m) => m.withdrawalHours[1]);
  const when = /^\d/.test(p.depositTime) ? `за ${p.depositTime}` : p.depositTime.toLowerCase();
  const least = Math.min(...methods.map((m) => m.minDeposit.amount));
  const deposit = methods.length
    ? ` Най-малкият депозит с ${p.name} в тези казина е ${formatEur(least)}.`
    : '';
  const withdraw = out.length
    ? `С ${p.name} може и да теглите: най-бързо за ${counted(Math.min(...out), 'час', 'часа')}.`
    : `С ${p.name} не може да теглите: печалбите се изплащат с друг метод, затова подгответе банкова сметка или портфейл.`;
  return (
    `<h2>Депозит с ${p.name}</h2>` +
    `<p>${p.name} е ${PAYMENT_KIND[p.kind]}. Депозитът се отразява ${when}, ${feeOf(p)}.${deposit}</p>` +
    `<p>${p.name} се приема в ${counted(casinos.length, 'казино', 'казина')} от ръководството; най-добрите са в списъка по-долу. ${withdraw}</p>`
  );
}
