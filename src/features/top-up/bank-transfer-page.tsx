import { useQuery } from '@tanstack/react-query';
import { List } from 'antd-mobile';
import { BankcardOutline } from 'antd-mobile-icons';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { TOP_UP_VA_BANKS, type TopUpVaBankCode } from '../../../contracts/entities/top-up';
import { TOP_UP_MINIMUM } from '../../../contracts/rules/fields';
import { endpointQuery } from '../../api';
import { endpoints } from './endpoints';
import { formatDateTime } from '../../shared/lib/dates';
import { formatRupiah } from '../../shared/lib/money';
import { POLL_MAX_ATTEMPTS } from '../../shared/lib/poll';
import { useBackHandler } from '../../shared/navigation/page-chrome-store';
import { ROUTES } from '../../shared/navigation/routes';
import { useAppNavigate } from '../../shared/navigation/use-app-navigate';
import { CopyValue } from '../../shared/ui/copy-value';
import { Rows } from '../../shared/ui/rows';
import { Card, Screen } from '../../shared/ui/screen';
import { TextLink } from '../../shared/ui/text-link';
import { ExpiredOutcome } from './expired-outcome';
import { bankPath } from './paths';
import { Deadline, LinkRow, PaidOutcome, WaitingFooter, nowrap } from './top-up-parts';
import { useOpenVa, useQuota, useVaStatus } from './use-top-up';
import { known, QueryFrame } from '../../shared/ui/query-frame';
import './top-up.css';
import '../../shared/ui/screen.css';
import '../../shared/ui/lists.css';

const OTHER_BANK = '0567';

function isBankCode(code: string | null): code is TopUpVaBankCode {
  return TOP_UP_VA_BANKS.some((b) => b.bankCode === code);
}

function useBankName() {
  const { t } = useTranslation('topUp');
  return (code: TopUpVaBankCode) =>
    code === OTHER_BANK ? t('bank.otherName') : TOP_UP_VA_BANKS.find((b) => b.bankCode === code)!.bankName;
}

/** The banks a virtual account can be opened for; "another bank" transfers with the code 0567. */
function BankList() {
  const { t } = useTranslation('topUp');
  const bankName = useBankName();
  return (
    <Screen testId="topup-banks" className="tu">
      <section className="tu-channels" aria-labelledby="topup-banks-title">
        <h2 className="tu-section-title" id="topup-banks-title">
          {t('bank.chooseTitle')}
        </h2>
        <p className="tu-section-hint">{t('bank.chooseHint')}</p>
        <List className="card-list tu-list">
          {TOP_UP_VA_BANKS.map(({ bankCode }) => (
            <LinkRow
              key={bankCode}
              to={bankPath(bankCode)}
              icon={<BankcardOutline />}
              title={bankName(bankCode)}
              description={bankCode === OTHER_BANK ? t('bank.otherBody') : t(`bank.apps.${bankCode}`)}
              testId={`topup-bank-${bankCode}`}
            />
          ))}
        </List>
      </section>
    </Screen>
  );
}

function Steps({ bank, minimum }: { bank: TopUpVaBankCode; minimum: string }) {
  const { t } = useTranslation('topUp');
  const bankName = useBankName();
  if (bank === OTHER_BANK) {
    return (
      <Card title={t('bank.stepsOtherTitle')}>
        <ol className="step-list tu-steps">
          <li>{t('bank.stepsOther.app')}</li>
          <li>{t('bank.stepsOther.menu')}</li>
          <li>{t('bank.stepsOther.number')}</li>
          <li>{t('bank.stepsOther.amount', { minimum })}</li>
        </ol>
      </Card>
    );
  }
  return (
    <Card title={t('bank.stepsTitle', { bank: bankName(bank) })}>
      <ol className="step-list tu-steps">
        <li>{t('bank.steps.app', { app: t(`bank.apps.${bank}`) })}</li>
        <li>{t('bank.steps.menu')}</li>
        <li>{t('bank.steps.number')}</li>
        <li>{t('bank.steps.amount', { minimum })}</li>
      </ol>
    </Card>
  );
}

/**
 * One bank's virtual account: the number with a copy button, the limits, the steps in that bank's app. The
 * account is asked again every 2000 ms (and on return to the app) until the transfer lands.
 */
function VaView({ bank }: { bank: TopUpVaBankCode }) {
  const { t, i18n } = useTranslation('topUp');
  const nav = useAppNavigate();
  const bankName = useBankName();
  const open = useOpenVa(bank);
  const first = open.data?.vaList[0];
  const shown = first ? { vaCode: first.vaCode, expTime: first.expTime } : undefined;
  const status = useVaStatus(bank, shown);
  // The room left is ours on va/recharge: the tier's quota says it (recharge/quota) when it is absent.
  const quota = useQuota();
  const balance = useQuery({
    ...endpointQuery(endpoints.walletBalance, {}),
    staleTime: 0,
    enabled: status.va?.status === '1',
  });

  return (
    <QueryFrame queries={[open, known(status.va ?? first)]}>
      {([opened, va]) => {
        const name = bankName(bank);
        if (va.status === '1') {
          return (
            <QueryFrame query={balance}>
              {(paid) => (
                <PaidOutcome
                  amount={va.paidAmt}
                  balance={paid.balanceAmt}
                  method={t('paid.viaVa', { bank: name })}
                  time={va.paidTime ?? ''}
                />
              )}
            </QueryFrame>
          );
        }
        if (va.status === '2') {
          return (
            <ExpiredOutcome
              title={t('bank.expired.title')}
              body={t('bank.expired.body', { bank: name })}
              actionLabel={t('bank.expired.action')}
              onNew={() => void open.refetch()}
            />
          );
        }
        const limits = status.data ?? opened;
        const max = Number(limits.maxTopUpAmt ?? quota.data?.maxTopUpAmt ?? -1);
        const minimum = formatRupiah(limits.minTopUpAmt ?? TOP_UP_MINIMUM, i18n.language);
        const polling = status.answers < POLL_MAX_ATTEMPTS;
        return (
          <Screen testId="topup-va" className="tu">
            <Card title={name} icon={<BankcardOutline />}>
              <CopyValue label={t('bank.numberLabel')} value={va.vaCode} testId="topup-va-number" />
              <Deadline
                text={t('bank.validUntil', { time: nowrap(formatDateTime(va.expTime, i18n.language)) })}
              />
              <div className="tu-rows">
                <Rows
                  label={t('bank.numberLabel')}
                  rows={[
                    ...(bank === OTHER_BANK ? [{ label: t('bank.bankCode'), value: OTHER_BANK }] : []),
                    { label: t('bank.minimum'), value: minimum, testId: 'topup-va-minimum' },
                    {
                      label: t('bank.maximum'),
                      value: max < 0 ? t('bank.noMaximum') : formatRupiah(max, i18n.language),
                      testId: 'topup-va-maximum',
                    },
                  ]}
                />
              </div>
            </Card>
            <Steps bank={bank} minimum={minimum} />
            <TextLink onClick={() => nav.replace(bankPath())} testId="topup-other-bank">
              {t('bank.otherBank')}
            </TextLink>
            <WaitingFooter
              polling={polling}
              checking={status.isFetching && !polling}
              onCheck={() => void status.refetch()}
              waitingText={t('bank.waiting')}
              stoppedText={t('bank.stopped')}
              checkLabel={t('bank.check')}
            />
          </Screen>
        );
      }}
    </QueryFrame>
  );
}

/** ROUTES.TOP_UP_BANK_TRANSFER: the banks, or with ?bank=BANK_CODE that bank's virtual account. */
export default function BankTransferPage() {
  const [search] = useSearchParams();
  const nav = useAppNavigate();
  const code = search.get('bank');
  const bank = isBankCode(code) ? code : null;
  useBackHandler(useCallback(() => nav.replace(bank ? bankPath() : ROUTES.TOP_UP), [nav, bank]));
  return bank ? <VaView key={bank} bank={bank} /> : <BankList />;
}
