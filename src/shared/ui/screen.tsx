import { useId, type ReactNode } from 'react';
import './screen.css';

/**
 * The page shell of a feature screen: a tinted background with cards stacked at the spacing scale. Use
 * `Card` for each block and `BottomAction` for the one primary action.
 */
export function Screen({
  testId,
  children,
  className,
}: {
  testId: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={`screen${className ? ` ${className}` : ''}`} data-testid={testId}>
      {children}
    </div>
  );
}

/** A white card on the screen, titled by an h2 when given a title (named for screen readers). */
export function Card({
  title,
  icon,
  aside,
  children,
  className,
  testId,
}: {
  title?: string;
  /** An icon before the title (decorative). */
  icon?: ReactNode;
  /** Something at the right of the title (a link, a tag). */
  aside?: ReactNode;
  children: ReactNode;
  className?: string;
  testId?: string;
}) {
  const id = useId();
  return (
    <section
      className={`card${className ? ` ${className}` : ''}`}
      aria-labelledby={title ? id : undefined}
      data-testid={testId}
    >
      {title ? (
        <div className="card__head">
          <h2 className="card__title" id={id}>
            {icon ? (
              <span className="card__icon" aria-hidden="true">
                {icon}
              </span>
            ) : null}
            {title}
          </h2>
          {aside}
        </div>
      ) : null}
      {children}
    </section>
  );
}

/** The hero figure of a money screen: a label, the amount large, a line under it. */
export function Hero({
  label,
  amount,
  note,
  tone,
  testId,
}: {
  label: string;
  amount: string;
  note?: ReactNode;
  tone?: 'overdue' | 'paid';
  testId?: string;
}) {
  return (
    <div className="hero">
      <p className="hero__label">{label}</p>
      <p className={`hero__amount${tone ? ` hero__amount--${tone}` : ''}`} data-testid={testId}>
        {amount}
      </p>
      {note ? <div className="hero__note">{note}</div> : null}
    </div>
  );
}
