import { IdentityGuide } from './identity-page';

export default function OcrPage() {
  return <IdentityGuide titleKey="identity.ocrTitle" bodyKey="identity.ocrBody" testId="ocr-guide" />;
}
