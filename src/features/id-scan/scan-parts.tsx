import { CameraDenied } from '../../shared/camera/camera-denied';
import '../../shared/ui/screen.css';

/** The camera refused for the KTP photo: how to allow it in the settings, and a new ask. */
export function OcrCameraDenied({ onRetry }: { onRetry: () => void }) {
  return <CameraDenied testId="ocr-camera-denied" ns="idScan" onRetry={onRetry} />;
}

/** The head of a KTP step: the heading that names the section and one line under it. */
export function ScanHead({ id, heading, body }: { id: string; heading: string; body: string }) {
  return (
    <section className="step-head id-scan-head" aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      <p>{body}</p>
    </section>
  );
}

const CORNERS = ['top-left', 'top-right', 'bottom-left', 'bottom-right'] as const;

/** The viewfinder's four corner marks, around the photo's box (decision 0086). Decorative. */
export function FrameCorners() {
  return (
    <>
      {CORNERS.map((corner) => (
        <span
          key={corner}
          className={`id-scan-frame__corner id-scan-frame__corner--${corner}`}
          data-corner={corner}
          data-testid="ocr-frame-corner"
          aria-hidden="true"
        />
      ))}
    </>
  );
}
