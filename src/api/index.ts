export { call, callWithEnvelope, upload, REQUEST_TIMEOUT_MS } from './client';
export { endpointQuery } from './query';
export { ApiError, attemptsLeftOf, isApiError, isCode, type ApiErrorKind } from './errors';
export { APP_ID, getCallContext, setCallContext } from './call-context';
export { bankNow, getSystemTime } from './system-time';
export { useNetworkDialog } from './network-dialog-store';
export { useSessionNotice } from './session-notice-store';
export { endpoints } from '../../contracts';
