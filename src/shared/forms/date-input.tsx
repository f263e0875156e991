import { DatePicker } from 'antd-mobile';
import { CalendarOutline } from 'antd-mobile-icons';
import { useCallback, useEffect, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { dateOfMs, localDate } from '../../../contracts/dates-core';
import { formatDate, monthName } from '../lib/dates';
import './date-input.css';

interface Props {
  /** The button's id; the field's label (`${id}-label`) and the value name it. */
  id: string;
  /** The field's label, also the picker's title. */
  label: string;
  /** 'YYYY-MM-DD', '' while nothing is chosen. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** react-hook-form's field ref, so the form can focus the field on an error. */
  inputRef?: Ref<HTMLButtonElement>;
  /** The first and last days to choose from, 'YYYY-MM-DD'. */
  min: string;
  max: string;
  /** Where the wheels start while nothing is chosen, 'YYYY-MM-DD' (a birth date starts years back). */
  start?: string;
  invalid?: boolean;
  describedBy?: string;
}

const COLUMNS = ['year', 'month', 'day'] as const;
type Column = (typeof COLUMNS)[number];
/** The wheels as the sheet shows them (date-input.css reverses the kit's order), and as they are read. */
const SHOWN = ['day', 'month', 'year'] as const satisfies readonly Column[];

/** Sets an attribute only when it changes: the observer below sees every write, even of the same value. */
function setOnce(node: Element, name: string, value: string) {
  if (node.getAttribute(name) !== value) node.setAttribute(name, value);
}

/** 'YYYY-MM-DD' as a local date (the picker works in the phone's calendar, the value is a plain day). */
function dateOf(ymd: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(ymd);
  return match ? localDate(Number(match[1]), Number(match[2]), Number(match[3])) : null;
}

const pad = (value: number) => String(value).padStart(2, '0');
const ymdOf = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** CJK in a label the kit wrote (its wheels describe themselves in Chinese whatever the locale). */
const KIT_WORDS = /[\u3000-\u9fff]/;

/**
 * A date chosen on antd-mobile's DatePicker (a bottom sheet of wheels), for forms: the field shows the date
 * as every screen writes it ('17 Mei 1990' / '17 May 1990'); the wheels show and read day, month, year,
 * the Indonesian order, with month names in the reader's language. The value stays 'YYYY-MM-DD'.
 */
export function DateInput({
  id,
  label,
  value,
  onChange,
  onBlur,
  inputRef,
  min,
  max,
  start,
  invalid,
  describedBy,
}: Props) {
  const { t, i18n } = useTranslation('common');
  const lang = i18n.language;
  const [open, setOpen] = useState(false);
  // The device's clock as the field first drew (a render reads no clock), the bound when none is given.
  const [now] = useState(() => dateOfMs(Date.now()));
  const chosen = dateOf(value);
  const minDate = dateOf(min) ?? localDate(1900, 1, 1);
  const maxDate = dateOf(max) ?? now;
  const shown = chosen ?? dateOf(start ?? '') ?? maxDate;

  const renderLabel = useCallback(
    (type: string, data: number) => (type === 'month' ? monthName(data, lang) : String(data)),
    [lang],
  );

  // The kit's wheels carry hard-coded Chinese labels for screen readers (the current item, the previous,
  // the next): say them in the reader's language instead, whenever the kit writes them again.
  useEffect(() => {
    if (!open) return;
    const columnName = (column: Column) => t(`datePicker.columns.${column}`);
    const wheelId = (column: Column) => `${id}-wheel-${column}`;
    const relabel = () => {
      // The kit writes the wheels year, month, day; the sheet shows day, month, year: the screen reader
      // reads them as shown (aria-owns orders them), each wheel named, the whole described in that order.
      const view = document.querySelector('.date-input__sheet .adm-picker-view');
      if (view) {
        setOnce(view, 'role', 'group');
        setOnce(view, 'aria-label', t('datePicker.order'));
        setOnce(view, 'aria-owns', SHOWN.map(wheelId).join(' '));
      }
      document.querySelectorAll('.date-input__sheet .adm-picker-view-column').forEach((wheel, index) => {
        const column = COLUMNS[index];
        if (!column) return;
        setOnce(wheel, 'id', wheelId(column));
        setOnce(wheel, 'role', 'group');
        setOnce(wheel, 'aria-label', t(`datePicker.wheels.${column}`));
        wheel.querySelectorAll<HTMLElement>('[aria-label]').forEach((node) => {
          const text = node.getAttribute('aria-label') ?? '';
          if (!KIT_WORDS.test(text)) return;
          const item = text.split('：')[1] ?? '';
          const role = node.classList.contains('adm-picker-view-column-accessible-current')
            ? 'current'
            : node.previousElementSibling?.classList.contains('adm-picker-view-column-accessible-current')
              ? 'previous'
              : 'next';
          node.setAttribute(
            'aria-label',
            item
              ? t(`datePicker.${role}`, { column: columnName(column), value: item })
              : t(`datePicker.${role === 'previous' ? 'noPrevious' : 'noNext'}`, {
                  column: columnName(column),
                }),
          );
        });
      });
    };
    relabel();
    const observer = new MutationObserver(relabel);
    // The sheet is drawn in a portal at the end of the body, and only while it is open.
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['aria-label'],
    });
    return () => observer.disconnect();
  }, [open, t, id]);

  return (
    <>
      <button
        type="button"
        id={id}
        ref={inputRef}
        className="plain-button date-input"
        // Read as "label, date": the label alone would hide what was chosen.
        aria-labelledby={`${id}-label ${id}-value`}
        aria-haspopup="dialog"
        aria-invalid={invalid ? true : undefined}
        aria-describedby={describedBy}
        onClick={() => setOpen(true)}
      >
        <span id={`${id}-value`} className={chosen ? 'date-input__value' : 'date-input__placeholder'}>
          {chosen ? formatDate(value, lang) : t('datePicker.placeholder')}
        </span>
        <CalendarOutline aria-hidden="true" className="date-input__icon" />
      </button>
      <DatePicker
        className="date-input__sheet"
        visible={open}
        title={label}
        value={shown}
        min={minDate}
        max={maxDate}
        precision="day"
        renderLabel={renderLabel}
        confirmText={t('datePicker.confirm')}
        cancelText={t('datePicker.cancel')}
        onConfirm={(date) => onChange(ymdOf(date))}
        onClose={() => {
          setOpen(false);
          onBlur?.();
        }}
      />
    </>
  );
}
