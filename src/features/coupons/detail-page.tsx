import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { formatDate, formatDateTime } from '../../shared/lib/dates';
import { formatRupiah } from '../../shared/lib/money';
import { ROUTES } from '../../shared/navigation/routes';
import { useBackOr } from '../../shared/navigation/use-back-or';
import { useAppNavigate } from '../../shared/navigation/use-app-navigate';
import { BottomAction } from '../../shared/ui/bottom-action';
import { CopyValue } from '../../shared/ui/copy-value';
import { Rows, type Row } from '../../shared/ui/rows';
import { Card, Screen } from '../../shared/ui/screen';
import { StatusTag } from '../../shared/ui/status-tag';
import { useClaimFeedback } from './claim-feedback';
import { CouponCodes } from './coupon-codes';
import {
  detailPath,
  minimumOf,
  stageOf,
  validDaysOf,
  type CouponDetail,
  type CouponStage,
} from './coupon-view';
import { TryCalc } from './try-calc';
import { useClaim, useCouponDetail, useMyCode } from './use-coupons';
import { QueryFrame } from '../../shared/ui/query-frame';
import './coupons.css';

/** The coupon's state in words, colour and icon. */
function StageTag({ stage, coupon }: { stage: CouponStage; coupon: CouponDetail }) {
  const { t, i18n } = useTranslation('coupons');
  switch (stage) {
    case 'unused':
      return (
        <StatusTag tone="paid" testId="coupon-detail-state">
          {t('stage.unused')}
        </StatusTag>
      );
    case 'used':
      return (
        <StatusTag tone="blocked" testId="coupon-detail-state">
          {coupon.useTime
            ? t('stage.usedOn', { date: formatDate(coupon.useTime, i18n.language, 'long') })
            : t('stage.used')}
        </StatusTag>
      );
    case 'expired':
      return (
        <StatusTag tone="blocked" testId="coupon-detail-state">
          {t('stage.expired')}
        </StatusTag>
      );
    case 'sold-out':
      return (
        <StatusTag tone="blocked" testId="coupon-detail-state">
          {t('stage.soldOut')}
        </StatusTag>
      );
    case 'claimed':
      return (
        <StatusTag tone="processing" testId="coupon-detail-state">
          {t('stage.claimed')}
        </StatusTag>
      );
    case 'offer':
      return (
        <StatusTag tone="due-soon" testId="coupon-detail-state">
          {coupon.remainStock === undefined
            ? t('stage.offer')
            : t('card.stock', { count: Number(coupon.remainStock) })}
        </StatusTag>
      );
  }
}

/** The terms: validity, minimum, cap, where, how, and the bank's rules and remarks. */
function Terms({ coupon }: { coupon: CouponDetail }) {
  const { t, i18n } = useTranslation('coupons');
  const lang = i18n.language;
  const minimum = minimumOf(coupon);
  const cap = Number(coupon.maxDiscountAmt ?? 0);
  const days = validDaysOf(coupon, coupon.cardVoucherCode);
  const rows: Row[] = [
    {
      label: t('terms.valid'),
      value:
        days !== null
          ? t('card.validDays', { days })
          : t('terms.validRange', {
              from: formatDate(coupon.validStartDate, lang, 'long'),
              to: formatDate(coupon.validEndDate, lang, 'long'),
            }),
      testId: 'coupon-valid',
    },
    ...(minimum === null
      ? []
      : [
          {
            label: t('terms.minimum'),
            value: minimum > 0 ? formatRupiah(minimum, lang) : t('terms.noMinimum'),
            testId: 'coupon-minimum',
          },
        ]),
    ...(coupon.discountType === 'RATE' && cap > 0
      ? [{ label: t('terms.cap'), value: formatRupiah(cap, lang), testId: 'coupon-cap' }]
      : []),
    ...(coupon.claimTime
      ? [
          {
            label: t('terms.claimed'),
            value: formatDateTime(coupon.claimTime, lang, 'long'),
            testId: 'coupon-claimed',
          },
        ]
      : []),
  ];
  return (
    <Card title={t('terms.title')} testId="coupon-terms">
      <Rows label={t('terms.title')} rows={rows} />
      <dl className="cp-terms">
        <dt>{t('terms.where')}</dt>
        <dd data-testid="coupon-where">{coupon.suitOrg}</dd>
        <dt>{t('terms.how')}</dt>
        <dd data-testid="coupon-how">{coupon.useDesc}</dd>
        <dt>{t('terms.rules')}</dt>
        <dd data-testid="coupon-rules">
          {coupon.recvRuleDesc} {coupon.remarks}
        </dd>
      </dl>
    </Card>
  );
}

/** The coupon as the bank answers it, and what the customer can do with it now. */
function Detail({ coupon, onClaimed }: { coupon: CouponDetail; onClaimed: (code: string) => void }) {
  const { t } = useTranslation('coupons');
  const nav = useAppNavigate();
  const stage = stageOf(coupon);
  const claim = useClaim();
  const feedback = useClaimFeedback();
  return (
    <Screen testId="coupon-detail" className={`cp-detail cp-detail--${stage}`}>
      <Card className="cp-head" testId="coupon-head">
        {/* An unused coupon is opened at the till: its codes come first, without the banner. */}
        {stage === 'unused' ? null : (
          <img className="cp-head__image" src={coupon.couponHeadUrl} alt="" width={750} height={300} />
        )}
        <div className="cp-head__text">
          <h2 className="cp-head__title" data-testid="coupon-detail-title">
            {coupon.couponTitle}
          </h2>
          <p className="cp-head__merchant" data-testid="coupon-detail-merchant">
            {coupon.mctName}
          </p>
          <p className="cp-head__name" data-testid="coupon-detail-name">
            {coupon.couponName}
          </p>
          <div className="cp-head__state">
            <StageTag stage={stage} coupon={coupon} />
          </div>
        </div>
      </Card>
      {stage === 'unused' ? (
        <>
          <Card title={t('use.title')} testId="coupon-use-card">
            <p className="cp-hint">{coupon.useDesc}</p>
            <CouponCodes coupon={coupon} />
            <CopyValue label={t('use.code')} value={coupon.cardVoucherCode} testId="coupon-code" />
          </Card>
          <Card title={t('calc.title')} testId="coupon-calc">
            <TryCalc coupon={coupon} />
          </Card>
        </>
      ) : null}
      {stage === 'used' || stage === 'expired' ? (
        <Card testId="coupon-past">
          <p className="cp-hint">{stage === 'used' ? t('past.used') : t('past.expired')}</p>
        </Card>
      ) : null}
      <Terms coupon={coupon} />
      {stage === 'offer' || stage === 'sold-out' ? (
        <BottomAction
          testId="coupon-detail-claim"
          disabled={stage === 'sold-out'}
          disabledReason={t('claim.soldOut')}
          loading={claim.isPending}
          onClick={() =>
            claim.mutate(coupon.couponId, {
              onSuccess: (claimed) => {
                feedback.claimed();
                onClaimed(claimed.cardVoucherCode);
              },
              onError: feedback.refused,
            })
          }
        >
          {t('claim.action')}
        </BottomAction>
      ) : null}
      {stage === 'used' || stage === 'expired' ? (
        <BottomAction testId="coupon-detail-more" onClick={() => nav.replace(ROUTES.COUPON_CENTRE)}>
          {t('past.more')}
        </BottomAction>
      ) : null}
    </Screen>
  );
}

/**
 * A claimed coupon opened without its code (from the centre): the code comes from my coupons. Should the
 * bank not list it, the coupon is shown as claimed, without a way round in circles.
 */
function ClaimedWithoutCode({ coupon }: { coupon: CouponDetail }) {
  const code = useMyCode(coupon.couponId, true);
  return (
    <QueryFrame query={code}>
      {(data) => {
        if (data) return <Navigate to={detailPath(coupon.couponId, data)} replace />;
        return <Detail coupon={coupon} onClaimed={() => undefined} />;
      }}
    </QueryFrame>
  );
}

/**
 * ROUTES.COUPON_DETAIL (?id=COUPON_ID&code=CODE): one coupon (card_detail). On offer: its terms and the
 * claim. Claimed and unused: the barcode and QR code for the cashier, the code, and what it saves on an
 * amount. Used or expired: its state.
 */
export default function DetailPage() {
  const nav = useAppNavigate();
  const [search] = useSearchParams();
  const couponId = search.get('id') ?? '';
  const code = search.get('code') ?? undefined;
  const detail = useCouponDetail(couponId, code);
  useBackOr(code ? ROUTES.MY_COUPONS : ROUTES.COUPON_CENTRE);
  if (!couponId) return <Navigate to={ROUTES.COUPON_CENTRE} replace />;
  return (
    <QueryFrame query={detail}>
      {(data) => {
        if (!code && data.claimed === 'Y') return <ClaimedWithoutCode coupon={data} />;
        return (
          <Detail
            key={`${couponId}:${code ?? ''}`}
            coupon={data}
            onClaimed={(claimed) => nav.replace(detailPath(couponId, claimed))}
          />
        );
      }}
    </QueryFrame>
  );
}
