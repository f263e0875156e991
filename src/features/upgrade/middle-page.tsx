import { useMutation } from '@tanstack/react-query';
import { Dialog } from '../../shared/ui/antd-popups';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { WALLET_TIERS } from '../../../contracts/entities/wallet';
import { call, isApiError } from '../../api';
import { endpoints } from './endpoints';
import { formatRupiah } from '../../shared/lib/money';
import { useBackHandler } from '../../shared/navigation/page-chrome-store';
import { ROUTES } from '../../shared/navigation/routes';
import { useAppNavigate } from '../../shared/navigation/use-app-navigate';
import { BottomAction } from '../../shared/ui/bottom-action';
import { Screen } from '../../shared/ui/screen';
import { TextLink } from '../../shared/ui/text-link';
import { AlreadyHeld } from './already-held';
import { GainsCard, UpgradeIntro } from './tier-parts';
import { holds, resultPath } from './tier-view';
import { useForgetTier, useWalletTier } from './use-wallet-tier';
import { QueryFrame } from '../../shared/ui/query-frame';
import './upgrade.css';
import { useThrottledAction } from '../../shared/lib/use-throttled-action';

/**
 * ROUTES.UPGRADE_MIDDLE: Allo Pay to Allo Pay+ (registered e-money). What the customer gains first (the
 * caps of spec sections 6 and 9), then one tap: upgrade/middle_account; the result reads the new tier.
 */
export default function MiddlePage() {
  const { t, i18n } = useTranslation('upgrade');
  const nav = useAppNavigate();
  const wallet = useWalletTier();
  const forget = useForgetTier();
  useBackHandler(useCallback(() => nav.replace(ROUTES.WALLET_HOME), [nav]));

  const upgrade = useMutation({
    mutationFn: () => call(endpoints.upgradeMiddleAccount, {}),
    onSuccess: async () => {
      await forget();
      nav.replace(resultPath('middle'));
    },
    onError: (error) => {
      // A lost connection has the API client's own dialog; a refusal is the bank's words.
      if (!isApiError(error) || error.kind !== 'code') return;
      void Dialog.alert({ content: error.ret_msg, confirmText: t('ok'), onConfirm: () => void forget() });
    },
  });

  const upgradeOnce = useThrottledAction(() => upgrade.mutateAsync());

  return (
    <QueryFrame query={wallet}>
      {(data) => {
        const level = data.mpcLevel;
        if (holds(level, 'middle')) return <AlreadyHeld level={level} />;

        return (
          <Screen testId="upgrade-middle" className="upgrade">
            <UpgradeIntro
              headingId="upgrade-middle-heading"
              heading={t('middle.heading')}
              body={t('middle.body', { cap: formatRupiah(WALLET_TIERS['2'].balanceCap, i18n.language) })}
              from={level}
              to="2"
            />
            <GainsCard from={level} to="2" />
            <div className="upgrade-terms">
              <TextLink onClick={() => nav.push(`${ROUTES.LEGAL}?doc=wallet-tiers`)}>{t('terms')}</TextLink>
            </div>
            <BottomAction onClick={upgradeOnce} loading={upgrade.isPending} testId="upgrade-middle-submit">
              {t('middle.submit')}
            </BottomAction>
          </Screen>
        );
      }}
    </QueryFrame>
  );
}
