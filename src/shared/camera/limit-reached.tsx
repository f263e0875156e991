import { Result } from 'antd-mobile';
import { ClockCircleOutline } from 'antd-mobile-icons';
import { BottomAction } from '../ui/bottom-action';
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
      <div role="alert">
        <Result
          status="warning"
          icon={<ClockCircleOutline aria-hidden="true" />}
          title={<h2 className="camera-denied__title">{title}</h2>}
          description={
            <>
              <span className="camera-denied__body">{body}</span>
              {until ? <span className="camera-limit__until">{until}</span> : null}
            </>
          }
        />
      </div>
      <BottomAction onClick={onBack} testId="camera-limit-back">
        {backLabel}
      </BottomAction>
    </div>
  );
}
