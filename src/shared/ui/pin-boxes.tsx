import { NumberKeyboard, PasscodeInput, type PasscodeInputRef } from 'antd-mobile';
import { useEffect, useRef } from 'react';

/**
 * Six boxes hidden as dots with the number keyboard, for a PIN step (setting, changing or entering one):
 * focused at each new `step`, which also starts them empty. A hardware keyboard types into them too.
 */
export function PinBoxes({
  step,
  className,
  value,
  invalid,
  label,
  describedBy,
  onType,
  onFill,
}: {
  step: string;
  className: string;
  value: string;
  invalid: boolean;
  label: string;
  describedBy: string | undefined;
  onType: (next: string) => void;
  onFill: (pin: string) => void;
}) {
  const input = useRef<PasscodeInputRef>(null);
  const boxes = useRef<HTMLFormElement>(null);

  useEffect(() => {
    // antd's hidden native input is never used with the number keyboard: keep it out of focus order and
    // out of the accessibility tree's controls (it sits inside the boxes' role=button).
    const native = boxes.current?.querySelector('input');
    native?.setAttribute('disabled', '');
    native?.setAttribute('tabindex', '-1');
    input.current?.focus();
  }, [step]);

  return (
    <form
      ref={boxes}
      className={className}
      onSubmit={(e) => e.preventDefault()}
      onKeyDown={(e) => {
        // A hardware keyboard types into the boxes too (the browser stand-in, keyboard users).
        if (/^\d$/.test(e.key)) onType(value + e.key);
        else if (e.key === 'Backspace') onType(value.slice(0, -1));
      }}
    >
      <PasscodeInput
        key={step}
        ref={input}
        length={6}
        seperated
        value={value}
        error={invalid}
        aria-label={label}
        aria-describedby={describedBy}
        onChange={onType}
        onFill={onFill}
        keyboard={<NumberKeyboard />}
      />
    </form>
  );
}

/** The bank's refusal of a PIN or password, read out at once, and the attempts left after it when known. */
export function RefusalAlert({
  id,
  className,
  attemptsClassName,
  text,
  attempts,
}: {
  id: string;
  className: string;
  attemptsClassName: string;
  text: string;
  /** The attempts left, in words; null when the bank did not say. */
  attempts: string | null;
}) {
  return (
    <p className={className} role="alert" id={id}>
      {text}
      {attempts ? <span className={attemptsClassName}>{attempts}</span> : null}
    </p>
  );
}
