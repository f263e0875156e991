import { ExclamationCircleOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';

/** A problem under a way to pay, with its icon; an alert when a submit or the bank just said it. */
export function Problem({
  id,
  text,
  alert,
  testId,
}: {
  id?: string;
  text: string;
  alert?: boolean;
  testId?: string;
}) {
  return (
    <p className="co-option__problem" id={id} role={alert ? 'alert' : undefined} data-testid={testId}>
      <ExclamationCircleOutline aria-hidden="true" />
      <span>{text}</span>
    </p>
  );
}

/** One way to pay: its icon, name and note, the amount it pays or its switch, and what it holds under them. */
export function Option(props: {
  icon: ReactNode;
  name: string;
  note: ReactNode;
  amount?: string;
  control?: ReactNode;
  children?: ReactNode;
  testId: string;
  on: boolean;
}) {
  return (
    <div className={`co-option${props.on ? ' co-option--on' : ''}`} data-testid={props.testId}>
      <div className="co-option__row">
        <span className="co-option__icon" aria-hidden="true">
          {props.icon}
        </span>
        <span className="co-option__text">
          <span className="co-option__name">{props.name}</span>
          <span className="co-option__note">{props.note}</span>
        </span>
        {props.amount ? <span className="co-option__amount">{props.amount}</span> : null}
        {props.control}
      </div>
      {props.children}
    </div>
  );
}
