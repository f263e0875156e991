import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { Button, DotLoading, InfiniteScroll, Skeleton } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CouponCard } from './coupon-card';
import type { CentreCoupon, MyCoupon } from './coupon-view';
import { QueryFrame } from '../../shared/ui/query-frame';

type Page = { total: string; list: Array<CentreCoupon | MyCoupon> };

/** Cards in the shape of the list while the first page loads (nothing jumps when it arrives). */
export function ListSkeleton() {
  const { t } = useTranslation('coupons');
  return (
    <div className="cp-skeleton" aria-busy="true" aria-label={t('list.loading')}>
      {[0, 1, 2, 3].map((row) => (
        <Skeleton key={row} animated className="cp-skeleton__card" />
      ))}
    </div>
  );
}

/** A paged list of coupons: skeleton, error, the empty state given, or the cards with more on scroll. */
export function CouponList({
  query,
  empty,
  label,
  testId,
}: {
  query: UseInfiniteQueryResult<InfiniteData<Page>>;
  empty: ReactNode;
  label: string;
  testId: string;
}) {
  const { t } = useTranslation('coupons');
  return (
    <QueryFrame query={query} skeleton={<ListSkeleton />} keepOnFailure>
      {(data) => {
        const coupons = data.pages.flatMap((page) => page.list);
        if (coupons.length === 0) return <>{empty}</>;
        return (
          <div className="cp-list" data-testid={testId} data-total={data.pages[0]?.total}>
            <ul className="cp-list__items" aria-label={label}>
              {coupons.map((coupon) => (
                <li key={'cardVoucherCode' in coupon ? coupon.cardVoucherCode : coupon.couponId}>
                  <CouponCard coupon={coupon} />
                </li>
              ))}
            </ul>
            <InfiniteScroll
              hasMore={query.hasNextPage}
              loadMore={async () => {
                await query.fetchNextPage({ throwOnError: true });
              }}
            >
              {(hasMore, failed, retry) =>
                failed ? (
                  <Button
                    className="cp-retry"
                    size="small"
                    fill="outline"
                    color="primary"
                    shape="rounded"
                    onClick={() => void retry()}
                  >
                    {t('list.retry')}
                  </Button>
                ) : hasMore ? (
                  <span role="status" className="cp-more">
                    {t('list.loadingMore')} <DotLoading />
                  </span>
                ) : (
                  <span className="cp-more" data-testid="coupon-list-end">
                    {t('loadMore.end', { ns: 'common' })}
                  </span>
                )
              }
            </InfiniteScroll>
          </div>
        );
      }}
    </QueryFrame>
  );
}
