import { Suspense, useState } from 'react';
import { useNetworkDialog } from '../api/network-dialog-store';
import { useSessionNotice } from '../api/session-notice-store';
import { lazyPart } from '../shared/lib/lazy-part';

// The kit's dialog brings its animation library: both load when a dialog first opens (decision 0021).
const NetworkDialog = lazyPart(() => import('../shared/ui/network-dialog').then((m) => m.NetworkDialog));
const SessionExpiredDialog = lazyPart(() =>
  import('../shared/ui/session-expired-dialog').then((m) => m.SessionExpiredDialog),
);

/** True from the first time `open` is: a dialog once shown stays mounted, so it can animate out. */
function useShownOnce(open: boolean): boolean {
  const [shown, setShown] = useState(open);
  if (open && !shown) setShown(true);
  return shown || open;
}

/** The frame's dialogs (network failure, restored session), mounted when first opened. */
export function FrameDialogs() {
  const network = useShownOnce(useNetworkDialog((s) => s.open));
  const session = useShownOnce(useSessionNotice((s) => s.open));
  return (
    <Suspense fallback={null}>
      {network ? <NetworkDialog /> : null}
      {session ? <SessionExpiredDialog /> : null}
    </Suspense>
  );
}
