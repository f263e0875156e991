import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { createSearchParams, useSearchParams } from 'react-router';
import type { TranOrder } from '../../../contracts/entities/wallet';
import { getSystemTime } from '../../api';
import { formatDateTime, formatMonth } from '../../shared/lib/dates';
import { formatRupiah } from '../../shared/lib/money';
import { useBackHandler } from '../../shared/navigation/page-chrome-store';
import { ROUTES } from '../../shared/navigation/routes';
import { useAppNavigate } from '../../shared/navigation/use-app-navigate';
import { useScrollRestore } from '../../shared/navigation/use-scroll-restore';
import { EmptyState } from '../../shared/ui/empty-state';
import { ChipRow } from '../../shared/ui/chip-row';
import { ListRefresh } from '../../shared/ui/list-refresh';
import { MonthGroup, RowsSkeleton } from '../../shared/ui/month-group';
import { PagedList } from '../../shared/ui/paged-list';
import { Card, Hero } from '../../shared/ui/screen';
import { TextLink } from '../../shared/ui/text-link';
import { useOrderLabels } from './order-labels';
import { OrderRow } from './order-row';
import { useOrders, useWalletBalance } from './use-wallet';
import {
  ORDER_STATUSES,
  groupOrdersByMonth,
  orderRange,
  statusFilterOf,
  type OrderMonth,
  type StatusFilter,
} from './wallet-view';
import { QueryFrame } from '../../shared/ui/query-frame';
import './wallet.css';

function MonthSection({ group, onOpen }: { group: OrderMonth; onOpen: (order: TranOrder) => void }) {
  const { t, i18n } = useTranslation('wallet');
  const month = formatMonth(group.month, i18n.language);
  return (
    <MonthGroup
      month={month}
      code={group.month}
      listLabel={t('balance.monthLabel', { month })}
      testId="wallet-month"
    >
      {group.orders.map((order) => (
        <li key={order.mpcOrderNo}>
          <OrderRow
            order={order}
            when={formatDateTime(order.txnDate + order.txnTime, i18n.language)}
            onOpen={() => onOpen(order)}
          />
        </li>
      ))}
    </MonthGroup>
  );
}

/**
 * ROUTES.WALLET_BALANCE (?status=0..5): the Allo Pay balance, then the balance transactions and orders of
 * the last 12 months, newest first, grouped by month, page after page as the list scrolls; a status chip
 * row filters by order status (spec section 4). Each row opens the order's detail.
 */
export default function BalancePage() {
  const { t, i18n } = useTranslation('wallet');
  const labels = useOrderLabels();
  const nav = useAppNavigate();
  const [search, setSearch] = useSearchParams();
  const filter = statusFilterOf(search.get('status'));
  const balance = useWalletBalance();
  // The bank's day, known once the balance answered (every answer carries system_time).
  const day = balance.isSuccess ? getSystemTime()?.slice(0, 8) : undefined;
  const range = day ? orderRange(day) : null;
  const orders = useOrders(filter, range);
  const ref = useScrollRestore<HTMLDivElement>(Boolean(balance.data && orders.data));
  useBackHandler(useCallback(() => nav.replace(ROUTES.WALLET_HOME), [nav]));

  return (
    <QueryFrame query={balance}>
      {(data) => {
        const held = Number(data.coreAcctList[0]?.blockedBalanceAmt ?? 0);

        const setFilter = (next: StatusFilter) =>
          setSearch(next === 'all' ? {} : { status: next }, { replace: true });
        const open = (order: TranOrder) =>
          nav.push(
            `${ROUTES.WALLET_ORDER_DETAIL}?${createSearchParams({ no: order.mpcOrderNo }).toString()}`,
          );

        const empty = (
          <EmptyState
            testId="wallet-orders-empty"
            title={
              filter === 'all'
                ? t('balance.emptyAll')
                : t('balance.emptyStatus', { status: labels.status(filter) })
            }
            body={t('balance.emptyBody')}
            action={
              filter === 'all'
                ? { label: t('home.topUp'), onClick: () => nav.push(ROUTES.TOP_UP) }
                : { label: t('balance.showAll'), onClick: () => setFilter('all') }
            }
          />
        );

        return (
          <div ref={ref} className="wl wl--list" data-testid="wallet-balance-page" data-status={filter}>
            <ListRefresh ns="wallet" onRefresh={() => Promise.all([balance.refetch(), orders.refetch()])}>
              <div className="wl__content">
                <Card className="wl-balance">
                  <Hero
                    label={t('balance.label')}
                    amount={formatRupiah(data.balanceAmt, i18n.language)}
                    testId="wallet-balance"
                    note={
                      held > 0 ? t('home.held', { amount: formatRupiah(held, i18n.language) }) : undefined
                    }
                  />
                  <TextLink onClick={() => nav.push(ROUTES.TOP_UP)} testId="wallet-balance-top-up">
                    {t('home.topUp')}
                  </TextLink>
                </Card>
                <ChipRow<StatusFilter>
                  className="wl-filters"
                  label={t('balance.filterLabel')}
                  options={[
                    { label: t('balance.all'), value: 'all' },
                    ...ORDER_STATUSES.map((status) => ({ label: labels.status(status), value: status })),
                  ]}
                  value={[filter]}
                  onChange={(values) => setFilter(values[0] ?? 'all')}
                  showCheckMark={false}
                />
                <PagedList
                  query={orders}
                  itemsOf={(page) => page.tranOrderList}
                  skeleton={<RowsSkeleton title />}
                  empty={empty}
                  loading={t('balance.loading')}
                  retry={t('balance.retry')}
                  endTestId="wallet-orders-end"
                  list={{ testId: 'wallet-orders' }}
                >
                  {(list) =>
                    groupOrdersByMonth(list).map((group) => (
                      <MonthSection key={group.month} group={group} onOpen={open} />
                    ))
                  }
                </PagedList>
              </div>
            </ListRefresh>
          </div>
        );
      }}
    </QueryFrame>
  );
}
