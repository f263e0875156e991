import { Badge, Selector, Tabs } from 'antd-mobile';
import { CouponOutline, SearchOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { ListRefresh } from '../../shared/ui/list-refresh';
import { useSearchParams } from 'react-router';
import { ROUTES } from '../../shared/navigation/routes';
import { useBackOr } from '../../shared/navigation/use-back-or';
import { useAppNavigate } from '../../shared/navigation/use-app-navigate';
import { EmptyState } from '../../shared/ui/empty-state';
import { NavButton } from '../../shared/ui/nav-button';
import { CouponList } from './coupon-list';
import { subCategories, topCategories, topOf, type CouponCategory } from './coupon-view';
import { useCouponCentre, useCouponTypes, useUnusedCount } from './use-coupons';
import '../../shared/ui/lists.css';
import './coupons.css';

const ALL = 'all';

/** The category tabs (top level) and, under a tab, its sub-categories as chips. */
function Categories({
  categories,
  selected,
  onSelect,
}: {
  categories: CouponCategory[];
  selected: string;
  onSelect: (typeId: string) => void;
}) {
  const { t } = useTranslation('coupons');
  const top = topOf(categories, selected);
  const subs = top ? subCategories(categories, top) : [];
  const topName = categories.find((c) => c.typeId === top)?.typeName ?? '';
  return (
    <div className="cp-categories">
      <Tabs
        activeKey={top || ALL}
        onChange={(key) => onSelect(key === ALL ? '' : key)}
        className="cp-tabs"
        stretch={false}
      >
        <Tabs.Tab title={t('centre.all')} key={ALL} />
        {topCategories(categories).map((c) => (
          <Tabs.Tab title={c.typeName} key={c.typeId} />
        ))}
      </Tabs>
      {subs.length > 0 ? (
        <div
          className="chip-row cp-chips-scroll"
          role="group"
          aria-label={t('centre.subCategories')}
          tabIndex={0}
        >
          <Selector<string>
            className="chip-row__chips choice-pills cp-chips"
            options={[
              { label: t('centre.allOf', { category: topName }), value: top },
              ...subs.map((c) => ({ label: c.typeName, value: c.typeId })),
            ]}
            value={[selected]}
            onChange={(values) => {
              const value = values[0];
              if (value !== undefined) onSelect(value);
            }}
          />
        </div>
      ) : null}
    </div>
  );
}

/** The search, and the way to my coupons with how many are unused. */
function TopEntries({ unused }: { unused: number | undefined }) {
  const { t } = useTranslation('coupons');
  return (
    <>
      <NavButton to={ROUTES.COUPON_SEARCH} className="cp-search-entry" testId="coupon-search-entry">
        <SearchOutline aria-hidden="true" />
        <span>{t('centre.search')}</span>
      </NavButton>
      <NavButton
        to={ROUTES.MY_COUPONS}
        className="cp-mine-entry"
        testId="coupon-mine-entry"
        label={unused ? t('centre.mineCount', { count: unused }) : t('centre.mine')}
      >
        {/* The words come first in the DOM, as in the name (WCAG 2.5.3); the icon is drawn before them. */}
        <span>{t('centre.mine')}</span>{' '}
        <span className="cp-mine-entry__mark" aria-hidden="true">
          <Badge content={unused ? unused : null} className="cp-mine-entry__badge">
            <CouponOutline className="cp-mine-entry__icon" />
          </Badge>
        </span>
      </NavButton>
    </>
  );
}

/**
 * ROUTES.COUPON_CENTRE (?type=TYPE_ID): the coupons on offer today (card_center CENTER) by category
 * (card_type), each claimable from its card; the search and the way to my coupons on top.
 */
export default function CentrePage() {
  const { t } = useTranslation('coupons');
  const nav = useAppNavigate();
  const [search, setSearch] = useSearchParams();
  const selected = search.get('type') ?? '';
  const types = useCouponTypes();
  const centre = useCouponCentre(selected);
  const unused = useUnusedCount();
  useBackOr(ROUTES.WALLET_HOME);

  const select = (typeId: string) => setSearch(typeId ? { type: typeId } : {}, { replace: true });
  const categoryName = types.data?.typeList.find((c) => c.typeId === selected)?.typeName;

  return (
    <div className="cp-page" data-testid="coupon-centre" data-type={selected}>
      <div className="cp-top">
        <div className="cp-top__row">
          <TopEntries unused={unused.data} />
        </div>
        {types.data ? (
          <Categories categories={types.data.typeList} selected={selected} onSelect={select} />
        ) : null}
      </div>
      <ListRefresh ns="coupons" onRefresh={() => Promise.all([centre.refetch(), unused.refetch()])}>
        <div className="cp-content">
          <CouponList
            query={centre}
            testId="coupon-centre-list"
            label={categoryName ? t('centre.listOf', { category: categoryName }) : t('centre.list')}
            empty={
              <EmptyState
                testId="coupon-centre-empty"
                icon={<CouponOutline />}
                title={t('centre.emptyTitle')}
                body={selected ? t('centre.emptyCategoryBody') : t('centre.emptyBody')}
                action={
                  selected
                    ? { label: t('centre.showAll'), onClick: () => select('') }
                    : { label: t('centre.mine'), onClick: () => nav.push(ROUTES.MY_COUPONS) }
                }
              />
            }
          />
        </div>
      </ListRefresh>
    </div>
  );
}
