import { beforeEach, describe, expect, it } from 'vitest';
import { CODES } from '../../../contracts';
import { bankDriver, codeName, type SessionDriver } from '../../testing/bank-driver';
import { ONBOARDING_CLOCK } from '../../testing/onboarding-fixtures';
import { nikAtRest } from '../../model/onboarding-personal';

let s: SessionDriver;
let flowId: string;
beforeEach(() => {
  s = bankDriver().session('apply.can-apply', { clock: ONBOARDING_CLOCK });
  flowId = s.flow().flowId;
});

function scan(fileName: string) {
  const file = s.upload(fileName);
  return s.call('ocrKtp', { flowId, fileId: file.fileId, fileHash: file.fileHash });
}

describe('common/upload/file', () => {
  it('answers the file item and remembers it; the same file twice is one upload', () => {
    const first = s.upload('ktp.jpg');
    expect(first).toMatchObject({ fileName: 'ktp.jpg', fileId: 'FILE20261121000001' });
    expect(first.fileHash).toMatch(/^[0-9a-f]{64}$/);
    expect(s.upload('ktp.jpg')).toEqual(first);
    expect(s.upload('ktp-2.jpg').fileId).toBe('FILE20261121000002');
    expect(s.state().onboarding.uploads).toHaveLength(2);
  });

  it('refuses a missing file, a non-image and a huge name', () => {
    const file = {
      fileName: 'a.exe',
      mimeType: 'application/x-msdownload',
      size: '10',
      hash: 'a'.repeat(64),
    };
    expect(s.call('commonUploadFile', {}).status).toBe(400);
    expect(s.call('commonUploadFile', { file }).status).toBe(400);
    expect(
      s.call('commonUploadFile', { file: { ...file, mimeType: 'image/png', fileName: 'x'.repeat(300) } })
        .status,
    ).toBe(400);
  });
});

describe('ocr/ktp', () => {
  it("reads the customer's own card by default and leaves the seq number on the flow", () => {
    const { customer } = s.state();
    const { envelope } = scan('ktp.jpg');
    expect(envelope.ret_code).toBe('0000');
    expect(envelope.ret_data).toEqual({
      nik: customer.nik,
      name: customer.name,
      birthPlace: customer.birthPlace,
      dateOfBirth: customer.dateOfBirth,
      email: customer.email,
      ktpSession: 'KTP202611210001',
    });
    expect(s.flow().seq.ocrSeqNo).toBe('KTP202611210001');
    expect(s.ok('queryFlow', { flowId, type: '1' }).flowContext.idNo).toMatch(/^\d{4}\*{8}\d{4}$/);
  });

  const magic: Array<[string, string]> = [
    ['ktp-blurry.jpg', CODES.ONB_OCR_BLURRY.code],
    ['KTP-No-Border.png', CODES.ONB_OCR_BORDER_MISSING.code],
    ['ktp-flash.jpg', CODES.ONB_OCR_STRONG_FLASH.code],
  ];
  it.each(magic)('a file named %s answers %s and uses one attempt', (name, code) => {
    const { envelope } = scan(name);
    expect(envelope.ret_code).toBe(code);
    expect(envelope.ret_data).toMatchObject({ attemptsLeft: '4', limitReached: 'N' });
    expect(s.flow().seq.ocrSeqNo).toBe('');
    expect(s.ok('ocrPreCheck', {}).attemptsLeft).toBe('4');
  });

  it('ktp-limit uses up the day at once; the attempts come back at 00:00 WIB', () => {
    const { envelope } = scan('ktp-limit.jpg');
    expect(envelope.ret_code).toBe(CODES.ONB_OCR_LIMIT_REACHED.code);
    expect(envelope.ret_data).toEqual({
      attemptsPerDay: '5',
      attemptsLeft: '0',
      limitReached: 'Y',
      releaseTime: '20261122000000',
    });
    expect(scan('ktp.jpg').envelope.ret_code).toBe(CODES.ONB_OCR_LIMIT_REACHED.code);
    s.setClock('2026-11-21T23:59:59+07:00');
    expect(s.ok('ocrPreCheck', {}).attemptsLeft).toBe('0');
    s.setClock('2026-11-22T00:00:00+07:00');
    expect(s.ok('ocrPreCheck', {})).toEqual({
      attemptsPerDay: '5',
      attemptsLeft: '5',
      limitReached: 'N',
      releaseTime: '20261123000000',
    });
    expect(scan('ktp.jpg').envelope.ret_code).toBe('0000');
  });

  it('ocr/pre_check reports the last scan of today: its code, and what a read card said', () => {
    expect(s.ok('ocrPreCheck', {}).lastScan).toBeUndefined();
    scan('ktp-flash.jpg');
    expect(s.ok('ocrPreCheck', {}).lastScan).toEqual({ flowId, code: CODES.ONB_OCR_STRONG_FLASH.code });
    const read = scan('ktp.jpg').envelope.ret_data;
    expect(s.ok('ocrPreCheck', {})).toMatchObject({
      attemptsLeft: '3',
      lastScan: { flowId, code: '0000', result: read },
    });
    scan('ktp-other-card.jpg');
    expect(s.ok('ocrPreCheck', {}).lastScan).toEqual({ flowId, code: CODES.ONB_OCR_DIFFERENT_CARD.code });
    // A new day: the scans of yesterday are not news.
    s.setClock('2026-11-22T08:00:00+07:00');
    expect(s.ok('ocrPreCheck', {}).lastScan).toBeUndefined();
  });

  it('five failed scans use up the day', () => {
    for (let i = 0; i < 5; i++)
      expect(scan(`ktp-blurry-${i}.jpg`).envelope.ret_code).toBe(CODES.ONB_OCR_BLURRY.code);
    expect(scan('ktp.jpg').envelope.ret_code).toBe(CODES.ONB_OCR_LIMIT_REACHED.code);
    expect(s.ok('ocrPreCheck', {}).limitReached).toBe('Y');
  });

  it('refuses a different card than the one scanned before', () => {
    expect(scan('ktp.jpg').envelope.ret_code).toBe('0000');
    const { envelope } = scan('ktp-other-card.jpg');
    expect(envelope.ret_code).toBe(CODES.ONB_OCR_DIFFERENT_CARD.code);
    expect(envelope.ret_msg).toBe(CODES.ONB_OCR_DIFFERENT_CARD.id);
    expect(s.state().onboarding.ocr).toMatchObject(nikAtRest(s.state().customer.nik));
  });

  it('refuses an unknown file, a wrong hash and an unknown flow', () => {
    const file = s.upload('ktp.jpg');
    s.refused('ocrKtp', { flowId, fileId: 'FILE1', fileHash: file.fileHash }, 'ONB_FILE_NOT_FOUND');
    s.refused('ocrKtp', { flowId, fileId: file.fileId, fileHash: 'f'.repeat(64) }, 'ONB_FILE_NOT_FOUND');
    s.refused(
      'ocrKtp',
      { flowId: 'FL0', fileId: file.fileId, fileHash: file.fileHash },
      'ONB_FLOW_NOT_FOUND',
    );
    expect(s.call('ocrKtp', { flowId, fileId: file.fileId }).status).toBe(400);
    expect(s.ok('ocrPreCheck', {}).attemptsLeft).toBe('5');
  });
});

describe('face detection', () => {
  const APP_NO = 'APP1';
  const SCENE = 'PAYLATER';

  it('issues a face id and ticket in both shapes, the same until a scan', () => {
    const ams = s.ok('amsGetFaceId', { flowId, type: '1' });
    expect(ams).toMatchObject({
      FACE_ID: expect.stringMatching(/^FID/),
      APP_NO: flowId,
      FACE_ORG: 'ADVANCE_AI',
    });
    expect(s.ok('amsGetFaceId', { flowId, type: '1' })).toEqual(ams);
    expect(s.state().onboarding.face.flowId).toBe(flowId);
    const core = s.ok('coreGetFaceId', { SCENE, APP_NO });
    expect(core).toMatchObject({ APP_NO, FACE_ORG: 'ADVANCE_AI', FACE_ID: expect.stringMatching(/^FID/) });
    s.refused('amsGetFaceId', { flowId: 'nope', type: '1' }, 'ONB_FLOW_NOT_FOUND');
    expect(s.call('coreGetFaceId', { SCENE }).status).toBe(400);
  });

  it('a passed scan answers T, is remembered, and completes the face check of the flow', () => {
    expect(s.ok('queryFaceResult', { BIZ_TYPE: 'PAY_APP', APP_NO, SCENE }).STATUS).toBe('N');
    s.ok('amsGetFaceId', { flowId, type: '1' });
    expect(s.ok('scanFace', { FACE_INFO: 'base64-image', APP_NO, SCENE })).toEqual({ APP_NO, STATUS: 'T' });
    expect(s.ok('queryFaceResult', { BIZ_TYPE: 'PAY_APP', APP_NO, SCENE }).STATUS).toBe('T');
    expect(s.flow().seq.faceSeqNo).toBe('FACE202611210001');
  });

  const magic: Array<[string, string]> = [
    ['face-blurry', CODES.ONB_FACE_BLURRY.code],
    ['face-dark', CODES.ONB_FACE_LOW_LIGHT.code],
    ['face-low-light', CODES.ONB_FACE_LOW_LIGHT.code],
    ['face-accessories', CODES.ONB_FACE_ACCESSORIES.code],
  ];
  it.each(magic)('FACE_INFO containing %s answers %s, and the result is F', (value, code) => {
    const { envelope } = s.refused(
      'scanFace',
      { FACE_INFO: `data:${value};xyz`, APP_NO, SCENE },
      codeName(code),
    );
    expect(envelope.ret_data).toMatchObject({ attemptsLeft: '4' });
    expect(s.ok('queryFaceResult', { BIZ_TYPE: 'PAY_APP', APP_NO, SCENE })).toEqual({
      APP_NO,
      STATUS: 'F',
      FAIL_CODE: code,
    });
    expect(s.flow().seq.faceSeqNo).toBe('');
  });

  it('face-limit uses up the day; released at 00:00 WIB', () => {
    s.refused('scanFace', { FACE_INFO: 'face-limit', APP_NO, SCENE }, 'ONB_FACE_LIMIT_REACHED');
    s.refused('scanFace', { FACE_INFO: 'ok', APP_NO, SCENE }, 'ONB_FACE_LIMIT_REACHED');
    s.setClock('2026-11-22T00:00:01+07:00');
    expect(s.ok('scanFace', { FACE_INFO: 'ok', APP_NO, SCENE }).STATUS).toBe('T');
  });

  it('refuses a huge FACE_INFO', () => {
    expect(s.call('scanFace', { FACE_INFO: 'x'.repeat(700_001), APP_NO, SCENE }).status).toBe(400);
  });
});

describe('the OCR step: confirm-data and manual forms (submit/flow with action OCR)', () => {
  const submitOcr = (data?: unknown, lang: 'id' | 'en' = 'id') =>
    s.call('submitFlow', { flowId, action: 'OCR', channel: 'H5', txnNo: `t${Math.random()}`, data }, lang);
  const issuesOf = (envelope: { ret_data: unknown }) =>
    (envelope.ret_data as { issues: Array<{ path: string; message: string }> }).issues;

  function manualData(overrides: Record<string, string> = {}) {
    return {
      nik: '3174011705900007',
      name: 'Budi Santoso',
      birthPlace: 'Jakarta',
      dateOfBirth: '1990-05-17',
      gender: 'M',
      ...overrides,
    };
  }

  beforeEach(() => {
    s.flow().done = s.flow().steps.indexOf('OCR');
  });

  it('the scan reads text as the card prints it, so the confirm-data form starts valid', () => {
    const { customer } = s.state();
    customer.name = "Ma'ruf Amin (Pak)";
    customer.birthPlace = 'Banjar (Jawa Barat)';
    const { envelope } = scan('ktp.jpg');
    expect(envelope.ret_data).toMatchObject({ name: 'Maruf Amin', birthPlace: 'Banjar' });
  });

  it('after a read scan the confirmed data completes the step; the name may be corrected', () => {
    const { customer } = s.state();
    scan('ktp.jpg');
    const data = {
      nik: customer.nik,
      name: 'Nama Dikoreksi',
      birthPlace: customer.birthPlace,
      dateOfBirth: customer.dateOfBirth,
      gender: customer.gender,
    };
    const { envelope } = submitOcr(JSON.stringify(data));
    expect(envelope.ret_code).toBe('0000');
    expect(envelope.ret_data).toMatchObject({ nextAction: 'FACE_SCANNING' });
  });

  it('a name typed at registration before any scan does not rename the card: the scan reads the card, and the confirmed card names the customer', () => {
    const { customer } = s.state();
    const cardName = customer.name;
    // What add/user_info leaves when a visitor registered with another name (security-account.ts).
    customer.cardName = cardName;
    customer.name = 'Nama Lain Sekali';
    const { envelope } = scan('ktp.jpg');
    expect(envelope.ret_data).toMatchObject({ nik: customer.nik, name: cardName });
    expect(submitOcr().envelope.ret_code).toBe('0000');
    expect(s.state().customer).toMatchObject({ name: cardName });
    expect(s.state().customer.cardName).toBeUndefined();
  });

  it('the confirm-data form is checked with the section 5 rules, field by field, in the caller language', () => {
    scan('ktp.jpg');
    const { envelope } = submitOcr(
      manualData({ nik: '12345', name: 'Budi 99', dateOfBirth: '1990-02-30', gender: '' }),
    );
    expect(envelope.ret_code).toBe(CODES.ONB_OCR_DATA_INVALID.code);
    expect(issuesOf(envelope)).toEqual([
      { path: 'nik', message: 'Silakan masukkan 16 digit Nomor e-KTP.', rule: 'nik' },
      {
        path: 'name',
        message: "Nama hanya boleh berisi huruf, spasi dan tanda baca . , - ' ` ‘",
        rule: 'ktpName',
      },
      { path: 'dateOfBirth', message: 'Tanggal lahir tidak valid.', rule: 'dateOfBirth' },
      { path: 'gender', message: 'Informasi ini wajib diisi', rule: 'required' },
    ]);
    const english = submitOcr(manualData({ nik: '1' }), 'en').envelope;
    expect(english.ret_msg).toBe(CODES.ONB_OCR_DATA_INVALID.en);
    expect(issuesOf(english)[0]!.message).toBe('Please enter the 16-digit e-KTP number.');
    expect(s.flow().done).toBe(1);
  });

  it('a NIK other than the scanned card is refused: the earlier card must be used', () => {
    scan('ktp.jpg');
    const { envelope } = submitOcr(manualData());
    expect(envelope.ret_code).toBe(CODES.ONB_OCR_DIFFERENT_CARD.code);
    expect(issuesOf(envelope)).toEqual([{ path: 'nik', message: CODES.ONB_OCR_DIFFERENT_CARD.id }]);
    expect(s.flow().done).toBe(1);
  });

  it('a read scan without data stands as confirmed (the card the bank read)', () => {
    scan('ktp.jpg');
    expect(submitOcr().envelope.ret_data).toMatchObject({ nextAction: 'FACE_SCANNING' });
  });

  it('"data unreadable" leaves its scan session; the manual data completes the step and becomes the card', () => {
    const { envelope } = scan('ktp-unreadable.jpg');
    expect(envelope.ret_code).toBe(CODES.ONB_OCR_UNREADABLE.code);
    expect(envelope.ret_data).toMatchObject({ attemptsLeft: '4', ktpSession: 'KTP202611210001' });
    expect(s.flow().seq.ocrSeqNo).toBe('KTP202611210001');

    const missing = submitOcr().envelope;
    expect(missing.ret_code).toBe(CODES.ONB_OCR_DATA_INVALID.code);
    expect(issuesOf(missing).map((i) => i.path)).toEqual([
      'nik',
      'name',
      'birthPlace',
      'dateOfBirth',
      'gender',
    ]);
    expect(submitOcr('not json').envelope.ret_code).toBe(CODES.ONB_OCR_DATA_INVALID.code);
    const empty = submitOcr(manualData({ name: '', birthPlace: '', dateOfBirth: '' })).envelope;
    expect(issuesOf(empty)).toEqual([
      { path: 'name', message: 'Informasi ini wajib diisi', rule: 'required' },
      { path: 'birthPlace', message: 'Informasi ini wajib diisi', rule: 'required' },
      { path: 'dateOfBirth', message: 'Informasi ini wajib diisi', rule: 'required' },
    ]);

    const done = submitOcr(manualData({ dateOfBirth: '1990/5/17' })).envelope;
    expect(done.ret_code).toBe('0000');
    expect(done.ret_data).toMatchObject({ nextAction: 'FACE_SCANNING' });
    // Kept masked with its digest: the NIK typed is in no row (issue 39).
    expect(s.state().onboarding.ocr).toMatchObject({ scannedNik: '3174********0007' });
    expect(JSON.stringify(s.state())).not.toContain('3174011705900007');

    // A later scan of the customer's own card is now another card than the one confirmed.
    expect(scan('ktp.jpg').envelope.ret_code).toBe(CODES.ONB_OCR_DIFFERENT_CARD.code);
  });

  it('manual data after an earlier scanned card must carry that card', () => {
    Object.assign(s.state().onboarding.ocr, nikAtRest(s.state().customer.nik));
    scan('ktp-unreadable.jpg');
    expect(submitOcr(manualData()).envelope.ret_code).toBe(CODES.ONB_OCR_DIFFERENT_CARD.code);
    expect(submitOcr().envelope.ret_code).toBe('0000');
  });

  it('manual data with the NIK of the card kept is that card: compared by its digest (issue 39)', () => {
    const { nik } = s.state().customer;
    Object.assign(s.state().onboarding.ocr, nikAtRest(nik));
    scan('ktp-unreadable.jpg');
    expect(submitOcr(manualData({ nik })).envelope.ret_code).toBe('0000');
    expect(s.state().onboarding.ocr.scannedNik).toBe(`${nik.slice(0, 4)}********${nik.slice(-4)}`);
  });

  it('a NIK kept in clear (a row from before issue 39) is compared as it is, and masked once confirmed', () => {
    const { nik } = s.state().customer;
    s.state().onboarding.ocr.scannedNik = nik;
    scan('ktp-unreadable.jpg');
    expect(submitOcr(manualData()).envelope.ret_code).toBe(CODES.ONB_OCR_DIFFERENT_CARD.code);
    expect(submitOcr(manualData({ nik })).envelope.ret_code).toBe('0000');
    expect(s.state().onboarding.ocr).toMatchObject(nikAtRest(nik));
  });

  it('without a scan session the step is not done, whatever the data', () => {
    const { envelope } = submitOcr(manualData());
    expect(envelope.ret_code).toBe(CODES.ONB_FLOW_STEP_NOT_DONE.code);
  });
});

describe('face tickets and the daily limit', () => {
  it('no face ticket while the attempts of the day are used up; again after 00:00 WIB', () => {
    s.refused(
      'scanFace',
      { FACE_INFO: 'face-limit', APP_NO: 'APP1', SCENE: 'PAYLATER_APPLY' },
      'ONB_FACE_LIMIT_REACHED',
    );
    const { raw: data } = s.refused('amsGetFaceId', { flowId, type: '1' }, 'ONB_FACE_LIMIT_REACHED');
    expect(data).toMatchObject({ attemptsLeft: '0', limitReached: 'Y', releaseTime: '20261122000000' });
    s.refused('coreGetFaceId', { SCENE: 'S', APP_NO: 'APP1' }, 'ONB_FACE_LIMIT_REACHED');
    s.setClock('2026-11-22T00:00:00+07:00');
    expect(s.ok('amsGetFaceId', { flowId, type: '1' }).FACE_ID).toMatch(/^FID/);
  });

  it('a failed scan answers the attempts left; five failures use up the day', () => {
    for (let left = 4; left >= 0; left--) {
      const { raw: data } = s.refused(
        'scanFace',
        { FACE_INFO: 'name=face-blurry.jpg', APP_NO: 'APP1', SCENE: 'PAYLATER_APPLY' },
        'ONB_FACE_BLURRY',
      );
      expect(data?.attemptsLeft).toBe(String(left));
    }
    s.refused('amsGetFaceId', { flowId, type: '1' }, 'ONB_FACE_LIMIT_REACHED');
  });
});
