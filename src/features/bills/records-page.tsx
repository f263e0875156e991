import { InfiniteScroll } from 'antd-mobile';
import { BankcardOutline, UndoOutline, UpCircleOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMonth } from '../../shared/lib/dates';
import { formatRupiah } from '../../shared/lib/money';
import { ROUTES } from '../../shared/navigation/routes';
import { useBackOr } from '../../shared/navigation/use-back-or';
import { useAppNavigate } from '../../shared/navigation/use-app-navigate';
import { EmptyState } from '../../shared/ui/empty-state';
import { Card, Screen } from '../../shared/ui/screen';
import { StatusTag, type StatusTone } from '../../shared/ui/status-tag';
import { groupBy, type RepayRecord } from './bill-view';
import { billsFailure, LoadMore } from './bills-chrome';
import { useRecords } from './use-bills';
import { ListRefresh } from '../../shared/ui/list-refresh';
import { QueryFrame } from '../../shared/ui/query-frame';
import '../../shared/ui/lists.css';
import './bills.css';

const TYPE_KEY = { P: 'records.type.P', T: 'records.type.T', R: 'records.type.R' } as const;
const STATUS_KEY = { S: 'records.status.S', P: 'records.status.P', F: 'records.status.F' } as const;
const STATUS_TONE: Record<RepayRecord['STATUS'], StatusTone> = { S: 'paid', P: 'processing', F: 'overdue' };
const ICON = { P: <BankcardOutline />, T: <UpCircleOutline />, R: <UndoOutline /> };

function RecordRow({ record }: { record: RepayRecord }) {
  const { t, i18n } = useTranslation('bills');
  const lang = i18n.language;
  const time = formatDateTime(record.RECORD_TIME, lang);
  const via =
    record.AUTO_DEBIT === 'Y'
      ? t('records.via.AUTO')
      : record.REPAY_TYPE === 'VA'
        ? t('records.via.VA')
        : record.REPAY_TYPE === 'BANK_CARD'
          ? t('records.via.BANK_CARD')
          : '';
  const what = (record.AUTO_DEBIT === 'Y' ? '' : record.MERCHANT_NAME) || via;
  return (
    <li className="bills-record" data-testid="bill-record" data-type={record.RECORD_TYPE}>
      <span
        className={`list-icon bills-record__icon bills-record__icon--${record.RECORD_TYPE}`}
        aria-hidden="true"
      >
        {ICON[record.RECORD_TYPE]}
      </span>
      <span className="bills-record__title">{t(TYPE_KEY[record.RECORD_TYPE])}</span>
      <span
        className={`bills-record__amount${record.STATUS === 'F' ? ' bills-record__amount--void' : ''}`}
        data-testid="bill-record-amount"
      >
        {/* Refunds and repayments reduce what is owed: a minus once done (decision 0040). */}
        {formatRupiah(record.AMOUNT, lang, record.STATUS === 'S' ? 'out' : undefined)}
      </span>
      <span className="bills-record__sub">{what || time}</span>
      <span className="bills-record__tag">
        <StatusTag tone={STATUS_TONE[record.STATUS]}>{t(STATUS_KEY[record.STATUS])}</StatusTag>
      </span>
      {what ? <span className="bills-record__sub bills-record__time">{time}</span> : null}
    </li>
  );
}

/** ROUTES.BILL_RECORDS: refunds, bill repayments and early repayments, newest first, grouped by month. */
export default function RecordsPage() {
  const { t, i18n } = useTranslation('bills');
  const nav = useAppNavigate();
  useBackOr(ROUTES.BILLS);
  const records = useRecords();
  return (
    <QueryFrame query={records} failure={billsFailure}>
      {(data) => {
        const items = data.pages.flatMap((page) => page.RECORD_LIST);
        if (items.length === 0) {
          return (
            <Screen testId="bill-records-empty" className="bills">
              <Card>
                <EmptyState
                  icon={<BankcardOutline />}
                  title={t('records.emptyTitle')}
                  body={t('records.emptyBody')}
                  action={{ label: t('overdue.toBills'), onClick: () => nav.replace(ROUTES.BILLS) }}
                />
              </Card>
            </Screen>
          );
        }
        return (
          <Screen testId="bill-records" className="bills bills--list">
            <ListRefresh
              ns="bills"
              onRefresh={async () => {
                await records.refetch();
              }}
            >
              <p className="bills-list-note">{t('records.note')}</p>
              {groupBy(items, (r) => r.RECORD_TIME.slice(0, 6)).map((group) => (
                <section
                  key={group.key}
                  aria-label={formatMonth(group.key, i18n.language)}
                  className="bills-section"
                >
                  <h2 className="month-group__head bills-section__head">
                    {formatMonth(group.key, i18n.language)}
                  </h2>
                  <ul className="bills-list">
                    {group.items.map((record) => (
                      <RecordRow key={`${record.RECORD_TIME}-${record.REF_NBR}`} record={record} />
                    ))}
                  </ul>
                </section>
              ))}
              <InfiniteScroll
                hasMore={records.hasNextPage}
                loadMore={async () => {
                  await records.fetchNextPage({ throwOnError: true });
                }}
              >
                {(hasMore, failed, retry) => (
                  <LoadMore hasMore={hasMore} failed={failed} retry={retry} testId="bill-records-end" />
                )}
              </InfiniteScroll>
            </ListRefresh>
          </Screen>
        );
      }}
    </QueryFrame>
  );
}
