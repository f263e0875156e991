import { SearchOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ROUTES } from '../../shared/navigation/routes';
import { useBackOr } from '../../shared/navigation/use-back-or';
import { useAppNavigate } from '../../shared/navigation/use-app-navigate';
import { EmptyState } from '../../shared/ui/empty-state';
import { SearchField } from '../../shared/ui/search-field';
import { CouponList } from './coupon-list';
import { useCouponSearch } from './use-coupons';
import './coupons.css';

/**
 * ROUTES.COUPON_SEARCH (?q=keyword): coupons on offer whose name or merchant has the words (card_center
 * SEARCH); none found reads the spec's "couldn't find it, check the spelling" with a way back to all coupons.
 */
export default function SearchPage() {
  const { t } = useTranslation('coupons');
  const nav = useAppNavigate();
  const [search, setSearch] = useSearchParams();
  const keyword = (search.get('q') ?? '').trim().slice(0, 100);
  const results = useCouponSearch(keyword);
  useBackOr(ROUTES.COUPON_CENTRE);

  const total = Number(results.data?.pages[0]?.total ?? 0);
  return (
    <div className="cp-page" data-testid="coupon-search" data-keyword={keyword}>
      <SearchField
        ns={'coupons'}
        keyword={keyword}
        onSearch={(next) => setSearch(next ? { q: next } : {}, { replace: true })}
        autoFocus={keyword === ''}
        testId="coupon-search-field"
      />
      <div className="cp-content">
        {keyword === '' ? (
          <EmptyState
            testId="coupon-search-hint"
            icon={<SearchOutline />}
            title={t('search.hintTitle')}
            body={t('search.hintBody')}
          />
        ) : (
          <>
            {total > 0 ? (
              <p className="cp-count" role="status" data-testid="coupon-search-count">
                {t('search.count', { count: total, keyword })}
              </p>
            ) : null}
            <CouponList
              query={results}
              testId="coupon-search-list"
              label={t('search.results', { keyword })}
              empty={
                <EmptyState
                  testId="coupon-search-empty"
                  icon={<SearchOutline />}
                  title={t('search.emptyTitle')}
                  body={t('search.emptyBody', { keyword })}
                  action={{ label: t('search.showAll'), onClick: () => nav.replace(ROUTES.COUPON_CENTRE) }}
                />
              }
            />
          </>
        )}
      </div>
    </div>
  );
}
