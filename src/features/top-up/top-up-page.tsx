import { List } from 'antd-mobile';
import { BankcardOutline, ScanningOutline, SendOutline, ShopbagOutline } from 'antd-mobile-icons';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatRupiah } from '../../shared/lib/money';
import { useBackHandler } from '../../shared/navigation/page-chrome-store';
import { ROUTES } from '../../shared/navigation/routes';
import { useAppNavigate } from '../../shared/navigation/use-app-navigate';
import { Card, Hero, Screen } from '../../shared/ui/screen';
import { bankPath, cardPath, qrisPath, storePath } from './paths';
import { LimitRows, LinkRow } from './top-up-parts';
import { maxOf } from './top-up-view';
import { useQuota } from './use-top-up';
import { QueryFrame } from '../../shared/ui/query-frame';
import './top-up.css';
import '../../shared/ui/lists.css';

/**
 * ROUTES.TOP_UP: the Allo Pay balance with the room its tier leaves, the four ways to top up (bank
 * transfer, debit card, QRIS, store), and the tier's limits (spec section 6) with the way to raise them.
 */
export default function TopUpPage() {
  const { t, i18n } = useTranslation('topUp');
  const nav = useAppNavigate();
  const quota = useQuota();
  useBackHandler(useCallback(() => nav.replace(ROUTES.WALLET_HOME), [nav]));

  return (
    <QueryFrame query={quota}>
      {(data) => {
        const max = maxOf(data);
        const room =
          max === null
            ? t('home.roomUnlimited')
            : max < Number(data.minTopUpAmt)
              ? t('home.roomNone', { tier: data.tierName })
              : t('home.room', { amount: formatRupiah(max, i18n.language) });
        return (
          <Screen testId="topup-home" className="tu">
            <Card className="tu-balance">
              <Hero
                label={t('home.balanceLabel', { tier: data.tierName })}
                amount={formatRupiah(data.balanceAmt, i18n.language)}
                testId="topup-balance"
                note={<span data-testid="topup-room">{room}</span>}
              />
            </Card>
            <section className="tu-channels" aria-labelledby="topup-channels-title">
              <h2 className="tu-section-title" id="topup-channels-title">
                {t('home.channelsTitle')}
              </h2>
              <List className="card-list tu-list">
                <LinkRow
                  to={bankPath()}
                  icon={<SendOutline />}
                  title={t('home.channels.bank.title')}
                  description={t('home.channels.bank.body')}
                  testId="topup-channel-bank"
                />
                <LinkRow
                  to={cardPath()}
                  icon={<BankcardOutline />}
                  title={t('home.channels.card.title')}
                  description={t('home.channels.card.body')}
                  testId="topup-channel-card"
                />
                <LinkRow
                  to={qrisPath()}
                  icon={<ScanningOutline />}
                  title={t('home.channels.qris.title')}
                  description={t('home.channels.qris.body')}
                  testId="topup-channel-qris"
                />
                <LinkRow
                  to={storePath()}
                  icon={<ShopbagOutline />}
                  title={t('home.channels.store.title')}
                  description={t('home.channels.store.body')}
                  testId="topup-channel-store"
                />
              </List>
            </section>
            <Card title={t('limits.title', { tier: data.tierName })} testId="topup-limits">
              <LimitRows quota={data} />
            </Card>
          </Screen>
        );
      }}
    </QueryFrame>
  );
}
