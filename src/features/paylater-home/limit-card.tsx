import { useTranslation } from 'react-i18next';
import { formatRupiah } from '../../shared/lib/money';
import type { HomeView } from './home-view';

/** The credit line: the available amount large, the total limit small, a bar of the limit used. */
export function LimitCard({ view }: { view: HomeView }) {
  const { t, i18n } = useTranslation('paylaterHome');
  const used = formatRupiah(view.used, i18n.language);
  return (
    <section className="ph-card" aria-labelledby="ph-card-available">
      <p className="ph-card__product">{t('card.product')}</p>
      <p className="ph-card__label" id="ph-card-available">
        {t('card.available')}
      </p>
      <p className="ph-card__amount" data-testid="home-available">
        {formatRupiah(view.available, i18n.language)}
      </p>
      <div
        className="ph-card__bar"
        role="progressbar"
        aria-label={t('card.usage')}
        aria-valuemin={0}
        aria-valuemax={view.limit}
        aria-valuenow={view.used}
        aria-valuetext={t('card.used', { amount: used })}
      >
        <span className="ph-card__bar-fill" style={{ width: `${Math.round(view.usedShare * 1000) / 10}%` }} />
      </div>
      <dl className="ph-card__meta">
        <div>
          <dt>{t('card.usedLabel')}</dt>
          <dd data-testid="home-used">{used}</dd>
        </div>
        <div className="ph-card__meta-total">
          <dt>{t('card.totalLabel')}</dt>
          <dd data-testid="home-limit">{formatRupiah(view.limit, i18n.language)}</dd>
        </div>
      </dl>
    </section>
  );
}
