import { Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { createSearchParams } from 'react-router';
import { formatDate } from '../../shared/lib/dates';
import { ROUTES } from '../../shared/navigation/routes';
import { useAppNavigate } from '../../shared/navigation/use-app-navigate';
import { SectionHead } from './section-head';
import { useHomeDeals } from './use-wallet';

/** Hot Deals: the featured running deals as cards in a row that scrolls sideways, and all deals. */
export function HomeDeals() {
  const { t, i18n } = useTranslation('wallet');
  const nav = useAppNavigate();
  const deals = useHomeDeals();
  const list = deals.data?.slice(0, 6) ?? [];
  if (deals.isSuccess && list.length === 0) return null;
  return (
    <section className="wl-section" aria-labelledby="wl-deals-title" data-testid="wallet-deals">
      <SectionHead
        id="wl-deals-title"
        title={t('deals.title')}
        more={t('seeAll')}
        moreLabel={t('deals.all')}
        onMore={() => nav.push(ROUTES.DEALS)}
        testId="wallet-deals-all"
      />
      {deals.isPending ? (
        <Skeleton animated className="wl-deals__skeleton" />
      ) : deals.error ? (
        <p className="wl-section__empty">{t('home.unavailable')}</p>
      ) : (
        <ul className="wl-deals" aria-label={t('deals.title')} tabIndex={0}>
          {list.map((deal) => (
            <li key={deal.confId}>
              <button
                type="button"
                className="wl-deal"
                onClick={() =>
                  nav.push(`${ROUTES.DEAL_DETAIL}?${createSearchParams({ id: deal.confId }).toString()}`)
                }
                data-testid="wallet-deal"
              >
                <img className="wl-deal__pic" src={deal.salePic} alt="" loading="lazy" />
                <span className="wl-deal__name">{deal.actName}</span>
                <span className="wl-deal__meta">{deal.mctName}</span>
                <span className="wl-deal__until">
                  {t('deals.until', { date: formatDate(deal.actEndDate, i18n.language) })}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
