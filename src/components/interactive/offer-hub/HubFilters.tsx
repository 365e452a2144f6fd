/**
 * A hub's filters and sort: payment method, minimum deposit, wagering, bonus type, rating, the
 * order and, on a casino hub of a locale that follows a register, only its licensees. Each change
 * applies at once and goes into the address.
 */
import type { ReactNode } from 'react';
import { BonusType, type HubPayment, type LicenceRegister } from '../../../domain/entities';
import type { HubQuery, HubSort } from '../../../domain/rules/hub-query';
import { t } from '../../../i18n';
import { licenceName } from '../../content/licence-text';

/** Bulgarian names of the bonus kinds. */
const TYPE_LABEL: Record<BonusType, string> = {
  welcome: 'Бонус за добре дошли',
  'no-deposit': 'Без депозит',
  'free-spins': 'Безплатни завъртания',
  reload: 'Презареждащ бонус',
  cashback: 'Кешбек',
  'high-roller': 'За хайролъри',
};

const SORT_LABEL: Record<HubSort, string> = {
  // Short, as a phone shows two selects a row; each order puts the best for the player first.
  rating: 'Оценка',
  value: 'Бонус',
  wagering: 'Залог',
};

/** The steps each numeric filter offers. */
const DEPOSITS_EUR = [5, 10, 20, 50];
const WAGERING = [20, 30, 35, 40];
const RATINGS = [6, 7, 8, 9];

/** The steps, with the address's own value among them when it is another number. */
function steps(values: readonly number[], current: number | null): number[] {
  return current === null || values.includes(current)
    ? [...values]
    : [...values, current].sort((a, b) => a - b);
}

/** A labelled select; '' is "any". */
function Choice(props: {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  return (
    <label>
      <span>{props.label}</span>
      <select
        name={props.name}
        value={props.value}
        onChange={(e) => props.onChange(e.currentTarget.value)}
      >
        {props.children}
      </select>
    </label>
  );
}

/** A numeric filter: "any" or one of its steps, each shown as `format` gives it. */
function StepChoice(props: {
  name: string;
  label: string;
  values: readonly number[];
  current: number | null;
  format: (value: number) => string;
  set: (value: number | null) => void;
}) {
  return (
    <Choice
      name={props.name}
      label={props.label}
      value={props.current === null ? '' : String(props.current)}
      onChange={(v) => props.set(v === '' ? null : Number(v))}
    >
      <option value="">{t('Всички')}</option>
      {steps(props.values, props.current).map((v) => (
        <option key={v} value={v}>
          {props.format(v)}
        </option>
      ))}
    </Choice>
  );
}

/** Props of {@link HubFilters}. */
type HubFiltersProps = {
  query: HubQuery;
  payments: readonly HubPayment[];
  /** The register whose licensees the licence filter keeps; null: no such filter. */
  register: LicenceRegister | null;
  update: (patch: Partial<HubQuery>) => void;
  reset: () => void;
};

const bonusType = (v: string): BonusType | null => {
  const parsed = BonusType.safeParse(v);
  return parsed.success ? parsed.data : null;
};
const sortOf = (v: string): HubSort => (v === 'value' || v === 'wagering' ? v : 'rating');

/** The selects that pick a value from a list: payment method and bonus type. */
function ListChoices({ query, payments, update }: HubFiltersProps) {
  return (
    <>
      <Choice
        name="pay"
        label={t('Метод на плащане')}
        value={query.pay ?? ''}
        onChange={(v) => update({ pay: v || null })}
      >
        <option value="">{t('Всички')}</option>
        {payments.map((p) => (
          <option key={p.slug} value={p.slug}>
            {p.name}
          </option>
        ))}
      </Choice>
      <Choice
        name="type"
        label={t('Вид бонус')}
        value={query.type ?? ''}
        onChange={(v) => update({ type: bonusType(v) })}
      >
        <option value="">{t('Всички')}</option>
        {BonusType.options.map((type) => (
          <option key={type} value={type}>
            {t(TYPE_LABEL[type])}
          </option>
        ))}
      </Choice>
    </>
  );
}

/** Only the casinos with an active licence in the locale's register (docs/compliance.md). */
function LicenceCheck(props: {
  register: LicenceRegister;
  checked: boolean;
  set: (checked: boolean) => void;
}) {
  return (
    <label className="hub__check">
      <input
        type="checkbox"
        name="licence"
        checked={props.checked}
        onChange={(e) => props.set(e.currentTarget.checked)}
      />
      {t('Само казина с {licence}', { licence: licenceName(props.register) })}
    </label>
  );
}

/** The form. */
export function HubFilters(props: HubFiltersProps) {
  const { register, query, update, reset } = props;
  return (
    <form
      className="filters hub__filters"
      aria-label={t('Филтри')}
      onSubmit={(e) => e.preventDefault()}
    >
      <ListChoices {...props} />
      <StepChoice
        name="deposit"
        label={t('Мин. депозит до')}
        values={DEPOSITS_EUR}
        current={query.depositMax}
        format={(v) => `${String(v)} €`}
        set={(depositMax) => update({ depositMax })}
      />
      <StepChoice
        name="wagering"
        label={t('Залог до')}
        values={WAGERING}
        current={query.wageringMax}
        format={(v) => `${String(v)}x`}
        set={(wageringMax) => update({ wageringMax })}
      />
      <StepChoice
        name="rating"
        label={t('Оценка от')}
        values={RATINGS}
        current={query.ratingMin}
        format={(v) => `${String(v)}+`}
        set={(ratingMin) => update({ ratingMin })}
      />
      <Choice
        name="sort"
        label={t('Подреди по')}
        value={query.sort}
        onChange={(v) => update({ sort: sortOf(v) })}
      >
        {(Object.keys(SORT_LABEL) as HubSort[]).map((s) => (
          <option key={s} value={s}>
            {t(SORT_LABEL[s])}
          </option>
        ))}
      </Choice>
      {register === null ? null : (
        <LicenceCheck
          register={register}
          checked={query.licensed}
          set={(licensed) => update({ licensed })}
        />
      )}
      <button type="button" className="button button--ghost" onClick={reset}>
        {t('Изчисти филтрите')}
      </button>
    </form>
  );
}
