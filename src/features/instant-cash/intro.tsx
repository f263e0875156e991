import { CalendarOutline, ClockCircleOutline, SendOutline } from 'antd-mobile-icons';
import { RupiahIcon } from '../../shared/ui/rupiah-icon';
import { useTranslation } from 'react-i18next';
import type { PersonalCenter } from '../../../contracts/entities/credit';
import { formatRupiah } from '../../shared/lib/money';
import { BottomAction } from '../../shared/ui/bottom-action';
import { ProductHero } from '../../shared/ui/product-hero';
import { minimumOf } from './cash-state';
import { CashCard } from './cash-card';
import '../../shared/ui/screen.css';

const BENEFITS = [
  { key: 'fast', Icon: SendOutline },
  { key: 'terms', Icon: CalendarOutline },
  { key: 'fee', Icon: RupiahIcon },
  { key: 'monthly', Icon: ClockCircleOutline },
] as const;

/** The Instant Cash intro: what it is, the cash limit, why, and the way to the amount. */
export function Intro({ pc, onStart }: { pc: PersonalCenter; onStart: () => void }) {
  const { t, i18n } = useTranslation('instantCash');
  return (
    <div className="screen" data-testid="cash-intro">
      <ProductHero
        id="cash-hero-title"
        heading
        className="cash-hero"
        product={t('title')}
        tagline={t('intro.tagline')}
        limitLabel={t('intro.limitLabel')}
        limit={formatRupiah(pc.CASH_OTB, i18n.language)}
        note={t('intro.minimum', { amount: formatRupiah(minimumOf(pc), i18n.language) })}
      />

      <CashCard titleId="cash-benefits-title" title={t('intro.benefitsTitle')}>
        <ul className="cash-benefits">
          {BENEFITS.map(({ key, Icon }) => (
            <li key={key}>
              <span className="icon-tile cash-benefits__icon" aria-hidden="true">
                <Icon />
              </span>
              <span>
                <strong>{t(`intro.benefits.${key}.title`)}</strong>
                <span className="cash-benefits__body">{t(`intro.benefits.${key}.body`)}</span>
              </span>
            </li>
          ))}
        </ul>
      </CashCard>

      <BottomAction onClick={onStart} testId="cash-start">
        {t('intro.start')}
      </BottomAction>
    </div>
  );
}
