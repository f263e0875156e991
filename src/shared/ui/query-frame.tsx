import type { ReactNode } from 'react';
import { ErrorState } from './error-state';
import { PageSkeleton } from './page-skeleton';

/**
 * The one frame of a screen that reads (decision 0090): the skeleton until the answers are there, the
 * error with a retry when a read failed, the screen's content with the answers. Features use it instead of
 * writing their own "not loaded yet" and "failed" returns (lint forbids them PageSkeleton and ErrorState).
 */

/** What the frame reads off a query: TanStack Query's result, or a feature hook's of the same shape. */
export interface FramedQuery<T> {
  /** undefined while not there yet (null is an answer). */
  data: T | undefined;
  error: unknown;
  refetch: () => unknown;
}

const NOT_ASKED: FramedQuery<null> = { data: null, error: null, refetch: () => undefined };

/** A read the screen needs only when `needed` (a bill once its month is known): otherwise null, not awaited. */
export function onlyIf<T>(needed: boolean, query: FramedQuery<T>): FramedQuery<T | null> {
  return needed ? query : NOT_ASKED;
}

/** A value the screen waits for that is no read of its own (the bank's date, known after a first answer). */
export function known<T>(value: T | undefined): FramedQuery<T> {
  return { data: value, error: null, refetch: () => undefined };
}

type DataOf<Q> = Q extends { data: infer D } ? Exclude<D, undefined> : never;
type DataList<Q extends readonly FramedQuery<unknown>[]> = { [K in keyof Q]: DataOf<Q[K]> };

interface FrameOptions {
  /** Something besides the reads that the screen waits for (saved answers, a redirect on its way). */
  waiting?: boolean;
  /**
   * A refusal the screen answers in its own words (no account yet, a limit reached); undefined for the
   * frame's error screen.
   */
  failure?: (error: unknown, retry: () => void) => ReactNode | undefined;
  /** What the retry does, when it is not asking the failed reads again. */
  onRetry?: () => void;
  /** The first-load shape, when the screen has one of its own. */
  skeleton?: ReactNode;
  /** A failed read that has answers keeps them on screen (a list whose next page failed shows its retry). */
  keepOnFailure?: boolean;
}

interface OneQueryProps<T> extends FrameOptions {
  query: FramedQuery<T>;
  /** The content with the answer; called while rendering, so it calls no hooks. */
  children: (data: T) => ReactNode;
}

interface QueriesProps<Q extends readonly FramedQuery<unknown>[]> extends FrameOptions {
  /** The reads the screen needs, all of them: the first failed one is told. */
  queries: Q;
  /** The content with the answers, in the order of `queries`; called while rendering (no hooks). */
  children: (data: DataList<Q>) => ReactNode;
}

export function QueryFrame<T>(props: OneQueryProps<T>): ReactNode;
export function QueryFrame<const Q extends readonly FramedQuery<unknown>[]>(
  props: QueriesProps<Q>,
): ReactNode;
export function QueryFrame(props: OneQueryProps<unknown> | QueriesProps<readonly FramedQuery<unknown>[]>) {
  const many = 'queries' in props;
  const queries = many ? props.queries : [props.query];
  const failed = queries.filter((query) => query.error && !(props.keepOnFailure && query.data !== undefined));
  const [first] = failed;
  if (first) {
    const error = first.error;
    const retry = props.onRetry ?? (() => failed.forEach((query) => void query.refetch()));
    return props.failure?.(error, retry) ?? <ErrorState error={error} onRetry={retry} />;
  }
  if (props.waiting || queries.some((query) => query.data === undefined))
    return props.skeleton ?? <PageSkeleton />;
  const data = queries.map((query) => query.data);
  return many
    ? (props.children as (data: unknown[]) => ReactNode)(data)
    : (props.children as (data: unknown) => ReactNode)(data[0]);
}

/** The frame's first-load look for a wait that is not a read (a redirect on its way, a session being made). */
export function QueryPending() {
  return <PageSkeleton />;
}

/**
 * A failed call told in place, inside a screen that stays (a sent form, a fetched file, a read that is one
 * part of the screen): the frame's error look with its retry.
 */
export function CallFailure({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  return <ErrorState error={error} onRetry={onRetry} />;
}
