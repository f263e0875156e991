import { Result } from 'antd-mobile';
import type { ReactNode } from 'react';
import { BottomAction } from '../../shared/ui/bottom-action';
import '../../shared/ui/screen.css';

interface Props {
  testId: string;
  tone: 'warning' | 'error' | 'info' | 'blocked';
  icon: ReactNode;
  title: string;
  body: ReactNode;
  /** The figure that matters (the next service time), with its label. */
  figure?: { label: string; value: ReactNode };
  /** Lines under the body: attempts left, when the lock is released, what did not match. */
  children?: ReactNode;
  action: { label: string; onClick: () => void; loading?: boolean; testId?: string };
}

/** A video-banking result (UX.md "Results"): one icon, one title, one sentence, the figure, one action. */
export function VbOutcome({ testId, tone, icon, title, body, figure, children, action }: Props) {
  return (
    <div className={`step-screen vb vb-outcome vb-outcome--${tone}`} data-testid={testId}>
      <Result
        status={tone === 'blocked' ? 'info' : tone}
        icon={<span aria-hidden="true">{icon}</span>}
        title={<h2 className="vb-outcome__title">{title}</h2>}
        description={<span className="vb-outcome__body">{body}</span>}
      />
      {figure ? (
        <p className="vb-outcome__figure">
          <span className="vb-outcome__figure-label">{figure.label}</span>
          <span className="vb-outcome__figure-value">{figure.value}</span>
        </p>
      ) : null}
      {children ? <div className="vb-outcome__extra">{children}</div> : null}
      <BottomAction onClick={action.onClick} loading={action.loading} testId={action.testId}>
        {action.label}
      </BottomAction>
    </div>
  );
}
