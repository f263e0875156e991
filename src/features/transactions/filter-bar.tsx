import { Selector } from 'antd-mobile';
import { CalendarOutline, DownOutline } from 'antd-mobile-icons';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMonth } from '../../shared/lib/dates';
import type { MonthYearSelection } from '../../shared/lib/month-year';
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
    <div className="txn-filters">
      <button
        type="button"
        className="txn-period"
        aria-haspopup="dialog"
        aria-label={t('period.change', { period: label })}
        onClick={onOpenPicker}
        data-testid="txn-period"
      >
        <CalendarOutline className="txn-period__icon" aria-hidden="true" />
        <span className="txn-period__label">{label}</span>
        <DownOutline className="txn-period__chevron" aria-hidden="true" />
      </button>
      {/* Focusable so the sideways-scrolling row can be scrolled from the keyboard. */}
      <div ref={chips} className="txn-types-scroll" role="group" aria-label={t('filters.label')} tabIndex={0}>
        <Selector<TypeFilter>
          className="txn-types"
          aria-label={t('filters.label')}
          options={TYPE_FILTERS.map((type) => ({ label: t(`filters.${type}`), value: type }))}
          value={[filter.type]}
          onChange={(values) => {
            const type = values[0];
            if (type !== undefined) onType(type);
          }}
        />
      </div>
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
