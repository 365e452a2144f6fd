/**
 * The seed's compliance profiles (docs/compliance.md). Facts the seed is not sure of are left for
 * the owner to fill: a help line's phone is null until confirmed
 * (docs/compliance.md#what-every-page-shows: never invent an official number).
 */
import type { BlockingTool, ComplianceProfile } from '../../src/domain/entities';

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
    helpLine: {
      name: 'Национална линия за помощ при хазартна зависимост',
      // OWNER TO FILL: the national help line's number, once confirmed from an official source.
      phone: null,
      url: null,
    },
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
    helpLine: {
      name: 'Телефон за консултации при хазартна зависимост в Германия',
      // OWNER TO FILL: the German help line's number, once confirmed from an official source.
      phone: null,
      url: 'https://www.check-dein-spiel.de/',
    },
    exclusion: {
      authority: 'OASIS, германската система за самоизключване на играчи',
      url: 'https://www.gluecksspiel-behoerde.de/',
      steps: [
        'Поискайте самоизключване (Selbstsperre) при лицензиран в Германия оператор или при органа, който води OASIS.',
        'Самоизключването важи за всички лицензирани в Германия оператори за срок не по-кратък от три месеца.',
      ],
      minMonths: 3,
    },
    blockingTools: BLOCKING_TOOLS,
  },
};
