import { FileOutline, RightOutline, UnorderedListOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatRupiah } from '../../shared/lib/money';
import { ROUTES } from '../../shared/navigation/routes';
import { useAppNavigate } from '../../shared/navigation/use-app-navigate';
import { formatDate } from '../../shared/lib/dates';
import { NavButton } from '../../shared/ui/nav-button';
import { useTransactionLine } from '../../shared/ui/use-transaction-line';
import type { HomeView } from './home-view';
import { useRecentTransactions } from './use-paylater-home';

function EntryRow(props: {
  icon: ReactNode;
  title: string;
  value?: string;
  onClick: () => void;
  testId: string;
}) {
  return (
    <button type="button" className="ph-row" onClick={props.onClick} data-testid={props.testId}>
      <span className="icon-tile ph-row__icon" aria-hidden="true">
        {props.icon}
      </span>
      <span className="ph-row__title">{props.title}</span>
      {props.value ? <span className="ph-row__value">{props.value}</span> : null}
      <RightOutline className="ph-row__chevron" aria-hidden="true" />
    </button>
  );
}

/** The latest few transactions, each opening its detail, and the way to the whole history. */
function RecentTransactions({ businessDate }: { businessDate: string }) {
  const { t, i18n } = useTranslation('paylaterHome');
  const nav = useAppNavigate();
  const recent = useRecentTransactions(businessDate);
  const lineOf = useTransactionLine();
  const rows = recent.data?.TRANSACTION_LIST ?? [];
  return (
    <section className="ph-recent" aria-labelledby="ph-recent-title" data-testid="home-recent">
      <div className="ph-recent__head">
        <h2 className="ph-recent__title" id="ph-recent-title">
          {t('entries.recentTitle')}
        </h2>
        <NavButton to={ROUTES.TRANSACTIONS} className="ph-recent__all" testId="home-transactions-all">
          {t('entries.seeAll')}
        </NavButton>
      </div>
      {recent.isPending ? (
        <p className="ph-recent__empty">{t('entries.loading')}</p>
      ) : rows.length === 0 ? (
        <p className="ph-recent__empty">
          {recent.error ? t('entries.unavailable') : t('entries.noTransactions')}
        </p>
      ) : (
        <ul className="ph-recent__list">
          {rows.map((row) => {
            const line = lineOf(row);
            return (
              <li key={row.TRANSACTION_ID}>
                <button
                  type="button"
                  className="ph-recent__row"
                  data-testid="home-recent-row"
                  data-type={row.TRANSACTION_TYPE}
                  data-id={row.TRANSACTION_ID}
                  onClick={() =>
                    nav.push(`${ROUTES.TRANSACTION_DETAIL}?id=${encodeURIComponent(row.TRANSACTION_ID)}`)
                  }
                >
                  <span className="ph-recent__what">
                    <span className="ph-recent__type" data-testid="home-recent-type">
                      {line.title}
                      {line.cancelled ? (
                        <span className="ph-recent__cancelled"> · {t('entries.cancelled')}</span>
                      ) : null}
                    </span>
                    {line.source ? (
                      <span className="ph-recent__meta" data-testid="home-recent-sub">
                        {line.source}
                      </span>
                    ) : null}
                  </span>
                  <span className="ph-recent__amount">
                    <span data-testid="home-recent-amount">{line.amount}</span>
                    <span className="ph-recent__when">{formatDate(row.TRANSACTION_TIME, i18n.language)}</span>
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/** The lower half of the home (UX.md): bills and transaction history as rows, the latest transactions. */
export function HomeEntries({ view, businessDate }: { view: HomeView; businessDate: string }) {
  const { t, i18n } = useTranslation('paylaterHome');
  const nav = useAppNavigate();
  const billValue = view.billDue > 0 ? formatRupiah(view.billDue, i18n.language) : t('entries.noBillDue');
  return (
    <>
      <section className="ph-rows" aria-label={t('entries.label')}>
        <EntryRow
          icon={<FileOutline />}
          title={t('entries.bills')}
          value={billValue}
          onClick={() => nav.push(ROUTES.BILLS)}
          testId="home-bills"
        />
        <EntryRow
          icon={<UnorderedListOutline />}
          title={t('entries.transactions')}
          onClick={() => nav.push(ROUTES.TRANSACTIONS)}
          testId="home-transactions"
        />
      </section>
      <RecentTransactions businessDate={businessDate} />
    </>
  );
}
