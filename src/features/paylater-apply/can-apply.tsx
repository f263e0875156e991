import { Checkbox, Dialog } from 'antd-mobile';
import { useCallback } from 'react';
import { BankcardOutline, CalendarOutline, CheckShieldOutline, SendOutline } from 'antd-mobile-icons';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PAYLATER_LIMIT_MAX } from '../../../contracts';
import { formatRupiah } from '../../shared/lib/money';
import { ROUTES } from '../../shared/navigation/routes';
import { useAppNavigate } from '../../shared/navigation/use-app-navigate';
import { useBackHandler, useNavBar } from '../../shared/navigation/page-chrome-store';
import { bridge } from '../../bridge';
import { BottomAction } from '../../shared/ui/bottom-action';
import '../../shared/ui/agreement.css';

const BENEFITS = [
  { key: 'limit', Icon: BankcardOutline },
  { key: 'cash', Icon: SendOutline },
  { key: 'tenor', Icon: CalendarOutline },
  { key: 'safe', Icon: CheckShieldOutline },
] as const;

const STEPS = ['one', 'two', 'three'] as const;
const TERMS = ['readAgree', 'taxDeclaration', 'dataConsent'] as const;
type TermsForm = Record<(typeof TERMS)[number], boolean>;

/** The apply screen for a visitor who may apply: hero, benefits, 3 steps, the terms and the check-limit button. */
export function CanApply() {
  const { t } = useTranslation('apply');
  const nav = useAppNavigate();
  useNavBar({ backgroundColor: 'var(--brand-500)', textColor: 'var(--neutral-0)', statusBarStyle: 'light' });
  const onBack = useCallback(() => {
    Dialog.show({
      'aria-label': t('retention.title'),
      title: t('retention.title'),
      content: t('retention.body'),
      closeOnAction: true,
      actions: [
        [
          { key: 'home', text: t('retention.home'), onClick: () => bridge.close() },
          { key: 'stay', text: t('retention.stay'), bold: true },
        ],
      ],
    });
  }, [t]);
  useBackHandler(onBack);
  const { control, handleSubmit } = useForm<TermsForm>({
    defaultValues: { readAgree: false, taxDeclaration: false, dataConsent: false },
  });
  const values = useWatch({ control });
  const allAgreed = TERMS.every((term) => values[term]);
  return (
    <div className="apply" data-testid="apply-can-apply">
      <section className="apply-hero" aria-labelledby="apply-hero-title">
        <p className="apply-hero__product" id="apply-hero-title">
          {t('hero.product')}
        </p>
        <p className="apply-hero__tagline">{t('hero.tagline')}</p>
        <p className="apply-hero__limit">
          <span className="apply-hero__limit-label">{t('hero.limitLabel')}</span>
          <span className="apply-hero__limit-amount">{formatRupiah(PAYLATER_LIMIT_MAX)}</span>
        </p>
      </section>

      <section className="apply-card" aria-labelledby="apply-benefits-title">
        <h2 id="apply-benefits-title">{t('benefits.title')}</h2>
        <ul className="apply-benefits">
          {BENEFITS.map(({ key, Icon }) => (
            <li key={key}>
              <span className="apply-benefits__icon" aria-hidden="true">
                <Icon />
              </span>
              <span>
                <strong>{t(`benefits.${key}.title`)}</strong>
                <span className="apply-benefits__body">{t(`benefits.${key}.body`)}</span>
              </span>
            </li>
          ))}
        </ul>
      </section>

      <section className="apply-card" aria-labelledby="apply-steps-title">
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

      <form
        className="apply-card agreement-list"
        aria-labelledby="apply-terms-title"
        onSubmit={(e) => e.preventDefault()}
      >
        <h2 id="apply-terms-title">{t('terms.title')}</h2>
        {TERMS.map((term) => (
          <Controller
            key={term}
            name={term}
            control={control}
            render={({ field }) => (
              <Checkbox checked={field.value} onChange={field.onChange} className="agreement-item">
                {t(`terms.${term}`)}
              </Checkbox>
            )}
          />
        ))}
      </form>

      <BottomAction
        disabled={!allAgreed}
        disabledReason={t('checkLimitDisabled')}
        // The terms screen saves the agreement the application needs, then the flow starts at /loading.
        onClick={() => void handleSubmit(() => nav.push(`${ROUTES.TERMS}?next=${ROUTES.LOADING}`))()}
        testId="check-limit"
      >
        {t('checkLimit')}
      </BottomAction>
    </div>
  );
}
