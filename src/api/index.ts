// `isCode` is imported from './is-code' itself: it carries every code of the product, which this barrel would
// bring to every screen that calls (docs/decisions/0021).
export { call, callWithEnvelope, upload, REQUEST_TIMEOUT_MS } from './client';
export {
  endpointCallQuery,
  endpointKey,
  endpointKeyFor,
  endpointPagesQuery,
  endpointQuery,
  invalidateEndpoints,
  removeEndpoints,
} from './query';
export { READ_KEYS } from './read-keys';
export { ApiError, isApiError, isCodeValue, type ApiErrorKind } from './errors';
export { attemptsLeftOf } from './attempts-left';
export { APP_ID, getCallContext, setCallContext } from './call-context';
export { bankNow, bankToday, getSystemTime } from './system-time';
export { useNetworkDialog } from './network-dialog-store';
export { useSessionNotice } from './session-notice-store';
