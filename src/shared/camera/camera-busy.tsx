import { SpinLoading } from 'antd-mobile';

/** The spinner and its words over a camera frame while the bank reads the photo (camera.css's .camera-busy). */
export function CameraBusy({ className, label }: { className: string; label: string }) {
  return (
    <span className={`camera-busy ${className}`} role="status">
      <SpinLoading color="white" style={{ '--size': '32px' }} aria-hidden="true" />
      {label}
    </span>
  );
}
