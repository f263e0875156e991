import { Selector } from 'antd-mobile';
import type { Ref } from 'react';
import './lists.css';

interface Props<T extends string> {
  /** The group's name for screen readers ('Kategori poin'). */
  label: string;
  options: Array<{ label: string; value: T }>;
  /** The chosen chip (none when empty). */
  value: T[];
  /** The chips chosen now: empty when the chosen one was tapped again. */
  onChange: (values: T[]) => void;
  className?: string;
  /** A name on the chips themselves too (the transactions list has always had one). */
  chipsLabel?: string;
  showCheckMark?: boolean;
  scrollRef?: Ref<HTMLDivElement>;
}

/**
 * One row of filter chips that scrolls sideways (UX.md "Lists"), focusable so it can be scrolled from the
 * keyboard.
 */
export function ChipRow<T extends string>(props: Props<T>) {
  const { label, options, value, onChange, className, chipsLabel, showCheckMark, scrollRef } = props;
  return (
    <div
      ref={scrollRef}
      className={`chip-row${className ? ` ${className}` : ''}`}
      role="group"
      aria-label={label}
      tabIndex={0}
    >
      <Selector<T>
        className="chip-row__chips choice-pills"
        aria-label={chipsLabel}
        options={options}
        value={value}
        onChange={onChange}
        showCheckMark={showCheckMark}
      />
    </div>
  );
}
