import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { IntroHead } from '../../shared/ui/intro-head';

/** The head of a video-banking step: its icon, heading and body (`<step>.heading`, `<step>.body`). */
export function VbHero({ step, icon }: { step: 'start' | 'queue'; icon: ReactNode }) {
  const { t } = useTranslation('videoBanking');
  return (
    <IntroHead
      block="vb-hero"
      headingId={`vb-${step}-heading`}
      icon={icon}
      heading={t(`${step}.heading`)}
      body={t(`${step}.body`)}
    />
  );
}
