import { CheckCircleFill, ClockCircleFill, CloseCircleFill, InformationCircleFill } from 'antd-mobile-icons';
import { useCallback, type ComponentProps, type ReactNode } from 'react';
import { POLL_MAX_ATTEMPTS } from '../lib/poll';
import { useBackHandler } from '../navigation/page-chrome-store';
import { useAppNavigate } from '../navigation/use-app-navigate';
import { Outcome, type Figure } from './outcome';
import { QueryFrame } from './query-frame';

/** What a polled result screen reads: the answer so far and how many answers came. */
export interface PolledQuery<T> {
  data: T | undefined;
  error: Error | null;
  answers: number;
  refetch: () => unknown;
}

interface Action {
  label: string;
  onClick: () => void;
  testId?: string;
}

/** The words of the two waiting states, as each feature's resources hold them. */
export interface WaitingTexts {
  processing: { title: string; body: string; progress: string };
  pending: { title: string; body: string; refresh: string };
}

const ICONS = {
  success: <CheckCircleFill />,
  error: <CloseCircleFill />,
  info: <InformationCircleFill />,
  waiting: <ClockCircleFill />,
  warning: <InformationCircleFill />,
};

/** A settled result: the icon follows the status. */
export function ResultOutcome(props: Omit<ComponentProps<typeof Outcome>, 'icon'>) {
  return <Outcome icon={ICONS[props.status]} {...props} />;
}

/** What the feature draws for one answer: its settled outcomes, or `waiting(figure)` while not settled. */
export interface PolledView<T> {
  data: T;
  /** Back home (the primary action of most outcomes). */
  home: Action;
  waiting: (figure: Figure, children?: ReactNode) => ReactNode;
}

interface PolledResultProps<T> {
  query: PolledQuery<T>;
  /** Where back (and the outcome's Done) goes, replacing the result, and its label. */
  home: { path: string; label: string };
  processing: WaitingTexts['processing'] & { testId: string };
  pending: WaitingTexts['pending'] & { testId: string };
  view: (props: PolledView<T>) => ReactNode;
}

/**
 * A result polled while the bank works on it (UX.md "Results"): a skeleton first, the error with a retry,
 * then the feature's outcome for the answer, updated in place; back goes home.
 */
export function PolledResult<T>({ query, home, processing, pending, view: View }: PolledResultProps<T>) {
  const nav = useAppNavigate();
  const goHome = useCallback(() => nav.replace(home.path), [nav, home.path]);
  useBackHandler(goHome);
  return (
    <QueryFrame query={query}>
      {(queryData) => {
        const done = { label: home.label, onClick: goHome };
        const waiting = (figure: Figure, children?: ReactNode) => (
          <WaitingOutcome query={query} processing={processing} pending={pending} figure={figure} done={done}>
            {children}
          </WaitingOutcome>
        );
        return <View data={queryData} home={done} waiting={waiting} />;
      }}
    </QueryFrame>
  );
}

interface WaitingOutcomeProps {
  query: Pick<PolledQuery<unknown>, 'answers' | 'refetch'>;
  processing: WaitingTexts['processing'] & { testId: string };
  pending: WaitingTexts['pending'] & { testId: string };
  figure: Figure;
  /** The primary action once the polling has stopped (home). */
  done: Action;
  children?: ReactNode;
}

/**
 * Still processing: a spinner while the polls go on, updated in place; after the last poll (10 answers)
 * "still processing" with a refresh and the way home.
 */
function WaitingOutcome({ query, processing, pending, figure, done, children }: WaitingOutcomeProps) {
  const stopped = query.answers >= POLL_MAX_ATTEMPTS;
  const texts = stopped ? pending : processing;
  return (
    <ResultOutcome
      testId={texts.testId}
      status="waiting"
      title={texts.title}
      body={texts.body}
      figure={figure}
      {...(stopped
        ? { link: { label: pending.refresh, onClick: () => void query.refetch() }, action: done }
        : { progress: processing.progress })}
    >
      {children}
    </ResultOutcome>
  );
}
