import { Button, Popup, Selector } from 'antd-mobile';
import { useId, useState } from 'react';
import {
  clampSelection,
  pickerMonths,
  pickerYears,
  rangeOf,
  type DateRange,
  type MonthYearSelection,
  type YearMonth,
} from '../lib/month-year';
import { monthName } from '../lib/dates';
import { TextLink } from './text-link';
import './month-year-picker.css';

/** The picker's words, from the caller's namespace (the picker has none of its own). */
export interface MonthYearPickerLabels {
  title: string;
  year: string;
  month: string;
  /** The whole year. */
  all: string;
  confirm: string;
}

export interface MonthYearPickerProps {
  visible: boolean;
  /** The current system year and month: the bank's date, not the phone's. */
  now: YearMonth;
  /** The selection shown when the sheet opens; null starts on All of the current year. */
  value: MonthYearSelection | null;
  /** 'id' or 'en', for the month names. */
  lang: string;
  labels: MonthYearPickerLabels;
  onConfirm: (selection: MonthYearSelection, range: DateRange) => void;
  onClose: () => void;
  /** Another way out under the button (e.g. back to the caller's default period). */
  reset?: { label: string; onClick: () => void };
}

function Sheet({
  now,
  value,
  lang,
  labels,
  onConfirm,
  reset,
}: Omit<MonthYearPickerProps, 'visible' | 'onClose'>) {
  const titleId = useId();
  const yearId = useId();
  const monthId = useId();
  const [draft, setDraft] = useState<MonthYearSelection>(() =>
    clampSelection(value ?? { year: now.year, month: 'all' }, now),
  );
  const years = pickerYears(now);
  const months = pickerMonths(draft.year, now);
  return (
    <section
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      className="month-year-picker"
      data-testid="month-year-picker"
    >
      <h2 className="month-year-picker__title" id={titleId}>
        {labels.title}
      </h2>
      <h3 className="month-year-picker__label" id={yearId}>
        {labels.year}
      </h3>
      <Selector
        className="month-year-picker__choices choice-pills"
        columns={3}
        aria-labelledby={yearId}
        options={[...years].reverse().map((year) => ({ label: String(year), value: year }))}
        value={[draft.year]}
        onChange={(values) => {
          const year = values[0];
          if (year !== undefined) setDraft((current) => clampSelection({ ...current, year }, now));
        }}
      />
      <h3 className="month-year-picker__label" id={monthId}>
        {labels.month}
      </h3>
      <Selector<number | 'all'>
        className="month-year-picker__choices choice-pills"
        columns={3}
        aria-labelledby={monthId}
        options={[
          { label: labels.all, value: 'all' },
          ...months.map((month) => ({ label: monthName(month, lang), value: month })),
        ]}
        value={[draft.month]}
        onChange={(values) => {
          const month = values[0];
          if (month !== undefined) setDraft((current) => ({ ...current, month }));
        }}
      />
      <div className="month-year-picker__actions">
        <Button
          block
          color="primary"
          size="large"
          shape="rounded"
          data-testid="month-year-confirm"
          onClick={() => onConfirm(draft, rangeOf(draft))}
        >
          {labels.confirm}
        </Button>
        {reset ? (
          <TextLink onClick={reset.onClick} testId="month-year-reset">
            {reset.label}
          </TextLink>
        ) : null}
      </div>
    </section>
  );
}

/**
 * The shared month and year picker (spec section 2) in a bottom sheet: a year from 2021 to the current
 * system year, then All or one of its months (up to the current one in the current year), applied with one
 * button. It yields the selection and its startDate and endDate ('YYYY-MM-DD HH:mm:ss').
 */
export function MonthYearPicker({ visible, onClose, ...sheet }: MonthYearPickerProps) {
  return (
    <Popup
      visible={visible}
      onMaskClick={onClose}
      onClose={onClose}
      showCloseButton
      destroyOnClose
      bodyClassName="month-year-picker__body"
    >
      <Sheet {...sheet} />
    </Popup>
  );
}
