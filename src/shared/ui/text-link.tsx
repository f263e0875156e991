import { Button } from 'antd-mobile';
import type { ReactNode } from 'react';
import './text-link.css';

/** A secondary action as a text link (UX.md: one primary action per screen, the rest as links). */
export function TextLink({
  onClick,
  children,
  testId,
}: {
  onClick: () => void;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Button fill="none" color="primary" className="text-link" onClick={onClick} data-testid={testId}>
      {children}
    </Button>
  );
}
