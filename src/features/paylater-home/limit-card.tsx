import { useTranslation } from 'react-i18next';
import { formatRupiah } from '../../shared/lib/money';
import '../../shared/ui/hero.css';
import { LIFECYCLE_ENDED, type HomeView } from './home-view';

/**
 * The credit line: the available amount large, the total limit small, a bar of the limit used. A line
 * whose lifecycle ended (deactivated, closed) still shows its figures, but not as a limit to use: the label
 * and a tag say it cannot be used, and the figure is dimmed (decision 0034).
 */
export function LimitCard({ view }: { view: HomeView }) {
  const { t, i18n } = useTranslation('paylaterHome');
  const used = formatRupiah(view.used, i18n.language);
  const ended = LIFECYCLE_ENDED.has(view.state);
  return (
    <section
      className={`brand-card ph-card${ended ? ' ph-card--ended' : ''}`}
      aria-labelledby="ph-card-available"
      data-testid="home-limit-card"
    >
      <p className="ph-card__product">{t('card.product')}</p>
      <p className="brand-card__label" id="ph-card-available">
        {ended ? t('card.ended.label') : t('card.available')}
      </p>
      <p className="brand-card__amount" data-testid="home-available">
        {formatRupiah(view.available, i18n.language)}
      </p>
      {ended ? (
        <p className="ph-card__ended" data-testid="home-limit-ended">
          {view.state === 'account-closed' ? t('card.ended.closed') : t('card.ended.deactivated')}
        </p>
      ) : null}
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
