import { ROUTES } from '../../shared/navigation/routes';

/** The video-banking screens: the start (pre_check decides what it shows), the session, the result. */
export const VB_ROUTES = {
  START: ROUTES.VIDEO_BANKING,
  SESSION: `${ROUTES.VIDEO_BANKING}/session`,
  RESULT: `${ROUTES.VIDEO_BANKING}/result`,
} as const;

export const sessionPath = (sessionId: string) => `${VB_ROUTES.SESSION}?id=${encodeURIComponent(sessionId)}`;
export const resultPath = (sessionId: string) => `${VB_ROUTES.RESULT}?id=${encodeURIComponent(sessionId)}`;
