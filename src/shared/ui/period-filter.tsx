import { CalendarOutline, DownOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import type { MonthYearSelection, YearMonth } from '../lib/month-year';
import { MonthYearPicker } from './month-year-picker';
import './lists.css';

/** The button that shows a history's period and opens the month-year picker. */
export function PeriodButton({
  label,
  name,
  onOpen,
  testId,
}: {
  /** The period in words ('September 2026'). */
  label: string;
  /** The button's accessible name ('Ubah periode, September 2026'). */
  name: string;
  onOpen: () => void;
  testId: string;
}) {
  return (
    <button
      type="button"
      className="period-button"
      aria-haspopup="dialog"
      aria-label={name}
      onClick={onOpen}
      data-testid={testId}
    >
      <CalendarOutline className="period-button__icon" aria-hidden="true" />
      <span className="period-button__label">{label}</span>
      <DownOutline className="period-button__chevron" aria-hidden="true" />
    </button>
  );
}

/**
 * The month-year picker of a history, worded from the screen's namespace (monthYear.*): confirm sets the
 * period, reset (when a period is set) goes back to the default one.
 */
export function PeriodPicker({
  ns,
  visible,
  now,
  value,
  onChange,
  onClose,
}: {
  ns: 'points' | 'transactions';
  visible: boolean;
  now: YearMonth;
  value: MonthYearSelection | null;
  onChange: (period: MonthYearSelection | null) => void;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation(ns);
  return (
    <MonthYearPicker
      visible={visible}
      now={now}
      value={value}
      lang={i18n.language}
      labels={{
        title: t('monthYear.title'),
        year: t('monthYear.year'),
        month: t('monthYear.month'),
        all: t('monthYear.all'),
        confirm: t('monthYear.confirm'),
      }}
      onConfirm={(period) => onChange(period)}
      onClose={onClose}
      reset={value ? { label: t('monthYear.reset'), onClick: () => onChange(null) } : undefined}
    />
  );
}
