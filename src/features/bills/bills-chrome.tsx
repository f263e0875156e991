import { Button, DotLoading } from 'antd-mobile';
import { InformationCircleFill } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '../../shared/navigation/routes';
import { useAppNavigate } from '../../shared/navigation/use-app-navigate';
import { AppLink } from '../../shared/ui/app-link';
import { Outcome } from '../../shared/ui/outcome';
import { PaymentStatusTag } from '../../shared/ui/payment-status-tag';
import { PAYMENT_STATUS_OF, type BillState } from './bill-view';
import { isCode } from '../../api/is-code';

/** A row that opens another screen (a real link through the app's navigation), in the bills' link style. */
export function RowLink({ className, ...link }: Omit<Parameters<typeof AppLink>[0], 'label'>) {
  return <AppLink {...link} className={`bills-link${className ? ` ${className}` : ''}`} />;
}

/** Without a credit line: the bank's words and the way to apply. */
function NoAccount({ message }: { message: string }) {
  const { t } = useTranslation('bills');
  const nav = useAppNavigate();
  return (
    <Outcome
      testId="bills-no-account"
      status="info"
      icon={<InformationCircleFill />}
      title={t('noAccount.title')}
      body={message}
      action={{ label: t('noAccount.action'), onClick: () => nav.replace(ROUTES.PAY_LATER_APPLY) }}
    />
  );
}

/** The refusal a bills screen tells in its own words (QueryFrame's `failure`); other errors are the frame's. */
export const billsFailure = (error: unknown) =>
  isCode(error, 'CREDIT_NO_ACCOUNT') ? <NoAccount message={error.ret_msg} /> : undefined;

/** The status of a statement in colour, words and an icon: the one payment status table's. */
export function BillTag({ state, testId }: { state: BillState; testId?: string }) {
  if (state === 'none') return null;
  return <PaymentStatusTag status={PAYMENT_STATUS_OF[state]} testId={testId} />;
}

/** The status of the statement a card shows, on its own line under the card's title. */
export function StatusLine({ state }: { state: BillState }) {
  return (
    <p className="bills-status-line">
      <BillTag state={state} testId="bill-status" />
    </p>
  );
}

/** The foot of an infinite list: loading the next page, a failed page to retry, or the end. */
export function LoadMore({
  hasMore,
  failed,
  retry,
  testId,
}: {
  hasMore: boolean;
  failed: boolean;
  retry: () => void;
  testId: string;
}) {
  const { t } = useTranslation(['bills', 'common']);
  if (failed)
    return (
      <Button fill="none" color="primary" onClick={retry} className="bills-retry">
        {t('common:loadMore.retry')}
      </Button>
    );
  if (hasMore)
    return (
      <span role="status">
        {t('common:loadMore.loading')} <DotLoading />
      </span>
    );
  return (
    <span className="bills-end" data-testid={testId}>
      {t('common:loadMore.end')}
    </span>
  );
}
