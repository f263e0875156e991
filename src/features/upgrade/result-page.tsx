import { CheckCircleFill, ClockCircleFill, CloseCircleFill } from 'antd-mobile-icons';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { WALLET_TIERS } from '../../../contracts/entities/wallet';
import { formatRupiah } from '../../shared/lib/money';
import { useBackHandler } from '../../shared/navigation/page-chrome-store';
import { ROUTES } from '../../shared/navigation/routes';
import { useAppNavigate } from '../../shared/navigation/use-app-navigate';
import { Outcome } from '../../shared/ui/outcome';
import { Rows } from '../../shared/ui/rows';
import { Card } from '../../shared/ui/screen';
import { primeRate } from './tier-parts';
import { TARGET_ROUTE, outcomeOf, targetOf } from './tier-view';
import { useWalletTier } from './use-wallet-tier';
import { QueryFrame } from '../../shared/ui/query-frame';
import './upgrade.css';

/**
 * ROUTES.UPGRADE_RESULT (?tier=middle|prime, &code=<return code> when the upgrade was refused). The tier is
 * what the bank answers now (mpc_balance): held, the success with the new caps (and the Prime savings
 * account); not held, the refusal the upgrade got (unsuccessful, or data validation failed, try later).
 * Every outcome leads back to the wallet home.
 */
export default function ResultPage() {
  const { t, i18n } = useTranslation('upgrade');
  const nav = useAppNavigate();
  const [search] = useSearchParams();
  const target = targetOf(search.get('tier'));
  const wallet = useWalletTier();
  const home = useCallback(() => nav.replace(ROUTES.WALLET_HOME), [nav]);
  useBackHandler(home);

  if (!target) return <Navigate to={ROUTES.WALLET_HOME} replace />;
  return (
    <QueryFrame query={wallet}>
      {(data) => {
        const { mpcLevel: level, balanceAmt, coreAcctList } = data;
        const outcome = outcomeOf(target, level, search.get('code'));
        const homeAction = { label: t('walletHome'), onClick: home, testId: 'upgrade-home' };
        const tier = t(`tiers.${level}`);

        if (outcome === 'none') return <Navigate to={TARGET_ROUTE[target]} replace />;
        if (outcome === 'unsuccessful') {
          return (
            <Outcome
              testId="upgrade-unsuccessful"
              status="error"
              icon={<CloseCircleFill />}
              title={t('result.unsuccessfulTitle')}
              body={[t('result.unsuccessfulBody'), t('result.stays', { tier })]}
              action={homeAction}
            />
          );
        }
        if (outcome === 'validation-failed') {
          return (
            <Outcome
              testId="upgrade-validation-failed"
              status="warning"
              icon={<ClockCircleFill />}
              title={t('result.validationTitle')}
              body={[t('result.validationBody'), t('result.stays', { tier })]}
              link={{
                label: t('result.tryAgain'),
                onClick: () => nav.replace(ROUTES.UPGRADE_PRIME),
                testId: 'upgrade-try-again',
              }}
              action={homeAction}
            />
          );
        }

        const caps = WALLET_TIERS[level];
        const cap = (value: number | null) =>
          value === null ? t('gains.unlimited') : formatRupiah(value, i18n.language);
        const prime = level === '3';
        const account = coreAcctList[0];
        return (
          <Outcome
            testId="upgrade-success"
            status="success"
            icon={<CheckCircleFill />}
            title={t('result.successTitle', { tier })}
            body={
              prime
                ? t('result.primeBody', { rate: primeRate(i18n.language) })
                : t('result.middleBody', { cap: cap(caps.balanceCap) })
            }
            figure={
              prime && account
                ? { label: t('result.account'), value: account.acctNo, testId: 'upgrade-account' }
                : undefined
            }
            link={
              prime ? undefined : { label: t('toPrime'), onClick: () => nav.replace(ROUTES.UPGRADE_PRIME) }
            }
            action={homeAction}
          >
            <Card className="upgrade-result-details">
              <Rows
                label={t('result.details')}
                rows={[
                  { label: t('result.tier'), value: tier, strong: true, testId: 'upgrade-tier' },
                  { label: t('result.balance'), value: formatRupiah(balanceAmt, i18n.language) },
                  {
                    label: t('gains.balanceCap'),
                    value: cap(caps.balanceCap),
                    testId: 'upgrade-balance-cap',
                  },
                  { label: t('gains.incomingCap'), value: cap(caps.monthlyIncomingCap) },
                  ...(prime
                    ? [
                        {
                          label: t('gains.interest'),
                          value: t('gains.perYear', { rate: primeRate(i18n.language) }),
                        },
                      ]
                    : []),
                ]}
              />
            </Card>
          </Outcome>
        );
      }}
    </QueryFrame>
  );
}
