import { NumberKeyboard, PasscodeInput, Popup, SpinLoading, type PasscodeInputRef } from 'antd-mobile';
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import './pin-sheet.css';

const PIN_LENGTH = 6;

export interface PinSheetError {
  /** What the bank said (e.g. 'PIN yang kamu masukkan salah.'). */
  message: string;
  /** A second line, e.g. the attempts left. */
  detail?: string;
}

export interface PinSheetProps {
  visible: boolean;
  title: string;
  /** What the PIN confirms (an amount, an action). */
  description?: ReactNode;
  /** Accessible name of the six boxes. */
  boxesLabel: string;
  /** Shown with a spinner while `onComplete` runs. */
  busyLabel: string;
  /** The refusal of the last PIN, under the boxes; hidden as soon as the user types again. */
  error?: PinSheetError | null;
  /**
   * Called once with the six digits (auto-submit). The boxes stay locked while it runs and are emptied
   * when it settles, whatever it answers: the PIN is never kept.
   */
  onComplete: (pin: string) => Promise<unknown>;
  onClose: () => void;
  /** A text link under the boxes (e.g. forgot PIN). */
  footer?: ReactNode;
}

/**
 * PIN entry in a bottom sheet (UX.md "Secrets"): six boxes hidden as dots, the number keyboard, submitted
 * as soon as the sixth digit is typed. A hardware keyboard types into it too. Reusable by any feature that
 * confirms with the PIN; the caller seals the PIN (sealPin) and makes its calls in `onComplete`.
 */
export function PinSheet({
  visible,
  title,
  description,
  boxesLabel,
  busyLabel,
  error,
  onComplete,
  onClose,
  footer,
}: PinSheetProps) {
  const titleId = useId();
  const feedbackId = useId();
  const [value, setValue] = useState('');
  const [busy, setBusy] = useState(false);
  // The error belongs to the PIN just refused: it goes once the user starts typing another one.
  const [dismissed, setDismissed] = useState<PinSheetError | null>(null);
  const boxes = useRef<PasscodeInputRef>(null);
  const area = useRef<HTMLDivElement>(null);

  const focusBoxes = () => {
    // The kit's hidden native input is never used with the number keyboard: keep it out of the focus
    // order and the accessibility tree's controls (it sits inside the boxes' role=button).
    const native = area.current?.querySelector('input');
    native?.setAttribute('disabled', '');
    native?.setAttribute('tabindex', '-1');
    boxes.current?.focus();
  };

  const type = (next: string) => {
    if (busy) return;
    setValue(next.replace(/\D/g, '').slice(0, PIN_LENGTH));
    if (next && error) setDismissed(error);
  };

  const submit = (pin: string) => {
    if (busy || pin.length !== PIN_LENGTH) return;
    setBusy(true);
    void onComplete(pin)
      .catch(() => undefined)
      .finally(() => {
        setValue('');
        setBusy(false);
        boxes.current?.focus();
      });
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (/^\d$/.test(event.key)) {
      event.preventDefault();
      // The boxes call onFill themselves once the sixth digit is in.
      type(value + event.key);
    } else if (event.key === 'Backspace') {
      event.preventDefault();
      type(value.slice(0, -1));
    }
  };

  const shownError = error && error !== dismissed && !busy ? error : null;
  return (
    <Popup
      visible={visible}
      onMaskClick={busy ? undefined : onClose}
      onClose={onClose}
      afterClose={() => setValue('')}
      showCloseButton={!busy}
      destroyOnClose
      afterShow={focusBoxes}
      bodyClassName="pin-sheet"
    >
      <section role="dialog" aria-modal="true" aria-labelledby={titleId} className="pin-sheet__content">
        <h2 className="pin-sheet__title" id={titleId}>
          {title}
        </h2>
        {description ? <p className="pin-sheet__description">{description}</p> : null}
        <div className="pin-sheet__boxes" ref={area} onKeyDown={onKeyDown}>
          <PasscodeInput
            ref={boxes}
            length={PIN_LENGTH}
            seperated
            value={value}
            error={!!shownError}
            aria-label={boxesLabel}
            aria-describedby={shownError ? feedbackId : undefined}
            onChange={type}
            onFill={submit}
            keyboard={<NumberKeyboard showCloseButton={false} />}
          />
        </div>
        <div className="pin-sheet__feedback" id={feedbackId}>
          {busy ? (
            <div className="pin-sheet__busy" role="status">
              <SpinLoading className="pin-sheet__spinner" aria-hidden="true" />
              {busyLabel}
            </div>
          ) : shownError ? (
            <div role="alert">
              <p className="pin-sheet__error">{shownError.message}</p>
              {shownError.detail ? <p className="pin-sheet__detail">{shownError.detail}</p> : null}
            </div>
          ) : null}
        </div>
        {footer ? <div className="pin-sheet__footer">{footer}</div> : null}
      </section>
    </Popup>
  );
}
