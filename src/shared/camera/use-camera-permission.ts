import { useCallback, useState } from 'react';
import { bridge } from '../../bridge';

export type CameraPermission = 'unknown' | 'asking' | 'granted' | 'denied';

/**
 * Asks the bridge for the camera before a photo is taken (ID scan, face detection). Status 0 means the
 * user turned camera access off: the screen then offers the phone's settings.
 */
export function useCameraPermission() {
  const [permission, setPermission] = useState<CameraPermission>('unknown');
  const ask = useCallback(async (): Promise<boolean> => {
    setPermission('asking');
    const answer = await bridge.requestCamera().catch(() => ({ status: 0 as const }));
    const granted = answer.status === 1;
    setPermission(granted ? 'granted' : 'denied');
    return granted;
  }, []);
  return { permission, ask };
}
