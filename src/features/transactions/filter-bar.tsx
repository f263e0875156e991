import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMonth } from '../../shared/lib/dates';
import type { MonthYearSelection } from '../../shared/lib/month-year';
import { ChipRow } from '../../shared/ui/chip-row';
import { PeriodButton } from '../../shared/ui/period-filter';
import { TYPE_FILTERS, periodSpan, type ListFilter, type TypeFilter } from './transaction-view';

/** The period in words: the last 12 months, a year, or a month ('September 2026'). */
export function usePeriodLabel() {
  const { t, i18n } = useTranslation('transactions');
  return (period: MonthYearSelection | null) => {
    if (!period) return t('period.recent');
    if (period.month === 'all') return t('period.year', { year: period.year });
    return formatMonth(`${period.year}${String(period.month).padStart(2, '0')}`, i18n.language);
  };
}

interface Props {
  filter: ListFilter;
  /** The bank's business date, YYYYMMDD. */
  today: string;
  onOpenPicker: () => void;
  onType: (type: TypeFilter) => void;
}

/** The filter row of the list (UX.md "Lists"): the period (month-year picker) and the type chips. */
export function FilterBar({ filter, today, onOpenPicker, onType }: Props) {
  const { t, i18n } = useTranslation('transactions');
  const periodLabel = usePeriodLabel();
  const lang = i18n.language;
  const span = periodSpan(filter.period, today);
  const label = periodLabel(filter.period);
  const chips = useRef<HTMLDivElement>(null);
  // The chosen chip in view, even when the row scrolls sideways (a link can open on any type).
  useEffect(() => {
    chips.current
      ?.querySelector('.adm-selector-item-active')
      ?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [filter.type]);
  return (
    <div className="list-filters">
      <PeriodButton
        label={label}
        name={t('period.change', { period: label })}
        onOpen={onOpenPicker}
        testId="txn-period"
      />
      <ChipRow<TypeFilter>
        scrollRef={chips}
        className="txn-types"
        label={t('filters.label')}
        chipsLabel={t('filters.label')}
        options={TYPE_FILTERS.map((type) => ({ label: t(`filters.${type}`), value: type }))}
        value={[filter.type]}
        onChange={(values) => {
          const type = values[0];
          if (type !== undefined) onType(type);
        }}
      />
      <p className="txn-span" data-testid="txn-span">
        {span.beforeHistory
          ? t('period.beforeHistory', { date: formatDate(span.from, lang) })
          : span.partlyBeforeHistory
            ? t('period.partly', { date: formatDate(span.from, lang) })
            : t('period.span', { from: formatDate(span.from, lang), to: formatDate(span.to, lang) })}
      </p>
    </div>
  );
}
