import { useQuery } from '@tanstack/react-query';
import { call, endpointKeyFor } from '../../api';
import { endpoints } from './endpoints';
import { fetchPaylaterFlow } from '../../shared/onboarding/flow';

/** The scene of the Pay Later application's face check, and its business type for the result query. */
export const FACE_SCENE = 'PAYLATER_APPLY';
export const FACE_BIZ_TYPE = 'PAY_APP';

/**
 * What the face screen needs from the bank before the camera: the flow (its flowId names the
 * application, not filed until the flow is done), a face ticket for it (refused while today's attempts
 * are used up) and the last result (an earlier failure opens the retry screen with its advice, a pass the
 * success).
 */
export function useFaceCheck() {
  return useQuery({
    queryKey: endpointKeyFor(endpoints.amsGetFaceId, { view: 'face-check' }),
    queryFn: async () => {
      const flow = await fetchPaylaterFlow();
      if (flow.nextAction !== 'FACE_SCANNING') return { flow, ticket: null, last: null };
      const appNo = flow.flowId;
      const [ticket, last] = await Promise.all([
        call(endpoints.amsGetFaceId, { flowId: flow.flowId, type: FACE_SCENE }),
        call(endpoints.queryFaceResult, { BIZ_TYPE: FACE_BIZ_TYPE, APP_NO: appNo, SCENE: FACE_SCENE }),
      ]);
      return { flow, ticket, last };
    },
    staleTime: 0,
    gcTime: 0,
  });
}
