import { Result } from 'antd-mobile';
import { lazy, type ReactNode, Suspense } from 'react';
import { BottomAction } from './bottom-action';
import { TextLink } from './text-link';
import './outcome.css';

/** Loaded with the first progress line (kit-spin-loading.ts says why). */
const SpinLoading = lazy(() => import('./antd-spin-loading'));

export interface Figure {
  label: string;
  value: string;
  note?: string;
  /** Overdue amounts in the overdue colour (with the words saying so). */
  tone?: 'overdue';
  testId?: string;
}

export type OutcomeStatus = 'success' | 'error' | 'info' | 'waiting' | 'warning';

interface Props {
  testId: string;
  status: OutcomeStatus;
  icon: ReactNode;
  title: string;
  /** One sentence, or a few lines of it (each on its own line). */
  body: ReactNode | string[];
  /** The figure that matters (an amount, a limit), with its label and a line under it. */
  figure?: Figure;
  /** Progress text while polling (drawn with a spinner), in place of an action. */
  progress?: string;
  /** More content between the figure and the actions (details, instructions). */
  children?: ReactNode;
  action?: { label: string; onClick: () => void; testId?: string };
  /** A secondary action, as a text link. */
  link?: { label: string; onClick: () => void; testId?: string };
}

/**
 * The result and explanation screen of every feature (UX.md "Results"): one icon in its status colour, one
 * title, one sentence, the figure that matters, one primary action; polling results update in place.
 */
export function Outcome(props: Props) {
  const { testId, status, icon, title, body, figure, progress, children, action, link } = props;
  return (
    <div className={`outcome outcome--${status}`} data-testid={testId}>
      <Result
        status={status}
        icon={<span aria-hidden="true">{icon}</span>}
        title={<h2 className="outcome__title">{title}</h2>}
        description={
          Array.isArray(body) ? (
            <span className="outcome__body">
              {body.map((line, index) => (
                <span className="outcome__line" key={index}>
                  {line}
                </span>
              ))}
            </span>
          ) : (
            <span className="outcome__body">{body}</span>
          )
        }
      />
      {figure ? (
        <p className="outcome-figure" data-testid={figure.testId}>
          <span className="outcome-figure__label">{figure.label}</span>
          <span
            className={`outcome-figure__value${figure.tone ? ` outcome-figure__value--${figure.tone}` : ''}`}
          >
            {figure.value}
          </span>
          {figure.note ? <span className="outcome-figure__note">{figure.note}</span> : null}
        </p>
      ) : null}
      {progress ? (
        <p className="outcome__progress" role="status">
          <Suspense fallback={<span className="outcome__spinner" aria-hidden="true" />}>
            <SpinLoading className="outcome__spinner" aria-hidden="true" />
          </Suspense>
          {progress}
        </p>
      ) : null}
      {children}
      {link ? (
        <TextLink onClick={link.onClick} testId={link.testId}>
          {link.label}
        </TextLink>
      ) : null}
      {action ? (
        <BottomAction onClick={action.onClick} testId={action.testId}>
          {action.label}
        </BottomAction>
      ) : null}
    </div>
  );
}
