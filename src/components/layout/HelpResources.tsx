/**
 * A locale's help for problem gambling, from its compliance profile (docs/compliance.md): the
 * national help line, how to enter the register of excluded persons and tools that block
 * gambling sites. The responsible-gambling page (where the age gate's 'no' leads) shows it whole,
 * the footer in short.
 */
import type { HelpResources as Help } from '../../domain/entities';
import { t } from '../../i18n';

/** The help line: its name, its number when the owner has confirmed one, its page. */
function HelpLine({ help }: { help: Help }) {
  const line = help.helpLine;
  return (
    <span data-help-line="">
      {line.url ? (
        <a href={line.url} rel="noopener" target="_blank">
          {line.name}
        </a>
      ) : (
        line.name
      )}
      {line.phone ? (
        <>
          {': '}
          <a href={`tel:${line.phone.replaceAll(' ', '')}`}>{line.phone}</a>
        </>
      ) : null}
    </span>
  );
}

/** The whole help, for the responsible-gambling page. */
export function HelpResources({ help }: { help: Help }) {
  const { exclusion } = help;
  return (
    <section className="section help" data-help="">
      <h2>{t('Къде да потърсите помощ')}</h2>
      <p>
        <HelpLine help={help} />
      </p>
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

/** The help in short, for the footer. */
export function HelpInShort({ help }: { help: Help }) {
  return (
    <ul data-help-short="">
      <li>
        <HelpLine help={help} />
      </li>
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
