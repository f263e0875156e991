import { describe, expect, it } from 'vitest';
import { CODES } from '../../../contracts';
import { ApiError } from '../../api';
import { faceOutcomeOf, faceOutcomeOfFailCode, isFaceLimit } from './face-outcome';

const attempts = { attemptsPerDay: '5', attemptsLeft: '2', limitReached: 'N', releaseTime: '20261122000000' };
const refusal = (code: string) =>
  new ApiError({ kind: 'code', ret_code: code, ret_msg: 'the bank says', ret_data: attempts });

describe('a refused face check as the face screen shows it', () => {
  it.each([
    [CODES.ONB_FACE_BLURRY.code, 'blurry'],
    [CODES.ONB_FACE_LOW_LIGHT.code, 'lowLight'],
    [CODES.ONB_FACE_ACCESSORIES.code, 'accessories'],
    [CODES.CANNOT_PROCESS.code, 'failed'],
  ])('code %s is a retry for %s, with the advice and the attempts left', (code, reason) => {
    expect(faceOutcomeOf(refusal(code))).toEqual({
      kind: 'retry',
      reason,
      message: 'the bank says',
      attempts,
    });
  });

  it('the daily limit ends the check for today', () => {
    const limit = refusal(CODES.ONB_FACE_LIMIT_REACHED.code);
    expect(isFaceLimit(limit)).toBe(true);
    expect(faceOutcomeOf(limit)).toEqual({ kind: 'limit', message: 'the bank says', attempts });
    expect(isFaceLimit(refusal(CODES.ONB_FACE_BLURRY.code))).toBe(false);
    expect(faceOutcomeOf(new Error('boom'))).toMatchObject({ kind: 'retry', reason: 'failed' });
  });
});

describe('a check that failed before the screen opened (query/face_result F)', () => {
  it('gives the advice of the code it was refused with, in the language of the screen', () => {
    expect(faceOutcomeOfFailCode(CODES.ONB_FACE_LOW_LIGHT.code, 'id-ID', 'earlier')).toEqual({
      kind: 'retry',
      reason: 'lowLight',
      message: CODES.ONB_FACE_LOW_LIGHT.id,
      attempts: null,
    });
    expect(faceOutcomeOfFailCode(CODES.ONB_FACE_BLURRY.code, 'en-US', 'earlier')).toMatchObject({
      reason: 'blurry',
      message: CODES.ONB_FACE_BLURRY.en,
    });
  });

  it('without a known code, says the previous attempt failed', () => {
    expect(faceOutcomeOfFailCode(undefined, 'id-ID', 'earlier')).toEqual({
      kind: 'retry',
      reason: 'previous',
      message: 'earlier',
      attempts: null,
    });
  });
});
