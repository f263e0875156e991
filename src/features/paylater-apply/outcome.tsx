import { Result } from 'antd-mobile';
import type { ReactNode } from 'react';
import { BottomAction } from '../../shared/ui/bottom-action';
import '../../shared/ui/outcome.css';

interface Props {
  testId: string;
  status: 'success' | 'error' | 'info' | 'waiting' | 'warning';
  icon: ReactNode;
  title: string;
  body: ReactNode;
  /** The figure that matters (a limit), with its label. */
  figure?: { label: string; value: string };
  action: { label: string; onClick: () => void };
}

/** A result screen (UX.md "Results"): one icon, one title, one sentence, the figure, one primary action. */
export function Outcome({ testId, status, icon, title, body, figure, action }: Props) {
  return (
    <div className="apply apply-outcome" data-testid={testId}>
      <Result
        status={status}
        icon={<span aria-hidden="true">{icon}</span>}
        title={<h2 className="apply-outcome__title">{title}</h2>}
        description={<span className="apply-outcome__body">{body}</span>}
      />
      {figure ? (
        <p className="outcome-figure apply-outcome__figure">
          <span className="apply-outcome__figure-label">{figure.label}</span>
          <span className="apply-outcome__figure-value">{figure.value}</span>
        </p>
      ) : null}
      <BottomAction onClick={action.onClick}>{action.label}</BottomAction>
    </div>
  );
}
