import { RightOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { PRIME_ANNUAL_INTEREST_RATE } from '../../../contracts/entities/upgrade';
import { formatRate, formatRupiah } from '../../shared/lib/money';
import { Card } from '../../shared/ui/screen';
import { gainsOf, type Gain, type MpcLevel } from './tier-view';

/** The interest of Prime as the texts write it: '5,00%' / '5.00%'. */
export const primeRate = (lang: string) => formatRate(PRIME_ANNUAL_INTEREST_RATE, lang);

/** Two tiers side by side with an arrow: where the wallet is and where the upgrade takes it. */
export function TierPath({ from, to }: { from: MpcLevel; to: MpcLevel }) {
  const { t } = useTranslation('upgrade');
  return (
    // One picture of the move, named in words (the tiles themselves are hidden from screen readers).
    <div
      className="upgrade-path"
      role="img"
      aria-label={t('path', { from: t(`tiers.${from}`), to: t(`tiers.${to}`) })}
    >
      <span className="upgrade-path__tier" aria-hidden="true">
        <span className="upgrade-path__name">{t(`tiers.${from}`)}</span>
        <span className="upgrade-path__kind">{t(`kinds.${from}`)}</span>
      </span>
      <RightOutline className="upgrade-path__arrow" aria-hidden="true" />
      <span className="upgrade-path__tier upgrade-path__tier--to" aria-hidden="true">
        <span className="upgrade-path__name">{t(`tiers.${to}`)}</span>
        <span className="upgrade-path__kind">{t(`kinds.${to}`)}</span>
      </span>
    </div>
  );
}

/** The intro card of an upgrade: its heading (names the screen's form), a sentence and the tier path. */
export function UpgradeIntro({
  headingId,
  heading,
  body,
  from,
  to,
}: {
  headingId: string;
  heading: string;
  body: string;
  from: MpcLevel;
  to: MpcLevel;
}) {
  return (
    <section className="card upgrade-intro" aria-labelledby={headingId}>
      <h2 id={headingId} className="upgrade-intro__heading">
        {heading}
      </h2>
      <p className="upgrade-intro__body">{body}</p>
      <TierPath from={from} to={to} />
    </section>
  );
}

/** What the customer gains, before upgrading: each cap and the interest, from the current value to the new. */
export function GainsCard({ from, to }: { from: MpcLevel; to: MpcLevel }) {
  const { t, i18n } = useTranslation('upgrade');
  const text = (gain: Gain, value: Gain['from']) => {
    if (gain.key === 'interest') {
      return value === null
        ? t('gains.none')
        : t('gains.perYear', { rate: formatRate(value, i18n.language) });
    }
    return value === null ? t('gains.unlimited') : formatRupiah(value, i18n.language);
  };
  // Interest the wallet has neither before nor after is no gain to speak of.
  const gains = gainsOf(from, to).filter((gain) => gain.from !== null || gain.to !== null);
  return (
    <Card title={t('gains.title')} testId="upgrade-gains">
      <dl
        className="upgrade-gains"
        aria-label={t('gains.label', { from: t(`tiers.${from}`), to: t(`tiers.${to}`) })}
      >
        {gains.map((gain) => (
          <div className="upgrade-gain" key={gain.key}>
            <dt className="upgrade-gain__label">{t(`gains.${gain.key}`)}</dt>
            <dd className="upgrade-gain__values">
              {gain.better ? (
                <>
                  <span className="upgrade-gain__from" data-testid={`gain-${gain.key}-from`}>
                    {text(gain, gain.from)}
                  </span>
                  <RightOutline className="upgrade-gain__arrow" aria-hidden="true" />
                  <span className="upgrade-sr">{t('gains.becomes')}</span>
                  <span className="upgrade-gain__to" data-testid={`gain-${gain.key}`}>
                    {text(gain, gain.to)}
                  </span>
                </>
              ) : (
                <>
                  <span className="upgrade-gain__to upgrade-gain__to--same" data-testid={`gain-${gain.key}`}>
                    {text(gain, gain.to)}
                  </span>
                  <span className="upgrade-gain__same">{t('gains.same')}</span>
                </>
              )}
            </dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
