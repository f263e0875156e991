import { LockOutline, LoopOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '../../shared/navigation/routes';
import { useBackOr } from '../../shared/navigation/use-back-or';
import { Rows } from '../../shared/ui/rows';
import { Card, Screen } from '../../shared/ui/screen';
import { StatusTag } from '../../shared/ui/status-tag';
import { billsFailure } from './bills-chrome';
import { usePersonalCenter, useRepayInfo } from './use-bills';
import { QueryFrame } from '../../shared/ui/query-frame';
import './bills.css';

const STEPS = [
  'autoRepayment.step1',
  'autoRepayment.step2',
  'autoRepayment.step3',
  'autoRepayment.step4',
] as const;

/**
 * ROUTES.BILL_AUTO_REPAYMENT: auto-repayment is on (repay_info IS_AUTO_PAY_ONLINE) and cannot be turned off
 * (spec section 4): what it does and when, without a switch.
 */
export default function AutoRepaymentPage() {
  const { t } = useTranslation('bills');
  useBackOr(ROUTES.BILLS);
  const info = useRepayInfo();
  const center = usePersonalCenter();
  return (
    <QueryFrame queries={[info, center]} failure={billsFailure}>
      {([infoData, centerData]) => {
        const on = infoData.IS_AUTO_PAY_ONLINE === 'Y';
        const dueDay = centerData.PMT_DUE_DATE ? Number(centerData.PMT_DUE_DATE.slice(6, 8)) : null;
        return (
          <Screen testId="bill-auto-repayment" className="bills">
            <Card
              title={on ? t('autoRepayment.onTitle') : t('autoRepayment.offTitle')}
              icon={<LoopOutline />}
            >
              <p className="bills-status-line">
                <StatusTag tone={on ? 'paid' : 'blocked'} testId="auto-repayment-status">
                  {on ? t('autoRepayment.on') : t('autoRepayment.off')}
                </StatusTag>
              </p>
              <p className="bills-card-note">{on ? t('autoRepayment.onBody') : t('autoRepayment.offBody')}</p>
              <Rows
                label={t('autoRepayment.factsLabel')}
                rows={[
                  {
                    label: t('autoRepayment.when'),
                    value: dueDay ? t('autoRepayment.whenDay', { day: dueDay }) : t('autoRepayment.whenDue'),
                    testId: 'auto-repayment-day',
                  },
                  { label: t('autoRepayment.source'), value: t('autoRepayment.sourceValue') },
                ]}
              />
            </Card>
            <Card title={t('autoRepayment.howTitle')}>
              <ol className="bills-steps">
                {STEPS.map((key, index) => (
                  <li key={key} className="bills-steps__item">
                    <span className="bills-steps__number" aria-hidden="true">
                      {index + 1}
                    </span>
                    <span>{t(key)}</span>
                  </li>
                ))}
              </ol>
            </Card>
            <Card testId="auto-repayment-fixed">
              <p className="bills-fixed">
                <LockOutline className="bills-fixed__icon" aria-hidden="true" />
                <span>
                  <strong className="bills-fixed__title">{t('autoRepayment.fixedTitle')}</strong>
                  <span className="bills-fixed__body">{t('autoRepayment.fixedBody')}</span>
                </span>
              </p>
            </Card>
          </Screen>
        );
      }}
    </QueryFrame>
  );
}
