import { InformationCircleFill, SearchOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '../../shared/navigation/routes';
import { useAppNavigate } from '../../shared/navigation/use-app-navigate';
import { Outcome } from '../../shared/ui/outcome';
import { isCode } from '../../api/is-code';

/**
 * The two info screens of the transactions, each with the bank's words and one way on: no credit line yet
 * (CREDIT_NO_ACCOUNT, to apply), or a transaction that is not there (back to the list).
 */
export function TxnInfo({ kind, message }: { kind: 'noAccount' | 'notFound'; message: string }) {
  const { t } = useTranslation('transactions');
  const nav = useAppNavigate();
  const noAccount = kind === 'noAccount';
  return (
    <Outcome
      testId={noAccount ? 'txn-no-account' : 'txn-not-found'}
      status="info"
      icon={noAccount ? <InformationCircleFill /> : <SearchOutline />}
      title={noAccount ? t('noAccount.title') : t('detail.notFound')}
      body={message}
      action={{
        label: noAccount ? t('noAccount.action') : t('detail.toList'),
        onClick: () => nav.replace(noAccount ? ROUTES.PAY_LATER_APPLY : ROUTES.TRANSACTIONS),
      }}
    />
  );
}

/** No credit line yet (CREDIT_NO_ACCOUNT): the bank's words and the way to apply. */
export function NoAccount({ message }: { message: string }) {
  return <TxnInfo kind="noAccount" message={message} />;
}

/** The refusal a transactions screen tells in its own words (QueryFrame's `failure`): no credit line yet. */
export const noAccountFailure = (error: unknown) =>
  isCode(error, 'CREDIT_NO_ACCOUNT') ? <NoAccount message={error.ret_msg} /> : undefined;
