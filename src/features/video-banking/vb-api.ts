import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { ONBOARDING_CODES as CODES } from '../../../contracts/codes/onboarding';
import type { VideoSession, VbSessionStatus } from '../../../contracts/entities/video-banking';
import { call, endpointKeyFor, endpointQuery, isCodeValue } from '../../api';
import { endpoints } from './endpoints';
import { usePolledResultQuery } from '../../shared/ui/polled-result-query';
import type { JoinDetails } from './vb-store';

/** The scene of this check: video banking for a bigger Pay Later limit. */
export const VB_SCENE = 'PAYLATER_LIMIT_UP';
export const VB_BIZ_TYPE = 'PAY_APP';
export const VB_SERVICE_CODE = 'VIDEO_BANKING';

const preCheckQuery = () => endpointQuery(endpoints.vbPreCheck, {});
export const PRE_CHECK_KEY = preCheckQuery().queryKey;

/** May the user start now: entitled, attempts left today, service hours, a session still open. */
export function usePreCheck() {
  return useQuery({
    ...preCheckQuery(),
    staleTime: 0,
    refetchOnWindowFocus: false,
  });
}

/** Joins the queue (one attempt of the day); the SDK is "entered" now. */
export function joinQueue(details: JoinDetails): Promise<VideoSession> {
  return call(endpoints.vbCreateSession, {
    scene: VB_SCENE,
    enterSDKTime: String(Date.now()),
    currentAddress: details.currentAddress.trim(),
    motherFirstName: details.motherFirstName.trim(),
  });
}

export function operate(sessionId: string, opType: '1' | '2' | '3' | '4'): Promise<VideoSession> {
  return call(endpoints.vbOperateSession, { sessionId, opType });
}

/** Still waiting or talking: the screen keeps asking the bank. */
export const isLive = (status: VbSessionStatus | undefined) =>
  status === 'QUEUING' || status === 'CONNECTING' || status === 'CONNECTED';

/**
 * The session as the bank has it. The first answer comes from opType 3 (tracking: the screen is open,
 * nothing moves); then opType 1 (query status) every 2000 ms while queuing, connecting or in the call,
 * which is what moves the queue.
 */
export function useVbSession(sessionId: string) {
  const tracked = useRef(false);
  return usePolledResultQuery({
    queryKey: endpointKeyFor(endpoints.vbOperateSession, { sessionId, view: 'session' }),
    queryFn: () => {
      const opType = tracked.current ? '1' : '3';
      tracked.current = true;
      return operate(sessionId, opType);
    },
    isDone: (session) => !isLive(session.status),
    // Asked for as long as the queue and the call last (no count of answers), once the first has come.
    maxAnswers: Infinity,
    pollBeforeAnswer: false,
    // A session is read as fresh as the app's default; only the polls ask it again.
    staleTime: undefined,
    refetchOnWindowFocus: false,
    retry: false,
    gcTime: 0,
  });
}

/** The refusals of create/session that the start screen answers with a screen of its own. */
export function isStartRefusal(error: unknown): boolean {
  return isCodeValue(
    error,
    CODES.ONB_VB_LIMIT_REACHED.code,
    CODES.ONB_VB_OUT_OF_SERVICE.code,
    CODES.ONB_VB_NOT_ENTITLED.code,
  );
}
