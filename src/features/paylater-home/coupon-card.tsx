import { useTranslation } from 'react-i18next';
import type { ResponseOf } from '../../../contracts/endpoint';
import type { endpoints } from './endpoints';
import { formatRate, formatRupiah } from '../../shared/lib/money';
import { formatShortDate } from './format-date';

export type PayLaterCoupon = ResponseOf<typeof endpoints.creditCouponList>['equityList'][number];

/** What the coupon gives, in words: a rate cut, a percent off the interest, interest-free months. */
function useValueText(coupon: PayLaterCoupon): string {
  const { t } = useTranslation('paylaterHome');
  switch (coupon.equityType) {
    case 'INT_R':
      return t('coupons.value.INT_R', { rate: formatRate(coupon.equityValue) });
    case 'INT_TIC_P':
      return t('coupons.value.INT_TIC_P', { percent: coupon.equityValue });
    case 'INT_TIC_T':
      return coupon.equityValue === '1'
        ? t('coupons.value.freeOne')
        : t('coupons.value.freeMany', { months: coupon.equityValue });
  }
}

const words = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
const sameWords = (a: string, b: string) => words(a) === words(b);

/** One Pay Later coupon: type, value, minimum amount (-1 none), terms (-1 any), product, claim and expiry. */
export function CouponCard({ coupon }: { coupon: PayLaterCoupon }) {
  const { t, i18n } = useTranslation('paylaterHome');
  const lang = i18n.language;
  const value = useValueText(coupon);
  const live = coupon.status === '0';
  const titleId = `coupon-${coupon.equityNo}`;
  const facts = [
    {
      key: 'minimum',
      label: t('coupons.minimum'),
      value: coupon.useLowerAmt === '-1' ? t('coupons.noMinimum') : formatRupiah(coupon.useLowerAmt),
    },
    {
      key: 'terms',
      label: t('coupons.terms'),
      value:
        coupon.usePlanTerm === '-1'
          ? t('coupons.anyTerm')
          : t('coupons.termList', { terms: coupon.usePlanTerm.split(',').join(', ') }),
    },
    { key: 'claimed', label: t('coupons.claimed'), value: formatShortDate(coupon.equityClaimDate, lang) },
    coupon.status === '1' && coupon.useDate
      ? { key: 'used', label: t('coupons.usedOn'), value: formatShortDate(coupon.useDate, lang) }
      : {
          key: 'until',
          label: t('coupons.validUntil'),
          value: formatShortDate(coupon.equityExpireDate, lang),
        },
    ...(coupon.useUpperAmt === '-1'
      ? []
      : [{ key: 'max', label: t('coupons.maxDiscount'), value: formatRupiah(coupon.useUpperAmt) }]),
  ];
  return (
    <article
      className={`ph-coupon${live ? '' : ' ph-coupon--past'}`}
      aria-labelledby={titleId}
      data-testid="coupon"
      data-type={coupon.equityType}
    >
      <div className="ph-coupon__head">
        <span className="ph-coupon__type">{t(`coupons.type.${coupon.equityType}`)}</span>
        <span className="ph-coupon__scenario">{t(`coupons.scenario.${coupon.equityScenario}`)}</span>
      </div>
      {sameWords(value, coupon.equityName) ? (
        // The bank's name already says what it gives: one line, drawn as the value.
        <h2 className="ph-coupon__value" id={titleId}>
          {coupon.equityName}
        </h2>
      ) : (
        <>
          <p className="ph-coupon__value">{value}</p>
          <h2 className="ph-coupon__name" id={titleId}>
            {coupon.equityName}
          </h2>
        </>
      )}
      {coupon.equityContent ? <p className="ph-coupon__content">{coupon.equityContent}</p> : null}
      <dl className="ph-coupon__facts">
        {facts.map((fact) => (
          <div key={fact.key} className="ph-coupon__fact" data-testid={`coupon-${fact.key}`}>
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
      {live ? null : (
        <p className="ph-coupon__status" data-testid="coupon-status">
          {coupon.status === '1' ? t('coupons.status.used') : t('coupons.status.expired')}
        </p>
      )}
    </article>
  );
}
