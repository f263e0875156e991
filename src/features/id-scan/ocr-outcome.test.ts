import { describe, expect, it } from 'vitest';
import { CODES, RULE_MESSAGES } from '../../../contracts';
import { KtpDataSchema, genderOfNik } from '../../../contracts/entities/onboarding-identity';
import { ApiError } from '../../api';
import { ocrOutcomeOf } from './ocr-outcome';

const attempts = { attemptsPerDay: '5', attemptsLeft: '4', limitReached: 'N', releaseTime: '20261122000000' };
const refusal = (code: string, ret_data: unknown = attempts) =>
  new ApiError({ kind: 'code', ret_code: code, ret_msg: 'the bank says', ret_data });

describe('a refused scan as the camera screen shows it', () => {
  it.each([
    [CODES.ONB_OCR_BLURRY.code, 'blurry'],
    [CODES.ONB_OCR_BORDER_MISSING.code, 'borderMissing'],
    [CODES.ONB_OCR_STRONG_FLASH.code, 'strongFlash'],
    [CODES.ONB_OCR_UNREADABLE.code, 'unreadable'],
    [CODES.ONB_OCR_DIFFERENT_CARD.code, 'differentCard'],
    [CODES.ONB_OCR_LIMIT_REACHED.code, 'limit'],
    [CODES.SERVERS_BUSY.code, 'failed'],
  ])('code %s is %s, with the bank words and the attempts left', (code, kind) => {
    expect(ocrOutcomeOf(refusal(code))).toEqual({ kind, message: 'the bank says', attempts });
  });

  it('keeps the attempts of an unreadable scan despite its ktpSession; none without them', () => {
    expect(
      ocrOutcomeOf(refusal(CODES.ONB_OCR_UNREADABLE.code, { ...attempts, ktpSession: 'K1' })).attempts,
    ).toEqual(attempts);
    expect(ocrOutcomeOf(refusal(CODES.ONB_OCR_BLURRY.code, null)).attempts).toBeNull();
    expect(ocrOutcomeOf(new ApiError({ kind: 'network', ret_msg: 'x' })).kind).toBe('failed');
    expect(ocrOutcomeOf(new Error('boom'))).toEqual({ kind: 'failed', message: '', attempts: null });
  });
});

describe('the e-KTP data rules (shared with the bank)', () => {
  const valid = {
    nik: '3174015705900003',
    name: 'Siti Aminah',
    birthPlace: 'Bandung',
    dateOfBirth: '1990-05-17',
    gender: 'F',
  };
  const messages = (data: Record<string, string>) =>
    KtpDataSchema.safeParse(data).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

  it('accepts a filled card and refuses each field with its rule', () => {
    expect(messages(valid)).toEqual([]);
    expect(messages({ ...valid, nik: '123' })).toEqual([['nik', 'nik']]);
    expect(RULE_MESSAGES.nik.id).toBe('Silakan masukkan 16 digit Nomor e-KTP.');
    expect(messages({ ...valid, name: 'Siti 2' })).toEqual([['name', 'ktpName']]);
    // Section 5: a name takes letters, spaces and . , - ' ` ‘.
    for (const name of ["Nur'aini", 'Siti-Aisyah', 'H. M. Yusuf', 'Nur`aini', 'Nur‘aini', 'Yusuf, S.H.'])
      expect(messages({ ...valid, name })).toEqual([]);
    for (const name of ['Nur_aini', 'Siti [A]', 'Budi·Santoso'])
      expect(messages({ ...valid, name })).toEqual([['name', 'ktpName']]);
    expect(messages({ ...valid, dateOfBirth: '1990-02-30' })).toEqual([['dateOfBirth', 'dateOfBirth']]);
    expect(messages({ ...valid, name: '', dateOfBirth: '', gender: '' })).toEqual([
      ['name', 'required'],
      ['dateOfBirth', 'required'],
      ['gender', 'required'],
    ]);
  });

  it('reads the gender a NIK encodes (a woman has 40 added to her birth day)', () => {
    expect(genderOfNik('3174015705900003')).toBe('F');
    expect(genderOfNik('3174011705900003')).toBe('M');
    expect(genderOfNik('3174013505900003')).toBeUndefined();
    expect(genderOfNik('123')).toBeUndefined();
  });
});
