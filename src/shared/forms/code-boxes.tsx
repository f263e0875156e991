import { NumberKeyboard, PasscodeInput, type PasscodeInputRef } from 'antd-mobile';
import { useEffect, useRef, type ClipboardEvent, type KeyboardEvent, type RefObject } from 'react';

/** The length of a one-time code. */
export const CODE_LENGTH = 6;

/** What the boxes may hold of a typed or pasted value: its digits, six at the most. */
export const codeDigits = (value: string) => value.replace(/\D/g, '').slice(0, CODE_LENGTH);

interface CodeBoxesProps {
  className: string;
  /** The boxes, focused when they show (and again by the caller after a code is checked). */
  boxesRef: RefObject<PasscodeInputRef | null>;
  code: string;
  /** The value as typed, pasted or keyed (a hardware keyboard works too). */
  onChange: (value: string) => void;
  /** Called with the code once all six boxes are filled. */
  onFill: (value: string) => void;
  error: boolean;
  label: string;
  describedBy: string;
  keyboardLabel: string;
}

/** The six boxes of a one-time code with the number keyboard; paste and a hardware keyboard type into them. */
export function CodeBoxes({
  className,
  boxesRef,
  code,
  onChange,
  onFill,
  error,
  label,
  describedBy,
  keyboardLabel,
}: CodeBoxesProps) {
  // The number keyboard types into the boxes: the kit's hidden native input is never used, so it leaves the
  // focus order (it would be a focusable element inside an aria-hidden one and inside the boxes' button).
  const area = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const native = area.current?.querySelector('input');
    native?.setAttribute('disabled', '');
    native?.setAttribute('tabindex', '-1');
    boxesRef.current?.focus();
  }, [boxesRef]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (/^\d$/.test(event.key)) {
      event.preventDefault();
      onChange(code + event.key);
    } else if (event.key === 'Backspace') {
      event.preventDefault();
      onChange(code.slice(0, -1));
    }
  };
  const onPaste = (event: ClipboardEvent) => {
    const digits = event.clipboardData.getData('text').replace(/\D/g, '');
    if (!digits) return;
    event.preventDefault();
    onChange(digits);
  };
  return (
    <div className={className} ref={area} onKeyDown={onKeyDown} onPaste={onPaste}>
      <PasscodeInput
        ref={boxesRef}
        length={CODE_LENGTH}
        plain
        seperated
        value={code}
        onChange={onChange}
        onFill={onFill}
        error={error}
        aria-label={label}
        aria-describedby={describedBy}
        keyboard={<NumberKeyboard showCloseButton={false} aria-label={keyboardLabel} />}
      />
    </div>
  );
}
