import { Skeleton } from 'antd-mobile';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './lists.css';

/** One month of a history under its sticky header ('November 2026'), its rows in a named list. */
export function MonthGroup({
  month,
  code,
  listLabel,
  testId,
  children,
}: {
  /** The month in words. */
  month: string;
  /** The month as YYYYMM, for tests. */
  code: string;
  listLabel: string;
  testId: string;
  /** The `li` rows. */
  children: ReactNode;
}) {
  const headId = useId();
  return (
    <section className="month-group" aria-labelledby={headId} data-testid={testId} data-month={code}>
      <h2 className="month-group__head" id={headId}>
        {month}
      </h2>
      <ul className="divided-list month-group__list" aria-label={listLabel}>
        {children}
      </ul>
    </section>
  );
}

/** Rows in the shape of a history while its first page loads (nothing jumps when it arrives). */
export function RowsSkeleton({ label, title = false }: { label?: string; title?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="list-skeleton list-skeleton--rows" aria-busy="true" aria-label={label ?? t('loading')}>
      {title ? <Skeleton.Title animated /> : null}
      {[0, 1, 2, 3, 4].map((row) => (
        <Skeleton key={row} animated />
      ))}
    </div>
  );
}
