import { Button, Result } from 'antd-mobile';
import { CameraOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { bridge } from '../../bridge';
import { BottomAction } from '../ui/bottom-action';
import './camera.css';

interface Props {
  /** The namespace with the screen's words: denied.title, .body, .settings and .retry. */
  ns: 'face' | 'idScan';
  /** Ask for the camera again (after the user changed the setting). */
  onRetry: () => void;
  testId?: string;
}

/** A warning that stops a camera step: an icon, a heading and the words, read out as an alert. */
export function CameraAlert({ icon, title, body }: { icon: ReactNode; title: string; body: ReactNode }) {
  return (
    <div role="alert">
      <Result
        status="warning"
        icon={icon}
        title={<h2 className="camera-denied__title">{title}</h2>}
        description={body}
      />
    </div>
  );
}

/** Camera access is off (spec section 8): say so, and send the user to the phone's settings. */
export function CameraDenied({ ns, onRetry, testId }: Props) {
  const { t } = useTranslation(ns);
  return (
    <div className="camera-denied" data-testid={testId}>
      <CameraAlert
        icon={<CameraOutline aria-hidden="true" />}
        title={t('denied.title')}
        body={<span className="camera-denied__body">{t('denied.body')}</span>}
      />
      <Button fill="none" color="primary" className="camera-denied__retry" onClick={onRetry}>
        {t('denied.retry')}
      </Button>
      <BottomAction onClick={() => void bridge.openSettings()} testId="camera-open-settings">
        {t('denied.settings')}
      </BottomAction>
    </div>
  );
}
