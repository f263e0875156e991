import { attemptsLeftOf, isApiError } from '../../api';
import { isCode } from '../../api/is-code';
import type { PinSheetError } from '../ui/pin-sheet';
import { provePin } from './encrypt-secret';

/** Refusals of the PIN that end the attempt for now: a dialog, not a line under the boxes. */
const PIN_BLOCKING = ['PIN_LOCKED', 'PIN_NOT_SET'] as const;

export type PinProof =
  | { kind: 'session'; session: string }
  /** The PIN is locked or not set: the bank's words, for a dialog. */
  | { kind: 'blocked'; message: string }
  /** A wrong PIN: the bank's words and the attempts left, under the boxes of the PIN sheet. */
  | { kind: 'wrong'; error: PinSheetError };

/**
 * The PIN that confirms a money move (Instant Cash, repayment): password/validate for the scene, read into
 * what the PIN sheet shows. `attemptsText` words the attempts left in the feature's language.
 */
export async function provePinForSheet(
  scene: string,
  pin: string,
  attemptsText: (left: string) => string,
): Promise<PinProof> {
  try {
    return { kind: 'session', session: (await provePin(scene, pin)).session };
  } catch (error) {
    if (isCode(error, ...PIN_BLOCKING)) return { kind: 'blocked', message: error.ret_msg };
    const left = attemptsLeftOf(error);
    return {
      kind: 'wrong',
      error: {
        message: isApiError(error) ? error.ret_msg : String(error),
        ...(left !== null ? { detail: attemptsText(left) } : {}),
      },
    };
  }
}
