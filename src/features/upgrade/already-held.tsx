import { CheckCircleFill } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { WALLET_TIERS } from '../../../contracts/entities/wallet';
import { formatRupiah } from '../../shared/lib/money';
import { ROUTES } from '../../shared/navigation/routes';
import { useAppNavigate } from '../../shared/navigation/use-app-navigate';
import { Outcome } from '../../shared/ui/outcome';
import { primeRate } from './tier-parts';
import type { MpcLevel } from './tier-view';

/** The wallet already holds the tier this upgrade offers: say so, and lead on (to Prime, or home). */
export function AlreadyHeld({ level }: { level: MpcLevel }) {
  const { t, i18n } = useTranslation('upgrade');
  const nav = useAppNavigate();
  const prime = level === '3';
  return (
    <Outcome
      testId="upgrade-already"
      status="success"
      icon={<CheckCircleFill />}
      title={t('already.title', { tier: t(`tiers.${level}`) })}
      body={
        prime
          ? t('already.prime', { rate: primeRate(i18n.language) })
          : t('already.middle', { cap: formatRupiah(WALLET_TIERS['2'].balanceCap, i18n.language) })
      }
      link={prime ? undefined : { label: t('toPrime'), onClick: () => nav.replace(ROUTES.UPGRADE_PRIME) }}
      action={{
        label: t('walletHome'),
        onClick: () => nav.replace(ROUTES.WALLET_HOME),
        testId: 'upgrade-home',
      }}
    />
  );
}
