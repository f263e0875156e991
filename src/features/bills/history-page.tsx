import { InfiniteScroll, Tabs } from 'antd-mobile';
import { RightOutline, UnorderedListOutline } from 'antd-mobile-icons';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMonth } from '../../shared/lib/dates';
import { formatRupiah } from '../../shared/lib/money';
import { ROUTES } from '../../shared/navigation/routes';
import { useBackOr } from '../../shared/navigation/use-back-or';
import { useAppNavigate } from '../../shared/navigation/use-app-navigate';
import { useScrollRestore } from '../../shared/navigation/use-scroll-restore';
import { EmptyState } from '../../shared/ui/empty-state';
import { Screen } from '../../shared/ui/screen';
import { billStateOf, groupBy, type BillListItem } from './bill-view';
import { billsFailure, BillTag, LoadMore, RowLink } from './bills-chrome';
import { billDetailPath } from './paths';
import { useBillList, type HistoryTab } from './use-bills';
import { ListRefresh } from '../../shared/ui/list-refresh';
import { QueryFrame } from '../../shared/ui/query-frame';
import './bills.css';
import '../../shared/ui/lists.css';

function HistoryRow({ item }: { item: BillListItem }) {
  const { t, i18n } = useTranslation('bills');
  const lang = i18n.language;
  const balance = Number(item.STMT_BAL_AMT);
  // The list names no paid amount: what the statement billed less what is left of it.
  const state = billStateOf(item.STMT_STATUS, balance, false, Number(item.STMT_AMT) - balance);
  return (
    <li>
      <RowLink to={billDetailPath(item.STMT_MONTH)} className="bills-row" testId="bill-history-row">
        <span className="bills-row__main">
          <span className="bills-row__title">{formatMonth(item.STMT_MONTH, lang)}</span>
          <span className="bills-row__sub">
            {t('due.date', { date: formatDate(item.PMT_DUE_DATE, lang) })}
          </span>
        </span>
        <span className="bills-row__figures">
          <span
            className={`bills-row__amount${state === 'overdue' ? ' bills-row__amount--overdue' : ''}`}
            data-testid="bill-history-amount"
          >
            {formatRupiah(item.STMT_AMT, lang)}
          </span>
          <BillTag state={state} />
        </span>
        <RightOutline className="bills-row__arrow" aria-hidden="true" />
      </RowLink>
    </li>
  );
}

/** One tab: the statements page by page, grouped by year under sticky headers. */
function HistoryList({ type, active }: { type: HistoryTab; active: boolean }) {
  const { t } = useTranslation('bills');
  const nav = useAppNavigate();
  const list = useBillList(type);
  // The tabs stay mounted: only the one shown keeps the page's place (the other would restore its own).
  const ref = useScrollRestore<HTMLDivElement>(Boolean(list.data) && active, type);
  return (
    <QueryFrame query={list} failure={billsFailure}>
      {(data) => {
        const items = data.pages.flatMap((page) => page.STMT_LIST);
        if (items.length === 0) {
          return (
            <EmptyState
              testId={`bill-history-empty-${type}`}
              icon={<UnorderedListOutline />}
              title={type === 'A' ? t('history.emptyTitle') : t('history.emptyPaidTitle')}
              body={type === 'A' ? t('history.emptyBody') : t('history.emptyPaidBody')}
              action={{ label: t('overdue.toBills'), onClick: () => nav.replace(ROUTES.BILLS) }}
            />
          );
        }
        return (
          <ListRefresh
            ns="bills"
            onRefresh={async () => {
              await list.refetch();
            }}
          >
            <div ref={ref} className="bills-history" data-testid={`bill-history-${type}`}>
              {groupBy(items, (item) => item.STMT_MONTH.slice(0, 4)).map((group) => (
                <section key={group.key} aria-label={group.key} className="bills-section">
                  <h2 className="month-group__head bills-section__head">{group.key}</h2>
                  <ul className="bills-list">
                    {group.items.map((item) => (
                      <HistoryRow key={item.STMT_MONTH} item={item} />
                    ))}
                  </ul>
                </section>
              ))}
              <InfiniteScroll
                hasMore={list.hasNextPage}
                loadMore={async () => {
                  await list.fetchNextPage({ throwOnError: true });
                }}
              >
                {(hasMore, failed, retry) => (
                  <LoadMore hasMore={hasMore} failed={failed} retry={retry} testId="bill-history-end" />
                )}
              </InfiniteScroll>
            </div>
          </ListRefresh>
        );
      }}
    </QueryFrame>
  );
}

/** ROUTES.BILL_HISTORY: printed statements, all or paid (Lunas), with infinite scroll. */
export default function HistoryPage() {
  const { t } = useTranslation('bills');
  const [tab, setTab] = useState<HistoryTab>('A');
  const top = useRef<HTMLDivElement>(null);
  useBackOr(ROUTES.BILLS);
  return (
    <Screen testId="bill-history" className="bills bills--list">
      <div ref={top} />
      <Tabs
        activeKey={tab}
        onChange={(key) => {
          setTab(key as HistoryTab);
          // Each tab's list starts at its head, not where the other one was scrolled to.
          top.current?.scrollIntoView({ block: 'start' });
        }}
        className="bills-tabs"
      >
        <Tabs.Tab title={t('history.all')} key="A">
          <HistoryList type="A" active={tab === 'A'} />
        </Tabs.Tab>
        <Tabs.Tab title={t('history.paid')} key="F">
          <HistoryList type="F" active={tab === 'F'} />
        </Tabs.Tab>
      </Tabs>
    </Screen>
  );
}
