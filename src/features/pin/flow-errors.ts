import { Dialog } from '../../shared/ui/antd-popups';
import type { CodeName } from '../../../contracts/codes';
import { isApiError, type ApiError } from '../../api';
import { isCode } from '../../api/is-code';

/** Refusals that stop the flow: a dialog with one way forward (spec section 8, UX.md). */
const BLOCKING: CodeName[] = [
  'PIN_LOCKED',
  'PASSWORD_LOCKED',
  'PIN_ALREADY_SET',
  'PIN_NOT_SET',
  'PASSWORD_NOT_SET',
  'SECURITY_SESSION_INVALID',
];

export function isBlocking(error: unknown): error is ApiError {
  return isCode(error, ...BLOCKING);
}

/** The message of a failed call as the bank (or the client, for network failures) gave it. */
export function messageOf(error: unknown, fallback: string): string {
  return isApiError(error) ? error.ret_msg : fallback;
}

/** A flow-blocking refusal: its message in a dialog, and one action. */
export function showBlocking(error: ApiError, confirmText: string, onConfirm: () => void): void {
  void Dialog.alert({ content: error.ret_msg, confirmText, onConfirm });
}
