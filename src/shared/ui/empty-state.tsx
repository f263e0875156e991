import { Button } from 'antd-mobile';
import type { ReactNode } from 'react';
import { SpotArt } from './spot-art';
import { TextLink } from './text-link';
import './empty-state.css';

/** An empty result (UX.md): the app's spot illustration, the spec's text and a next step. */
export function EmptyState({
  title,
  body,
  icon,
  action,
  testId,
  level = 2,
}: {
  title: string;
  body?: string;
  /** The glyph on the illustration's tile (a document by default). */
  icon?: ReactNode;
  /** The next step: a text link, or the screen's one pill button when it is the only way on. */
  action?: { label: string; onClick: () => void; primary?: boolean; testId?: string };
  testId?: string;
  /** The title's heading level: h2 under the page's h1 (the default), h3 inside a card titled by an h2. */
  level?: 2 | 3;
}) {
  const Title = level === 2 ? 'h2' : 'h3';
  return (
    <div className="empty-state" data-testid={testId}>
      <SpotArt kind="empty" icon={icon} />
      <Title className="empty-state__title">{title}</Title>
      {body ? <p className="empty-state__body">{body}</p> : null}
      {action?.primary ? (
        <Button
          block
          color="primary"
          fill="outline"
          shape="rounded"
          size="large"
          className="empty-state__button"
          onClick={action.onClick}
          data-testid={action.testId}
        >
          {action.label}
        </Button>
      ) : action ? (
        <TextLink onClick={action.onClick} testId={action.testId}>
          {action.label}
        </TextLink>
      ) : null}
    </div>
  );
}
