import { Button } from 'antd-mobile';
import { SpotArt, type SpotKind } from './spot-art';
import './error-state.css';

// Apart from the call errors' screen (error-state.tsx): the frame's route error shows this panel, and must
// not bring the call layer (zod and the client) into the first chunk (docs/decisions/0021).

interface PanelProps {
  art: SpotKind;
  title: string;
  body?: string;
  /** The one way forward, as the app's pill button. */
  action?: { label: string; onClick: () => void };
  /** Announced as it appears (role=alert); off when a dialog already said it. */
  announce?: boolean;
  /** What failed, for tests and reports: offline, network, timeout, code, chunk, render, not-found... */
  kind: string;
  testId?: string;
}

/**
 * A screen that cannot show what was asked (a failed call, a failed chunk, a missing page), in the house
 * style: the app's spot illustration, one title, one sentence, one pill button.
 */
export function ErrorPanel({ art, title, body, action, announce = true, kind, testId }: PanelProps) {
  return (
    <section
      className="error-state"
      role={announce ? 'alert' : undefined}
      aria-label={announce ? undefined : title}
      data-kind={kind}
      data-testid={testId}
    >
      <SpotArt kind={art} />
      <div className="error-state__text">
        <h2 className="error-state__title">{title}</h2>
        {body ? <p className="error-state__body">{body}</p> : null}
      </div>
      {action ? (
        <Button
          block
          color="primary"
          size="large"
          shape="rounded"
          onClick={action.onClick}
          className="error-state__retry"
        >
          {action.label}
        </Button>
      ) : null}
    </section>
  );
}
