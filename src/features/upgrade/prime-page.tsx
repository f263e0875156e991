import { Dialog } from '../../shared/ui/antd-popups';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { PrimeInput } from '../../../contracts/entities/onboarding-prime';
import { call, isApiError } from '../../api';
import { endpoints } from './endpoints';
import { PrimeDataForm } from '../../shared/forms/prime-data-form';
import { useSavedPrimeValues } from '../../shared/forms/prime-prefill';
import { useBackHandler } from '../../shared/navigation/page-chrome-store';
import { ROUTES } from '../../shared/navigation/routes';
import { useAppNavigate } from '../../shared/navigation/use-app-navigate';
import { Screen } from '../../shared/ui/screen';
import { TextLink } from '../../shared/ui/text-link';
import { AlreadyHeld } from './already-held';
import { GainsCard, UpgradeIntro, primeRate } from './tier-parts';
import { hasResultScreen, holds, resultPath } from './tier-view';
import { useForgetTier, useWalletTier } from './use-wallet-tier';
import { QueryFrame } from '../../shared/ui/query-frame';
import './upgrade.css';

/**
 * ROUTES.UPGRADE_PRIME: to Allo Prime (savings, 5% a year). What the customer gains, then the shared Prime
 * data form sent with upgrade/high_account. Success, "unsuccessful" and "data validation failed, try
 * later" each have their result screen; field refusals stay under their fields. What the Pay Later form
 * already took (query/ext_cust_info) fills the form: it is not asked again (issue 40).
 */
export default function PrimePage() {
  const { t, i18n } = useTranslation('upgrade');
  const nav = useAppNavigate();
  const wallet = useWalletTier();
  const forget = useForgetTier();
  const saved = useSavedPrimeValues();
  useBackHandler(useCallback(() => nav.replace(ROUTES.WALLET_HOME), [nav]));

  // The form takes its start once: it waits for the saved answers.
  return (
    <QueryFrame query={wallet} waiting={saved.pending}>
      {(data) => {
        const level = data.mpcLevel;
        if (holds(level, 'prime')) return <AlreadyHeld level={level} />;

        // Said when the form starts filled, so the customer checks it rather than wonders where it came from.
        const prefilled = Object.values(saved.values).some(Boolean);
        const send = (data: PrimeInput) => call(endpoints.upgradeHighAccount, data);
        const sent = async () => {
          await forget();
          nav.replace(resultPath('prime'));
        };
        const refused = (error: unknown) => {
          if (!isApiError(error) || error.kind !== 'code') return;
          if (hasResultScreen(error.ret_code)) {
            nav.replace(resultPath('prime', error.ret_code));
            return;
          }
          void Dialog.alert({ content: error.ret_msg, confirmText: t('ok'), onConfirm: () => void forget() });
        };

        return (
          <Screen testId="upgrade-prime" className="upgrade">
            <PrimeDataForm
              testId="upgrade-prime-form"
              labelledBy="upgrade-prime-heading"
              intro={
                <>
                  <UpgradeIntro
                    headingId="upgrade-prime-heading"
                    heading={t('prime.heading')}
                    body={t(prefilled ? 'prime.bodyPrefilled' : 'prime.body', {
                      rate: primeRate(i18n.language),
                    })}
                    from={level}
                    to="3"
                  />
                  <GainsCard from={level} to="3" />
                  <div className="upgrade-terms">
                    <TextLink onClick={() => nav.push(`${ROUTES.LEGAL}?doc=prime-savings`)}>
                      {t('terms')}
                    </TextLink>
                  </div>
                </>
              }
              initial={saved.values}
              submitLabel={t('prime.submit')}
              send={send}
              onSent={() => void sent()}
              onRefused={refused}
            />
          </Screen>
        );
      }}
    </QueryFrame>
  );
}
