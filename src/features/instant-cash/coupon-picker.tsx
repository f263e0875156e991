import { Radio, Space } from 'antd-mobile';
import { CouponOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { formatRupiah } from '../../shared/lib/money';
import { formatDate } from '../../shared/lib/dates';
import type { LoanOption } from './quote-view';
import { couponFitsAmount, couponFitsTerm, type CashCoupon } from './use-cash-data';
import { CashCard } from './cash-card';

interface Props {
  coupons: CashCoupon[];
  /** The picked coupon's equityNo, '' for none. */
  value: string;
  onChange: (equityNo: string) => void;
  principal: number | null;
  term: number;
  /** The quoted option of the term, to show what the coupon saves. */
  option: LoanOption | undefined;
  /** The bank's refusal of the picked coupon, when it gave one. */
  refused?: string;
}

/** Instant Cash coupons (CASH_LOAN) to pick one from, each with when it applies and what it saves now. */
export function CouponPicker({ coupons, value, onChange, principal, term, option, refused }: Props) {
  const { t, i18n } = useTranslation('instantCash');
  const terms = (coupon: CashCoupon) =>
    coupon.usePlanTerm === '-1'
      ? t('coupons.anyTerm')
      : t('coupons.terms', { terms: coupon.usePlanTerm.split(',').join(', ') });
  const conditions = (coupon: CashCoupon) =>
    coupon.useLowerAmt === '-1'
      ? t('coupons.anyAmount', { terms: terms(coupon) })
      : t('coupons.conditions', {
          amount: formatRupiah(coupon.useLowerAmt, i18n.language),
          terms: terms(coupon),
        });
  const statusOf = (coupon: CashCoupon) => {
    if (refused) return { ok: false, text: refused };
    if (principal !== null && !couponFitsAmount(coupon, principal)) {
      return {
        ok: false,
        text: t('coupons.notForAmount', { amount: formatRupiah(coupon.useLowerAmt, i18n.language) }),
      };
    }
    if (!couponFitsTerm(coupon, term)) {
      const label = term === 1 ? t('termOne', { count: 1 }) : t('termMany', { count: term });
      return { ok: false, text: t('coupons.notForTerm', { term: label }) };
    }
    if (option?.EQUITY_NO === coupon.equityNo && Number(option.EQUITY_DISCOUNT_AMT) > 0) {
      return {
        ok: true,
        text: t('coupons.saves', { amount: formatRupiah(option.EQUITY_DISCOUNT_AMT ?? 0, i18n.language) }),
      };
    }
    return null;
  };
  return (
    <CashCard
      titleId="cash-coupons-title"
      title={
        <>
          <CouponOutline aria-hidden="true" className="cash-card__icon" /> {t('coupons.title')}
        </>
      }
    >
      <Radio.Group value={value} onChange={(next) => onChange(String(next))}>
        <Space direction="vertical" block className="cash-coupons">
          <Radio value="" className="cash-coupon">
            <span className="cash-coupon__name">{t('coupons.none')}</span>
          </Radio>
          {coupons.map((coupon) => {
            const status = value === coupon.equityNo ? statusOf(coupon) : null;
            return (
              <Radio key={coupon.equityNo} value={coupon.equityNo} className="cash-coupon">
                <span className="cash-coupon__name">{coupon.equityName}</span>
                <span className="cash-coupon__content">{coupon.equityContent}</span>
                <span className="cash-coupon__meta">
                  {conditions(coupon)} ·{' '}
                  {t('coupons.expires', { date: formatDate(coupon.equityExpireDate, i18n.language) })}
                </span>
                {status ? (
                  <span className={`cash-coupon__status cash-coupon__status--${status.ok ? 'ok' : 'no'}`}>
                    {status.text}
                  </span>
                ) : null}
              </Radio>
            );
          })}
        </Space>
      </Radio.Group>
    </CashCard>
  );
}
