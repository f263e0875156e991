import { CalendarOutline, ShopbagOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { bankNow } from '../../api';
import { isCode } from '../../api/is-code';
import { formatDate } from '../../shared/lib/dates';
import { ROUTES } from '../../shared/navigation/routes';
import { useAppNavigate } from '../../shared/navigation/use-app-navigate';
import { useBackOr } from '../../shared/navigation/use-back-or';
import { EmptyState } from '../../shared/ui/empty-state';
import { Rows } from '../../shared/ui/rows';
import { Card, Screen } from '../../shared/ui/screen';
import { StatusTag, type StatusTone } from '../../shared/ui/status-tag';
import { TextLink } from '../../shared/ui/text-link';
import { TimingText } from './deal-card';
import { brandDealsPath, timingOf, type DealTiming } from './deals-view';
import { useDeal } from './use-deals';
import { QueryFrame } from '../../shared/ui/query-frame';
import './deals.css';
import { toBusinessDate } from '../../../contracts/dates';

const TONE: Record<DealTiming['kind'], StatusTone> = {
  upcoming: 'processing',
  ended: 'blocked',
  'ends-today': 'due-soon',
  'ends-soon': 'due-soon',
  running: 'paid',
};

const STATUS_KEY = {
  upcoming: 'detail.status.upcoming',
  ended: 'detail.status.ended',
  'ends-today': 'detail.status.running',
  'ends-soon': 'detail.status.running',
  running: 'detail.status.running',
} as const;

/** ROUTES.DEAL_DETAIL (?id=CONF_ID): one deal, its period and status on the bank's clock, and its terms. */
export default function DetailPage() {
  const { t, i18n } = useTranslation('deals');
  const nav = useAppNavigate();
  const [search] = useSearchParams();
  const confId = search.get('id') ?? '';
  const deal = useDeal(confId);
  useBackOr(ROUTES.DEALS);

  if (!confId || isCode(deal.error, 'CONTENT_DEAL_NOT_FOUND')) {
    return (
      <Screen testId="deal-not-found">
        <Card>
          <EmptyState
            title={t('detail.notFoundTitle')}
            body={
              isCode(deal.error, 'CONTENT_DEAL_NOT_FOUND') ? deal.error.ret_msg : t('detail.notFoundBody')
            }
            action={{ label: t('detail.allDeals'), onClick: () => nav.replace(ROUTES.DEALS) }}
          />
        </Card>
      </Screen>
    );
  }
  return (
    <QueryFrame query={deal}>
      {(data) => {
        const lang = i18n.language;
        const timing = timingOf(data, toBusinessDate(bankNow()));
        return (
          <Screen testId="deal-detail" className="deal-detail">
            <img className="deal-detail__pic" src={data.salePic} alt="" width={686} height={320} />
            <Card className="deal-detail__head">
              <p className="deal-detail__meta">
                {data.brandMctName} · {data.typeName}
              </p>
              <h2 className="deal-detail__name" data-testid="deal-name">
                {data.actName}
              </h2>
              <div className="deal-detail__status">
                <StatusTag tone={TONE[timing.kind]} testId="deal-status">
                  {t(STATUS_KEY[timing.kind])}
                </StatusTag>
                <span className="deal-detail__timing" data-testid="deal-timing">
                  <TimingText timing={timing} />
                </span>
              </div>
            </Card>
            <Card title={t('detail.details')} icon={<CalendarOutline />}>
              <Rows
                label={t('detail.details')}
                rows={[
                  {
                    label: t('detail.begins'),
                    value: formatDate(data.actBeginDate, lang, 'long'),
                    testId: 'deal-begins',
                  },
                  {
                    label: t('detail.ends'),
                    value: formatDate(data.actEndDate, lang, 'long'),
                    testId: 'deal-ends',
                  },
                  { label: t('detail.merchant'), value: data.mctName, testId: 'deal-merchant' },
                  { label: t('detail.type'), value: data.typeName },
                ]}
              />
            </Card>
            <Card title={t('detail.about')} icon={<ShopbagOutline />}>
              <p className="deal-detail__desc" data-testid="deal-desc">
                {data.saleDesc}
              </p>
            </Card>
            <TextLink onClick={() => nav.push(brandDealsPath(data.brandMctId))} testId="deal-more-from-brand">
              {t('detail.moreFromBrand', { brand: data.brandMctName })}
            </TextLink>
          </Screen>
        );
      }}
    </QueryFrame>
  );
}
