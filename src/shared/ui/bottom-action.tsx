import { Button, SafeArea } from 'antd-mobile';
import type { ReactNode } from 'react';
import './bottom-action.css';

interface Props {
  children: ReactNode;
  onClick: () => void;
  disabled?: boolean;
  loading?: boolean;
  /** Why the button is disabled: a disabled primary action always says why. */
  disabledReason?: string;
  testId?: string;
}

/** The one primary action of a screen, sticky at the bottom inside the safe area. */
export function BottomAction({ children, onClick, disabled, loading, disabledReason, testId }: Props) {
  return (
    <div className="bottom-action">
      {disabled && disabledReason ? (
        <p className="bottom-action__reason" id="bottom-action-reason">
          {disabledReason}
        </p>
      ) : null}
      <Button
        block
        color="primary"
        size="large"
        shape="rounded"
        disabled={disabled}
        loading={loading}
        onClick={onClick}
        data-testid={testId}
        aria-describedby={disabled && disabledReason ? 'bottom-action-reason' : undefined}
      >
        {children}
      </Button>
      <SafeArea position="bottom" />
    </div>
  );
}
