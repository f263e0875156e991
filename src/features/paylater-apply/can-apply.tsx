import { Button, Checkbox } from 'antd-mobile';
import { useCallback, useState } from 'react';
import { BankcardOutline, CalendarOutline, CheckShieldOutline, FileOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { PAYLATER_LIMIT_MAX, PAYLATER_LIMIT_MIN } from '../../../contracts/rules/limits';
import { formatRupiah } from '../../shared/lib/money';
import { ROUTES } from '../../shared/navigation/routes';
import { useAppNavigate } from '../../shared/navigation/use-app-navigate';
import { useBackHandler, useNavBar } from '../../shared/navigation/page-chrome-store';
import { bridge } from '../../bridge';
import { BottomAction } from '../../shared/ui/bottom-action';
import { CashIcon } from '../../shared/ui/illustrations/cash-icon';
import { ProductHero } from '../../shared/ui/product-hero';
import { showDialog } from '../../shared/ui/lazy-popups';
import '../../shared/ui/agreement.css';
import '../../shared/ui/screen.css';

const BENEFITS = [
  { key: 'limit', Icon: BankcardOutline },
  { key: 'cash', Icon: CashIcon },
  { key: 'tenor', Icon: CalendarOutline },
  { key: 'safe', Icon: CheckShieldOutline },
] as const;

const STEPS = ['one', 'two', 'three'] as const;
/** The terms screen, coming back here once agreed (docs/decisions/0009-apply-agreements.md). */
const TERMS_PATH = `${ROUTES.TERMS}?next=${encodeURIComponent(ROUTES.PAY_LATER_APPLY)}`;

/**
 * The apply screen for a visitor who may apply: hero, benefits, 3 steps, the terms and the check-limit
 * button. The one agreement is made on the terms screen (read to the bottom, three boxes, saved with
 * save/protocol); the box here shows it (pre_check tncRequired 'N') and opens the terms until then.
 */
export function CanApply({ termsAgreed }: { termsAgreed: boolean }) {
  const { t, i18n } = useTranslation('paylaterApply');
  const nav = useAppNavigate();
  useNavBar({ backgroundColor: 'var(--brand-500)', textColor: 'var(--neutral-0)', statusBarStyle: 'light' });
  const onBack = useCallback(() => {
    showDialog({
      'aria-label': t('retention.title'),
      title: t('retention.title'),
      content: t('retention.body', { max: formatRupiah(PAYLATER_LIMIT_MAX, i18n.language) }),
      closeOnAction: true,
      actions: [
        [
          { key: 'home', text: t('retention.home'), onClick: () => bridge.close() },
          { key: 'stay', text: t('retention.stay'), bold: true },
        ],
      ],
    });
  }, [t, i18n.language]);
  useBackHandler(onBack);
  const [ticked, setTicked] = useState(termsAgreed);
  const openTerms = () => nav.push(TERMS_PATH);
  // Agreeing needs the text read to the bottom: until the bank has the agreement, the box opens the terms.
  const tick = (checked: boolean) => (checked && !termsAgreed ? openTerms() : setTicked(checked));
  return (
    <div className="apply" data-testid="apply-can-apply">
      <ProductHero
        id="apply-hero-title"
        className="apply-hero"
        product={t('hero.product')}
        tagline={t('hero.tagline')}
        limitLabel={t('hero.limitLabel')}
        limit={formatRupiah(PAYLATER_LIMIT_MAX, i18n.language)}
      />

      <section className="card apply-card" aria-labelledby="apply-benefits-title">
        <h2 id="apply-benefits-title">{t('benefits.title')}</h2>
        <ul className="apply-benefits">
          {BENEFITS.map(({ key, Icon }) => (
            <li key={key}>
              <span className="icon-tile apply-benefits__icon" aria-hidden="true">
                <Icon />
              </span>
              <span>
                <strong>{t(`benefits.${key}.title`)}</strong>
                <span className="apply-benefits__body">
                  {t(`benefits.${key}.body`, {
                    min: formatRupiah(PAYLATER_LIMIT_MIN, i18n.language),
                    max: formatRupiah(PAYLATER_LIMIT_MAX, i18n.language),
                  })}
                </span>
              </span>
            </li>
          ))}
        </ul>
      </section>

      <section className="card apply-card" aria-labelledby="apply-steps-title">
        <h2 id="apply-steps-title">{t('steps.title')}</h2>
        <ol className="apply-steps">
          {STEPS.map((step, index) => (
            <li key={step}>
              <span className="apply-steps__number" aria-hidden="true">
                {index + 1}
              </span>
              <span>{t(`steps.${step}`)}</span>
            </li>
          ))}
        </ol>
      </section>

      <section className="card apply-card agreement-list" aria-labelledby="apply-terms-title">
        <h2 id="apply-terms-title">{t('terms.title')}</h2>
        <Checkbox checked={ticked} onChange={tick} className="agreement-item" data-testid="apply-terms-box">
          {t('terms.agree')}
        </Checkbox>
        <p className="apply-terms__note" role="status">
          {termsAgreed ? t('terms.agreedNote') : t('terms.readNote')}
        </p>
        <Button fill="none" color="primary" className="apply-terms__read" onClick={openTerms}>
          <FileOutline aria-hidden="true" /> {t('terms.read')}
        </Button>
      </section>

      <BottomAction
        disabled={!ticked}
        disabledReason={t('checkLimitDisabled')}
        // The flow engine opens the first step of the application (the Pay Later form).
        onClick={() => nav.push(ROUTES.LOADING)}
        testId="check-limit"
      >
        {t('checkLimit')}
      </BottomAction>
    </div>
  );
}
