import { useTranslation } from 'react-i18next';
import './onboarding.css';

interface Props {
  titleKey: 'identity.ocrTitle' | 'identity.faceTitle' | 'identity.vbTitle';
  bodyKey: 'identity.ocrBody' | 'identity.faceBody' | 'identity.vbBody';
  testId: string;
}

/** The entry of an identity check: its guidance (the check itself is built by its own feature). */
export function IdentityGuide({ titleKey, bodyKey, testId }: Props) {
  const { t } = useTranslation('onboarding');
  return (
    <div className="onboarding" data-testid={testId}>
      <section className="onboarding-card">
        <h2>{t(titleKey)}</h2>
        <p>{t(bodyKey)}</p>
      </section>
    </div>
  );
}
