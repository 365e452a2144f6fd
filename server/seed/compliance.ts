/**
 * The seed's compliance profiles (docs/compliance.md). The help lines are real services, each
 * with the page its number was read from and the day someone checked it there; a fact the seed
 * could not confirm at a source (a line's hours) is null for the owner to fill, never invented
 * (docs/compliance.md#what-every-page-shows).
 */
import type { BlockingTool, ComplianceProfile, HelpService } from '../../src/domain/entities';

/** The day the help lines were checked at their sources. */
const HELP_CHECKED_AT = '2026-11-28T00:00:00.000Z';

/** Bulgaria's line for drugs, alcohol and gambling (its number as drugsinfo-bg.org prints it). */
const NILNAH: HelpService = {
  name: 'Национална информационна линия за наркотиците, алкохола и хазарта (НИЛНАХ)',
  operator: 'Сдружение „Фракарита България“',
  phone: '0888 99 18 66',
  url: 'https://www.drugsinfo-bg.org/',
  hours: null,
  source: 'https://www.drugsinfo-bg.org/',
  checkedAt: HELP_CHECKED_AT,
};

/** Germany's free national gambling-addiction line (the GGL's release on its funding names it). */
const BIOEG_LINE: HelpService = {
  name: 'Безплатна линия за консултации при хазартна зависимост в Германия',
  operator: 'Bundesinstitut für Öffentliche Gesundheit (BIÖG, преди BZgA)',
  phone: '0800 1 37 27 00',
  url: 'https://www.check-dein-spiel.de/',
  hours: null,
  source:
    'https://gluecksspiel-behoerde.de/de/news/324-ggl-begruesst-weiter-finanzierung-der-bzga-gluecksspielsucht-hotline-durch-gluecksspielindustrie',
  checkedAt: HELP_CHECKED_AT,
};

/** Tools that block gambling sites on a player's own devices, wherever the player lives. */
const BLOCKING_TOOLS: BlockingTool[] = [
  {
    name: 'Gamban',
    url: 'https://gamban.com/',
    note: 'Блокира хазартни сайтове и приложения на телефона и компютъра.',
  },
  {
    name: 'BetBlocker',
    url: 'https://betblocker.org/',
    note: 'Безплатно блокира хазартни сайтове за срок, който сами избирате.',
  },
];

/** bg-BG: the Bulgarian Gambling Act; only NRA licensees are linked and ranked. */
export const BG_COMPLIANCE: ComplianceProfile = {
  law: 'Закон за хазарта (ДВ, бр. 26 от 2012 г.), чл. 3, ал. 1 и чл. 10г; изменение в ДВ, бр. 42 от 2024 г.',
  licenceRegister: 'nra',
  verifiedWarnDays: 90,
  // The owner's lawyers decide whether the 2024 amendment reaches an affiliate guide.
  strictAdvertising: false,
  adLabel: false,
  offerSignup: true,
  help: {
    services: [NILNAH],
    exclusion: {
      authority: 'Национална агенция за приходите (НАП)',
      url: 'https://nra.bg/',
      steps: [
        'Подайте искане за вписване в регистъра на лицата, които не могат да участват в хазартни игри (чл. 10г от Закона за хазарта).',
        'Искането се подава в офис на НАП или по електронен път с квалифициран електронен подпис.',
        'Вписването е по ваше искане и е за срок не по-кратък от две години.',
      ],
      minMonths: 24,
    },
    blockingTools: BLOCKING_TOOLS,
  },
};

/**
 * bg-DE: Bulgarian speakers in Germany play under the German State Treaty on Gambling: only
 * operators on the GGL's whitelist are linked and ranked (§4(1), §5(7), §9(8)), promotional
 * blocks say they are advertising (§5(2)) and no e-mail sign-up for offers is asked (§5(5)).
 */
export const DE_COMPLIANCE: ComplianceProfile = {
  law: 'Glücksspielstaatsvertrag 2021 (GlüStV 2021), Германия',
  licenceRegister: 'ggl',
  verifiedWarnDays: 90,
  strictAdvertising: false,
  adLabel: true,
  offerSignup: false,
  help: {
    services: [BIOEG_LINE],
    exclusion: {
      authority: 'OASIS, системата за самоизключване на Regierungspräsidium Darmstadt',
      url: 'https://rp-darmstadt.hessen.de/',
      steps: [
        'Поискайте самоизключване (Selbstsperre) с онлайн формуляра на Regierungspräsidium Darmstadt: с BundID и онлайн функцията на личната карта или разпечатан, подписан и изпратен по пощата.',
        'Самоизключване можете да поискате и при лицензиран в Германия оператор.',
        'Самоизключването важи за всички лицензирани в Германия оператори, онлайн и на място; обичайно е за поне 12 месеца, а по ваше искане може да е за не по-малко от три месеца.',
      ],
      minMonths: 3,
    },
    blockingTools: BLOCKING_TOOLS,
  },
};
