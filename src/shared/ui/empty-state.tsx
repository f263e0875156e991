import { FileOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { TextLink } from './text-link';
import './empty-state.css';

/** An empty result (UX.md): an illustration, the spec's text and a next step. */
export function EmptyState({
  title,
  body,
  icon,
  action,
  testId,
}: {
  title: string;
  body?: string;
  icon?: ReactNode;
  action?: { label: string; onClick: () => void };
  testId?: string;
}) {
  return (
    <div className="empty-state" data-testid={testId}>
      <span className="empty-state__art" aria-hidden="true">
        {icon ?? <FileOutline />}
      </span>
      <h3 className="empty-state__title">{title}</h3>
      {body ? <p className="empty-state__body">{body}</p> : null}
      {action ? <TextLink onClick={action.onClick}>{action.label}</TextLink> : null}
    </div>
  );
}
