/**
 * A locale's help for problem gambling, from its compliance profile (docs/compliance.md): the help
 * lines a phone can call, how to enter the register of excluded persons and tools that block
 * gambling sites. The responsible-gambling page (where the age gate's 'no' leads) shows it whole,
 * the footer in short. A line without a number is not shown (src/domain/rules/help.ts).
 */
import type { HelpResources as Help } from '../../domain/entities';
import { callableLines, type CallableLine } from '../../domain/rules/help';
import { formatDate, t } from '../../i18n';

/** A line's name, linked to its page when it has one. */
function LineName({ line }: { line: CallableLine }) {
  return line.url ? (
    <a href={line.url} rel="noopener" target="_blank">
      {line.name}
    </a>
  ) : (
    <>{line.name}</>
  );
}

/** Where and when the line's number was checked, when someone has. */
function Checked({ line }: { line: CallableLine }) {
  if (!line.source || !line.checkedAt) return null;
  const host = new URL(line.source).hostname.replace(/^www\./, '');
  return (
    <span className="small muted" data-help-checked={line.checkedAt}>
      {t('Проверено на {date} в ', { date: formatDate(line.checkedAt) })}
      <a href={line.source} rel="noopener" target="_blank">
        {host}
      </a>
    </span>
  );
}

/** One help line in full: name, who runs it, its number, its hours, the check. */
function LineInFull({ line }: { line: CallableLine }) {
  return (
    <li data-help-line="">
      <strong>
        <LineName line={line} />
      </strong>
      {line.operator ? ` — ${line.operator}` : null}
      <br />
      {t('Телефон: ')}
      <a className="help__call" href={line.tel}>
        {line.phone}
      </a>
      <br />
      {line.hours
        ? t('Работно време: {hours}', { hours: line.hours })
        : t('Работното време вижте на сайта на линията.')}
      <br />
      <Checked line={line} />
    </li>
  );
}

/** The whole help, for the responsible-gambling page. */
export function HelpResources({ help }: { help: Help }) {
  const { exclusion } = help;
  return (
    <section className="section help" data-help="">
      <h2>{t('Къде да потърсите помощ')}</h2>
      <ul className="help__lines">
        {callableLines(help).map((line) => (
          <LineInFull key={line.tel} line={line} />
        ))}
      </ul>
      <h3>{t('Регистър на лицата, изключени от хазартни игри')}</h3>
      <p>
        <a href={exclusion.url} rel="noopener" target="_blank">
          {exclusion.authority}
        </a>
      </p>
      <ol data-exclusion-steps="">
        {exclusion.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <p className="small muted">
        {t('Най-краткият срок на изключване: {months} месеца.', {
          months: String(exclusion.minMonths),
        })}
      </p>
      <h3>{t('Програми, които блокират хазартни сайтове')}</h3>
      <ul data-blocking-tools="">
        {help.blockingTools.map((tool) => (
          <li key={tool.url}>
            <a href={tool.url} rel="noopener" target="_blank">
              {tool.name}
            </a>
            : {tool.note}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The help in short, for the footer: each line's name and number. */
export function HelpInShort({ help }: { help: Help }) {
  return (
    <ul data-help-short="">
      {callableLines(help).map((line) => (
        <li key={line.tel} data-help-line="">
          <LineName line={line} />
          {': '}
          <a href={line.tel}>{line.phone}</a>
        </li>
      ))}
      <li>
        <a href={help.exclusion.url} rel="noopener" target="_blank">
          {t('Самоизключване: {authority}', { authority: help.exclusion.authority })}
        </a>
      </li>
      {help.blockingTools.map((tool) => (
        <li key={tool.url}>
          <a href={tool.url} rel="noopener" target="_blank">
            {t('Блокиране на хазартни сайтове: {tool}', { tool: tool.name })}
          </a>
        </li>
      ))}
    </ul>
  );
}
