import { CheckCircleFill, CloseCircleFill } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '../../shared/navigation/routes';
import { useAppNavigate } from '../../shared/navigation/use-app-navigate';
import { useCameraPermission } from '../../shared/camera/use-camera-permission';
import { BottomAction } from '../../shared/ui/bottom-action';
import { KtpArt } from '../../shared/ui/illustrations/ktp-art';
import { OcrCameraDenied, ScanHead } from './scan-parts';
import './id-scan.css';
import '../../shared/ui/screen.css';

const EXAMPLES = ['blurry', 'cut', 'glare'] as const;
const TIPS = ['original', 'frame', 'glare'] as const;

/** ROUTES.OCR: what a good e-KTP photo looks like; the camera is asked for before the camera screen. */
export default function GuidancePage() {
  const { t } = useTranslation('idScan');
  const nav = useAppNavigate();
  const camera = useCameraPermission();

  const start = async () => {
    if (await camera.ask()) nav.push(ROUTES.OCR_CAMERA);
  };

  if (camera.permission === 'denied') return <OcrCameraDenied onRetry={() => void start()} />;

  return (
    <div className="step-screen step-screen--roomy id-scan" data-testid="ocr-guide">
      <ScanHead id="ocr-guide-heading" heading={t('guidance.heading')} body={t('guidance.body')} />

      <figure className="id-scan-good">
        <KtpArt variant="good" label={t('guidance.goodArt')} />
        <figcaption>
          <CheckCircleFill className="id-scan-good__icon" aria-hidden="true" />
          <span>
            <strong>{t('guidance.good')}</strong>
            <span className="id-scan-good__caption">{t('guidance.goodCaption')}</span>
          </span>
        </figcaption>
      </figure>

      <ul className="id-scan-examples" aria-label={t('guidance.examplesLabel')}>
        {EXAMPLES.map((example) => (
          <li key={example} className="id-scan-example">
            <KtpArt variant={example} />
            <span className="id-scan-example__label">
              <CloseCircleFill className="id-scan-example__icon" aria-hidden="true" />
              {t(`guidance.examples.${example}`)}
            </span>
          </li>
        ))}
      </ul>

      <section className="step-tips id-scan-tips" aria-labelledby="ocr-tips-heading">
        <h3 id="ocr-tips-heading">{t('guidance.tipsHeading')}</h3>
        <ol className="step-list">
          {TIPS.map((tip) => (
            <li key={tip}>{t(`guidance.tips.${tip}`)}</li>
          ))}
        </ol>
      </section>

      <BottomAction
        onClick={() => void start()}
        loading={camera.permission === 'asking'}
        testId="ocr-guide-start"
      >
        {t('guidance.start')}
      </BottomAction>
    </div>
  );
}
