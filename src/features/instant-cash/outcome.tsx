import { Button, Result } from 'antd-mobile';
import type { ReactNode } from 'react';
import { BottomAction } from '../../shared/ui/bottom-action';

export interface Figure {
  label: string;
  value: string;
  note?: string;
  /** Overdue amounts in the overdue colour (with the words saying so). */
  tone?: 'overdue';
}

interface Props {
  testId: string;
  status: 'success' | 'error' | 'info' | 'waiting' | 'warning';
  icon: ReactNode;
  title: string;
  body: ReactNode;
  /** The figure that matters (an amount, a limit), with its label and a line under it. */
  figure?: Figure;
  /** Progress while polling, in place of an action. */
  progress?: ReactNode;
  action?: { label: string; onClick: () => void; testId?: string };
  /** A secondary action, as a text link. */
  link?: { label: string; onClick: () => void };
}

/** A result or explanation screen (UX.md "Results"): one icon, one title, one sentence, the figure, one action. */
export function Outcome({ testId, status, icon, title, body, figure, progress, action, link }: Props) {
  return (
    <div className={`cash cash-outcome cash-outcome--${status}`} data-testid={testId}>
      <Result
        status={status}
        icon={<span aria-hidden="true">{icon}</span>}
        title={<h2 className="cash-outcome__title">{title}</h2>}
        description={<span className="cash-outcome__body">{body}</span>}
      />
      {figure ? (
        <p className="cash-figure">
          <span className="cash-figure__label">{figure.label}</span>
          <span className={`cash-figure__value${figure.tone ? ` cash-figure__value--${figure.tone}` : ''}`}>
            {figure.value}
          </span>
          {figure.note ? <span className="cash-figure__note">{figure.note}</span> : null}
        </p>
      ) : null}
      {progress ? <div className="cash-outcome__progress">{progress}</div> : null}
      {link ? (
        <Button fill="none" color="primary" className="cash-link" onClick={link.onClick}>
          {link.label}
        </Button>
      ) : null}
      {action ? (
        <BottomAction onClick={action.onClick} testId={action.testId}>
          {action.label}
        </BottomAction>
      ) : null}
    </div>
  );
}
