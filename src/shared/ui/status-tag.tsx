import { Tag } from 'antd-mobile';
import {
  CheckCircleOutline,
  ClockCircleOutline,
  ExclamationCircleOutline,
  MinusCircleOutline,
} from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import './status-tag.css';

/** UX.md status colours: overdue red, due soon amber, paid green, processing blue, blocked grey. */
export type StatusTone = 'overdue' | 'due-soon' | 'paid' | 'processing' | 'blocked';

/** antd's Tag writes its colours inline from `color`: the theme's status colours go in through it. */
const COLOR: Record<StatusTone, string> = {
  overdue: 'var(--status-overdue)',
  'due-soon': 'var(--status-due-soon)',
  paid: 'var(--status-paid)',
  processing: 'var(--status-processing)',
  blocked: 'var(--status-blocked)',
};

const ICON: Record<StatusTone, ReactNode> = {
  overdue: <ExclamationCircleOutline />,
  'due-soon': <ClockCircleOutline />,
  paid: <CheckCircleOutline />,
  processing: <ClockCircleOutline />,
  blocked: <MinusCircleOutline />,
};

/** A status as colour plus words plus an icon, never colour alone. */
export function StatusTag({
  tone,
  children,
  testId,
}: {
  tone: StatusTone;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Tag
      round
      fill="outline"
      color={COLOR[tone]}
      className={`status-tag status-tag--${tone}`}
      data-testid={testId}
    >
      <span className="status-tag__icon" aria-hidden="true">
        {ICON[tone]}
      </span>
      {children}
    </Tag>
  );
}
