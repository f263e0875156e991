import { Button, Result } from 'antd-mobile';
import { CameraOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { bridge } from '../../bridge';
import { BottomAction } from '../ui/bottom-action';
import './camera.css';

interface Props {
  title: string;
  body: string;
  settingsLabel: string;
  retryLabel: string;
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
export function CameraDenied({ title, body, settingsLabel, retryLabel, onRetry, testId }: Props) {
  return (
    <div className="camera-denied" data-testid={testId}>
      <CameraAlert
        icon={<CameraOutline aria-hidden="true" />}
        title={title}
        body={<span className="camera-denied__body">{body}</span>}
      />
      <Button fill="none" color="primary" className="camera-denied__retry" onClick={onRetry}>
        {retryLabel}
      </Button>
      <BottomAction onClick={() => void bridge.openSettings()} testId="camera-open-settings">
        {settingsLabel}
      </BottomAction>
    </div>
  );
}
