import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { Button, DotLoading, InfiniteScroll } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from './error-state';
import './lists.css';

/** The part of an infinite query the foot of a list needs. */
interface NextPages {
  hasNextPage: boolean;
  fetchNextPage: (options: { throwOnError: true }) => Promise<unknown>;
}

export interface LoadMoreTexts {
  /** Said while the next page loads; common:loadMore.loading by default. */
  loading?: string;
  /** The retry button after a page failed; common:loadMore.retry by default. */
  retry?: string;
  /** The test id of the end-of-list line (common:loadMore.end, the one wording of every list). */
  endTestId?: string;
}

/**
 * The foot of a list that pages: the next page is asked for as the foot comes into view, a failed page
 * gets a retry button (nothing already shown is lost), and the end is told in the one line of every list.
 */
export function LoadMore({ query, loading, retry, endTestId }: LoadMoreTexts & { query: NextPages }) {
  const { t } = useTranslation('common');
  return (
    <InfiniteScroll
      hasMore={query.hasNextPage}
      loadMore={async () => {
        // Thrown so the kit stops asking and offers the retry instead of looping on a failing page.
        await query.fetchNextPage({ throwOnError: true });
      }}
    >
      {(hasMore, failed, again) =>
        failed ? (
          <Button
            className="paged-list__retry"
            size="small"
            fill="outline"
            color="primary"
            shape="rounded"
            onClick={() => void again()}
          >
            {retry ?? t('loadMore.retry')}
          </Button>
        ) : hasMore ? (
          <span role="status" className="paged-list__more">
            {loading ?? t('loadMore.loading')} <DotLoading />
          </span>
        ) : (
          <span className="paged-list__more" data-testid={endTestId}>
            {t('loadMore.end')}
          </span>
        )
      }
    </InfiniteScroll>
  );
}

interface Props<TPage, TItem> extends LoadMoreTexts {
  query: UseInfiniteQueryResult<InfiniteData<TPage>>;
  /** The rows of one page. */
  itemsOf: (page: TPage) => TItem[];
  /** The shape of the list while the first page loads. */
  skeleton: ReactNode;
  /** What shows when the bank has nothing (with the way on). */
  empty: ReactNode;
  /** A failed first page the screen tells in its own words (as QueryFrame's); undefined for ErrorState. */
  failure?: (error: unknown, retry: () => void) => ReactNode | undefined;
  /** The element holding the rows and the foot. */
  list?: { className?: string; testId?: string; total?: string };
  children: (items: TItem[]) => ReactNode;
}

/**
 * A list that pages (UX.md "Lists"): the skeleton, a failed first page, the empty state, or the rows with
 * `LoadMore` at their foot. The rows are the feature's own (`children`).
 */
export function PagedList<TPage, TItem>(props: Props<TPage, TItem>) {
  const { query, itemsOf, skeleton, empty, failure, list, children, ...texts } = props;
  if (query.isPending) return <>{skeleton}</>;
  if (query.error && !query.data) {
    const retry = () => void query.refetch();
    return <>{failure?.(query.error, retry) ?? <ErrorState error={query.error} onRetry={retry} />}</>;
  }
  const items = query.data?.pages.flatMap((page) => itemsOf(page)) ?? [];
  if (items.length === 0) return <>{empty}</>;
  return (
    <div className={list?.className} data-testid={list?.testId} data-total={list?.total}>
      {children(items)}
      <LoadMore query={query} {...texts} />
    </div>
  );
}
