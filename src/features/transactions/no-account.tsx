import { Result } from 'antd-mobile';
import { InformationCircleFill } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '../../shared/navigation/routes';
import { useAppNavigate } from '../../shared/navigation/use-app-navigate';
import { BottomAction } from '../../shared/ui/bottom-action';

/** No credit line yet (CREDIT_NO_ACCOUNT): the bank's words and the way to apply. */
export function NoAccount({ message }: { message: string }) {
  const { t } = useTranslation('transactions');
  const nav = useAppNavigate();
  return (
    <div className="txn txn--empty" data-testid="txn-no-account">
      <Result
        status="info"
        icon={
          <span aria-hidden="true">
            <InformationCircleFill />
          </span>
        }
        title={<h2 className="txn-no-account__title">{t('noAccount.title')}</h2>}
        description={message}
      />
      <BottomAction onClick={() => nav.replace(ROUTES.PAY_LATER_APPLY)}>{t('noAccount.action')}</BottomAction>
    </div>
  );
}
