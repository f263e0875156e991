import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { LimitReached } from './outcomes';
import { usePreCheck } from './vb-api';
import { VbOutcome } from './vb-outcome';

/**
 * A try that failed (vb.failed, vb.connect-failed): a new try while the day has attempts left, with how
 * many are left under what the screen says; with none left, the limit screen instead.
 */
export function RetryOutcome({
  children,
  ...outcome
}: Omit<ComponentProps<typeof VbOutcome>, 'tone' | 'figure'>) {
  const { t } = useTranslation('videoBanking');
  const pre = usePreCheck();
  if (pre.data?.attemptsLeft === '0')
    return <LimitReached attemptsPerDay={pre.data.attemptsPerDay} releaseTime={pre.data.releaseTime} />;
  const attemptsLeft = pre.data ? (
    <p className="vb-outcome__note" data-testid="vb-attempts-left">
      {t('attemptsLeft', { left: pre.data.attemptsLeft, total: pre.data.attemptsPerDay })}
    </p>
  ) : null;
  return (
    <VbOutcome {...outcome} tone="error">
      {children === undefined ? (
        attemptsLeft
      ) : (
        <>
          {children}
          {attemptsLeft}
        </>
      )}
    </VbOutcome>
  );
}
