import { describe, expect, it } from 'vitest';
import { CODES, isSuccessCode, type EndpointName } from '../../../contracts';
import * as identity from '../../../contracts/endpoints/id-scan';
import * as onboarding from '../../../contracts/endpoints/onboarding';
import * as videoBanking from '../../../contracts/endpoints/video-banking';
import { catalogue } from '../../../scenarios';
import { bankDriver, type SessionDriver } from '../../testing/bank-driver';
import { ONBOARDING_CLOCK, agreeTerms, validExtInfo } from '../../testing/onboarding-fixtures';

/**
 * Every call of the area: a valid request (after the calls it depends on) answers an envelope whose
 * ret_data parses with the endpoint's response schema, in every scenario (or a documented refusal the
 * scenario's state asks for); a bad request answers 400 BAD_REQUEST and changes nothing.
 */
const AREA = { ...onboarding, ...identity, ...videoBanking };
type AreaName = keyof typeof AREA & EndpointName;

const valid: Record<AreaName, (s: SessionDriver) => Record<string, unknown>> = {
  getTncContent: () => ({}),
  queryFlow: (s) => ({ flowId: s.flow().flowId, type: '1' }),
  checkFlow: () => ({ bizServiceId: 'PAYLATER_APPLY', channel: 'H5' }),
  submitFlow: (s) => {
    s.ok('saveExtInfo', validExtInfo({ taxId: '012345678901000' }));
    const flow = s.flow();
    return {
      flowId: flow.flowId,
      action: flow.steps[flow.done] ?? 'PIN_VALIDATE',
      channel: 'H5',
      txnNo: 'T1',
    };
  },
  queryQuestionList: (s) => ({ flowId: s.flow().flowId }),
  saveProtocol: () => ({
    tncNameList: ['PRIME_AND_PAYLATER'],
    readAndAgree: 'Y',
    notUsEuTaxCitizen: 'Y',
    dataUseConsent: 'Y',
  }),
  saveExtInfo: () => validExtInfo({ taxId: '012345678901000' }),
  queryExtCustInfo: () => ({}),
  queryCity: () => ({ type: '2', parentCode: '31' }),
  commonUploadFile: () => ({
    file: { fileName: 'ktp.jpg', mimeType: 'image/jpeg', size: '2048', hash: 'a'.repeat(64) },
  }),
  queryCdnTplUrl: () => ({ TENANT_ID: 'T01', DOC_TPL_REQ_LIST: [{ DOC_TPL_CODE: 'PRIME_AND_PAYLATER' }] }),
  applyCredit: (s) => {
    agreeTerms(s);
    return {
      OPEN_ACCT_CASE_NO: s.state().paylater.openAcctCaseNo,
      BIZ_TYPE: 'PAY_APP',
      CUSTOMER_EXT_INFO: validExtInfo({ taxId: '012345678901000' }),
    };
  },
  queryApplyResult: (s) => {
    agreeTerms(s);
    s.ok('saveExtInfo', validExtInfo({ taxId: '012345678901000' }));
    const applied = s.call('applyCredit', {
      OPEN_ACCT_CASE_NO: s.state().paylater.openAcctCaseNo,
      BIZ_TYPE: 'PAY_APP',
    });
    return {
      BIZ_TYPE: 'PAY_APP',
      APP_NO: (applied.envelope.ret_data as { APP_NO?: string } | null)?.APP_NO ?? 'APP0',
    };
  },
  ocrKtp: (s) => {
    const file = s.upload('ktp.jpg');
    return { flowId: s.flow().flowId, fileId: file.fileId, fileHash: file.fileHash };
  },
  ocrPreCheck: () => ({}),
  amsGetFaceId: (s) => ({ flowId: s.flow().flowId, type: '1' }),
  coreGetFaceId: () => ({ SCENE: 'PAYLATER', APP_NO: 'APP1' }),
  scanFace: () => ({ FACE_INFO: 'base64', APP_NO: 'APP1', SCENE: 'PAYLATER' }),
  queryFaceResult: () => ({ BIZ_TYPE: 'PAY_APP', APP_NO: 'APP1', SCENE: 'PAYLATER' }),
  vbCreateSession: () => ({
    scene: 'S',
    enterSDKTime: '1',
    currentAddress: 'Jl. Merdeka 1',
    motherFirstName: 'Kartini',
  }),
  vbOperateSession: (s) => ({ sessionId: startedSession(s), opType: '1' }),
  vbQuerySessionResult: (s) => {
    const sessionId = startedSession(s);
    const session = s.state().onboarding.vb.sessions.find((s) => s.sessionId === sessionId);
    if (session) session.status = 'CONNECTED';
    return { sessionId };
  },
  vbPreCheck: () => ({}),
  submitVbResult: () => ({ BIZ_TYPE: 'PAY_APP', QUESTION_RESULT: [{ id: 'Q1', answer: 'x' }] }),
  submitAntifraud: () => ({
    channel: 'H5',
    videoBankingInfo: { sessionId: 'VB1' },
    serviceCode: 'VB',
    bizType: 'PAY_APP',
  }),
};

function startedSession(s: SessionDriver): string {
  const body = valid.vbCreateSession(s);
  const { envelope } = s.call('vbCreateSession', body);
  return (envelope.ret_data as { sessionId?: string } | null)?.sessionId ?? 'VB0';
}

/** Bad requests: a wrong type, or a required field missing, for every call (GET calls take none). */
const invalid: Record<AreaName, unknown> = {
  getTncContent: { tncName: 42 },
  queryFlow: { type: '1' },
  checkFlow: { bizServiceId: ['PAYLATER_APPLY'], channel: 'H5' },
  submitFlow: { flowId: 'F', action: 'VIDEO_BANKING', channel: 'H5', txnNo: 'T' },
  queryQuestionList: { flowId: '' },
  saveProtocol: {
    tncNameList: 'PRIME_AND_PAYLATER',
    readAndAgree: 'Y',
    notUsEuTaxCitizen: 'Y',
    dataUseConsent: 'Y',
  },
  saveExtInfo: validExtInfo({ zipCode: 12190 }),
  queryExtCustInfo: null,
  queryCity: { type: '9' },
  commonUploadFile: { file: { fileName: 'ktp.jpg', mimeType: 'image/jpeg', size: '1', hash: 'nothex' } },
  queryCdnTplUrl: { TENANT_ID: 'T', DOC_TPL_REQ_LIST: [{}] },
  applyCredit: { OPEN_ACCT_CASE_NO: 'O', BIZ_TYPE: 'PAY' },
  queryApplyResult: { BIZ_TYPE: 'PAY_APP', APP_NO: { $ne: '' } },
  ocrKtp: { flowId: 'F', fileId: 'x'.repeat(10_000), fileHash: 'h' },
  ocrPreCheck: undefined,
  amsGetFaceId: { flowId: 'F' },
  coreGetFaceId: { SCENE: 'S', APP_NO: '' },
  scanFace: { FACE_INFO: '', APP_NO: 'A', SCENE: 'S' },
  queryFaceResult: { BIZ_TYPE: 'P', APP_NO: 'A' },
  vbCreateSession: { scene: 'S', enterSDKTime: 'now', currentAddress: 'A', motherFirstName: 'Kartini' },
  vbOperateSession: { sessionId: 'V', opType: '0' },
  vbQuerySessionResult: {},
  vbPreCheck: undefined,
  submitVbResult: {
    BIZ_TYPE: 'P',
    QUESTION_RESULT: Array.from({ length: 21 }, () => ({ id: 'Q1', answer: 'a' })),
  },
  submitAntifraud: { channel: 'H5', videoBankingInfo: [1, 2], serviceCode: 'VB', bizType: 'P' },
};

const documented = new Set<string>(Object.values(CODES).map((c) => c.code));
const names = Object.keys(AREA) as AreaName[];

describe('every onboarding call', () => {
  it('has a sample for each endpoint of the area (25)', () => {
    expect(names).toHaveLength(25);
  });

  it.each([...catalogue.keys()])('answers a valid request per its contract in scenario %s', (scenario) => {
    for (const name of names) {
      const s = bankDriver().session(scenario, { clock: ONBOARDING_CLOCK });
      s.session().faults.splice(0);
      const { status, envelope } = s.call(name, valid[name](s));
      expect(status, name).toBe(200);
      if (isSuccessCode(envelope.ret_code)) {
        const parsed = AREA[name].response.safeParse(envelope.ret_data);
        expect(parsed.success, `${name}: ${parsed.success ? '' : parsed.error.message}`).toBe(true);
      } else {
        expect(documented.has(envelope.ret_code), `${name} answered ${envelope.ret_code}`).toBe(true);
        expect(envelope.ret_code).not.toBe(CODES.CANNOT_PROCESS.code);
      }
    }
  });

  it('answers every valid request with success in the default scenario', () => {
    for (const name of names) {
      const s = bankDriver().session('apply.can-apply', { clock: ONBOARDING_CLOCK });
      const { envelope } = s.call(name, valid[name](s));
      expect(envelope.ret_code, `${name}: ${envelope.ret_msg}`).toBe('0000');
    }
  });

  it.each(names.filter((n) => AREA[n].method !== 'GET'))(
    '%s answers 400 BAD_REQUEST to a bad request',
    (name) => {
      const s = bankDriver().session('apply.can-apply', { clock: ONBOARDING_CLOCK });
      const before = JSON.stringify(s.state().onboarding);
      const { status, envelope } = s.call(name, invalid[name]);
      expect(status).toBe(400);
      expect(envelope.ret_code).toBe(CODES.BAD_REQUEST.code);
      expect(JSON.stringify(s.state().onboarding)).toBe(before);
    },
  );

  it('GET calls ignore the common query params and answer strings only', () => {
    const s = bankDriver().session('apply.can-apply', { clock: ONBOARDING_CLOCK });
    for (const name of ['ocrPreCheck', 'vbPreCheck'] as const) {
      const data = s.ok(name, { appid: '50002LPT01', channel_id: 'c', device_id: 'd' });
      expect(Object.values(data).every((v) => typeof v === 'string')).toBe(true);
    }
  });
});
