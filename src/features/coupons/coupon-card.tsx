import { useId } from 'react';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../shared/lib/dates';
import { formatRupiah } from '../../shared/lib/money';
import { useAppNavigate } from '../../shared/navigation/use-app-navigate';
import { CouponTile } from '../../shared/ui/illustrations/coupon-tile';
import { MerchantMark } from '../../shared/ui/illustrations/merchant-mark';
import { StatusTag } from '../../shared/ui/status-tag';
import { useClaimFeedback } from './claim-feedback';
import { detailPath, minimumOf, stageOf, validDaysOf, type CentreCoupon, type MyCoupon } from './coupon-view';
import { useClaim } from './use-coupons';
import { useThrottledAction } from '../../shared/lib/use-throttled-action';

/** Claim from the list: the card turns into "use" once the bank has given the coupon. */
function ClaimButton({ coupon }: { coupon: CentreCoupon }) {
  const { t } = useTranslation('coupons');
  const claim = useClaim();
  const feedback = useClaimFeedback();
  const claimOnce = useThrottledAction(() =>
    claim.mutateAsync(coupon.couponId, { onSuccess: feedback.claimed, onError: feedback.refused }),
  );
  return (
    <Button
      size="small"
      color="primary"
      shape="rounded"
      className="cp-card__action"
      loading={claim.isPending}
      aria-label={t('card.claimLabel', { title: coupon.couponTitle })}
      data-testid="coupon-claim"
      onClick={claimOnce}
    >
      {t('card.claim')}
    </Button>
  );
}

/** The right-hand side of a card: what can be done with the coupon now, or its state in words. */
function Side({ coupon }: { coupon: CentreCoupon | MyCoupon }) {
  const { t } = useTranslation('coupons');
  const nav = useAppNavigate();
  const stage = stageOf(coupon);
  const code = 'cardVoucherState' in coupon ? coupon.cardVoucherCode : undefined;
  switch (stage) {
    case 'offer':
      return (
        <>
          <ClaimButton coupon={coupon} />
          <span className="cp-card__stock" data-testid="coupon-stock">
            {coupon.remainStock === undefined
              ? t('stage.offer')
              : t('card.stock', { count: Number(coupon.remainStock) })}
          </span>
        </>
      );
    case 'sold-out':
      return (
        <StatusTag tone="blocked" testId="coupon-state">
          {t('stage.soldOut')}
        </StatusTag>
      );
    case 'claimed':
    case 'unused':
      return (
        <>
          <Button
            size="small"
            color="primary"
            fill="outline"
            shape="rounded"
            className="cp-card__action"
            aria-label={t('card.useLabel', { title: coupon.couponTitle })}
            data-testid="coupon-use"
            onClick={() => nav.push(detailPath(coupon.couponId, code))}
          >
            {t('card.use')}
          </Button>
          {stage === 'claimed' ? (
            <span className="cp-card__stock" data-testid="coupon-state">
              {t('stage.claimed')}
            </span>
          ) : null}
        </>
      );
    case 'used':
    case 'expired':
      return null;
  }
}

/** A past coupon's state (used on a date, or expired), under its texts: there is nothing left to do. */
function PastState({ coupon }: { coupon: MyCoupon }) {
  const { t, i18n } = useTranslation('coupons');
  return coupon.cardVoucherState === '90010004' ? (
    <StatusTag tone="paid" testId="coupon-state">
      {coupon.useTime
        ? t('stage.usedOn', { date: formatDate(coupon.useTime, i18n.language) })
        : t('stage.used')}
    </StatusTag>
  ) : (
    <StatusTag tone="blocked" testId="coupon-state">
      {t('stage.expired')}
    </StatusTag>
  );
}

/**
 * One coupon in a list (centre, search, my coupons), drawn as a ticket: the bank's picture, title, merchant,
 * minimum and validity; the action or state at the right. The body opens the coupon's page.
 */
export function CouponCard({ coupon }: { coupon: CentreCoupon | MyCoupon }) {
  const { t, i18n } = useTranslation('coupons');
  const nav = useAppNavigate();
  const titleId = useId();
  const lang = i18n.language;
  const code = 'cardVoucherState' in coupon ? coupon.cardVoucherCode : undefined;
  const stage = stageOf(coupon);
  const past = (stage === 'used' || stage === 'expired') && 'cardVoucherState' in coupon;
  const minimum = minimumOf(coupon);
  // Drawn from the coupon's figures, not the bank's thumbnail (decision 0086); without a type, rupiah off.
  const kind = coupon.discountType === 'RATE' ? 'RATE' : 'AMOUNT';
  // A coupon valid for some days from its claim has dates only once it is the customer's.
  const days = validDaysOf(coupon, code);
  const validity =
    days !== null
      ? t('card.validDays', { days })
      : t('card.validUntil', { date: formatDate(coupon.validEndDate, lang) });
  return (
    <article
      className={`cp-card${past ? ' cp-card--past cp-card--stacked' : stage === 'sold-out' ? ' cp-card--past' : ''}`}
      aria-labelledby={titleId}
      data-testid="coupon-card"
      data-id={coupon.couponId}
      data-stage={stage}
    >
      <button
        type="button"
        className="cp-card__main"
        onClick={() => nav.push(detailPath(coupon.couponId, code))}
      >
        <span className="cp-card__thumb">
          <CouponTile
            kind={kind}
            value={Number(coupon.faceValue)}
            caption={t(kind === 'RATE' ? 'card.tileRate' : 'card.tileAmount')}
            merchant={coupon.mctName}
            merchantId={coupon.mctId}
          />
        </span>
        <span className="cp-card__body">
          <span className="cp-card__title" id={titleId} data-testid="coupon-title">
            {coupon.couponTitle}
          </span>
          <span className="cp-card__merchant">
            <MerchantMark name={coupon.mctName} id={coupon.mctId} size={20} />
            <span className="cp-card__merchant-name" data-testid="coupon-merchant">
              {coupon.mctName}
            </span>
          </span>
          <span className="cp-card__meta" data-testid="coupon-meta">
            {minimum === null ? null : (
              <>
                {minimum > 0
                  ? t('card.minimum', { amount: formatRupiah(minimum, lang) })
                  : t('card.noMinimum')}
                {' · '}
              </>
            )}
            {validity}
          </span>
        </span>
      </button>
      {past ? (
        <div className="cp-card__past">
          <PastState coupon={coupon} />
        </div>
      ) : (
        <div className="cp-card__side">
          <Side coupon={coupon} />
        </div>
      )}
    </article>
  );
}
