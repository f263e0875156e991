import { ClockCircleOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useAppNavigate } from '../../shared/navigation/use-app-navigate';
import { ROUTES } from '../../shared/navigation/routes';
import { Outcome } from '../../shared/ui/outcome';

/**
 * Pay Later is on the access config's noOpenList: it does not open, and the screen says so. The rest of
 * the app (wallet, points, deals) is not gated by it, so the one action leads there.
 */
export function FeatureNotOpen() {
  const { t } = useTranslation('paylaterApply');
  const nav = useAppNavigate();
  return (
    <Outcome
      testId="apply-feature-not-open"
      status="info"
      icon={<ClockCircleOutline />}
      title={t('notOpen.title')}
      body={t('notOpen.body')}
      action={{ label: t('notOpen.wallet'), onClick: () => nav.push(ROUTES.WALLET_HOME) }}
    />
  );
}
