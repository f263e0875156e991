import { IdentityGuide } from './identity-page';

export default function FacePage() {
  return <IdentityGuide titleKey="identity.faceTitle" bodyKey="identity.faceBody" testId="face-guide" />;
}
