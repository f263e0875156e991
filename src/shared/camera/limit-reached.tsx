import { ClockCircleOutline } from 'antd-mobile-icons';
import { BottomAction } from '../ui/bottom-action';
import { CameraAlert } from './camera-denied';
import './camera.css';

interface Props {
  title: string;
  /** The bank's words (attempts for today used up). */
  body: string;
  /** When the attempts come back (00:00 WIB), already worded. */
  until: string | null;
  backLabel: string;
  onBack: () => void;
  testId?: string;
}

/** A daily-limited check (ID scan, face detection) has no attempts left today; released at 00:00 WIB. */
export function DailyLimitReached({ title, body, until, backLabel, onBack, testId }: Props) {
  return (
    <div className="camera-limit" data-testid={testId}>
      <CameraAlert
        icon={<ClockCircleOutline aria-hidden="true" />}
        title={title}
        body={
          <>
            <span className="camera-denied__body">{body}</span>
            {until ? <span className="camera-limit__until">{until}</span> : null}
          </>
        }
      />
      <BottomAction onClick={onBack} testId="camera-limit-back">
        {backLabel}
      </BottomAction>
    </div>
  );
}
