import { InformationCircleFill } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '../../shared/navigation/routes';
import { useAppNavigate } from '../../shared/navigation/use-app-navigate';
import { Outcome } from '../../shared/ui/outcome';

/** No credit line yet (CREDIT_NO_ACCOUNT): the bank's words and the way to apply. */
export function NoAccount({ message }: { message: string }) {
  const { t } = useTranslation('transactions');
  const nav = useAppNavigate();
  return (
    <Outcome
      testId="txn-no-account"
      status="info"
      icon={<InformationCircleFill />}
      title={t('noAccount.title')}
      body={message}
      action={{ label: t('noAccount.action'), onClick: () => nav.replace(ROUTES.PAY_LATER_APPLY) }}
    />
  );
}
