import { describe, expect, it } from 'vitest';
import { CODES } from '../../../contracts';
import type { OtpStatus } from '../../../contracts/entities/otp';
import { feedbackOfStatus } from './otp-status';

const live: OtpStatus = {
  live: 'Y',
  channel: 'WHATSAPP',
  phone_no: '81*****1234',
  usage_id: 'PAYLATER_APPLY',
  countdown: '40',
  attempts_left: '2',
  failed_attempts: '1',
  sends_left: '4',
};

describe('feedbackOfStatus', () => {
  it('says nothing for a fresh code', () => {
    expect(feedbackOfStatus(live, 'id-ID')).toBeNull();
  });

  it('repeats a wrong entry with the tries left, in the language of the screen', () => {
    expect(feedbackOfStatus({ ...live, last_code: CODES.OTP_WRONG.code }, 'id-ID')).toEqual({
      message: 'Kode ini tidak sesuai.',
      attemptsLeft: 2,
    });
    expect(
      feedbackOfStatus({ ...live, last_code: CODES.OTP_WRONG.code, attempts_left: '1' }, 'en-US'),
    ).toEqual({ message: 'This is not the correct code. Please try again.', attemptsLeft: 1 });
  });

  it('repeats a system error with the minutes still to wait', () => {
    expect(
      feedbackOfStatus(
        { ...live, last_code: CODES.OTP_SYSTEM_ERROR.code, retry_after_minutes: '4' },
        'id-ID',
      ),
    ).toEqual({ message: CODES.OTP_SYSTEM_ERROR.id, retryMinutes: '4' });
  });
});
