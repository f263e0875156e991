import { IdentityGuide } from './identity-page';

export default function VideoBankingPage() {
  return <IdentityGuide titleKey="identity.vbTitle" bodyKey="identity.vbBody" testId="vb-guide" />;
}
