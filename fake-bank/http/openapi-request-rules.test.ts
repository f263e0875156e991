import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CODES,
  FACE_INFO_MAX_LENGTH,
  REQUEST_BODY_LIMIT_BYTES,
  endpoints,
  urlPathOf,
  type EndpointName,
} from '../../contracts';
import { OPTION_LISTS } from '../../contracts/entities/onboarding-ext-info';
import { createHttpApp } from './app';
import { buildOpenApi } from './openapi';
import { testBank } from '../testing/bank-driver';

/**
 * The section 5 rules in the published request schemas (issue 38): what JSON Schema can say is said there
 * (patterns, lengths, enums, `oneOf`, `if`/`then`), the rest is named (`x-rule` and a description), and the
 * bank refuses by the same contract.
 */

type Json = Record<string, unknown>;
const document = buildOpenApi();

/** The request schema of a call as published: the JSON body, the multipart body, or the query. */
function requestOf(name: EndpointName): Json {
  const item = (document.paths as Record<string, Json>)[urlPathOf(endpoints[name])]!;
  const post = item.post as Json | undefined;
  if (!post) {
    const parameters = ((item.get as Json).parameters as Json[]).filter((p) => p.in === 'query');
    return { properties: Object.fromEntries(parameters.map((p) => [p.name, p.schema])) };
  }
  const content = (post.requestBody as Json).content as Record<string, Json>;
  return (content['application/json'] ?? content['multipart/form-data'])!.schema as Json;
}

function fieldOf(name: EndpointName, path: string): Json {
  let node: Json = requestOf(name);
  for (const part of path.split('.')) node = (node.properties as Record<string, Json>)[part]!;
  return node;
}

describe('the published request schemas carry the rules JSON Schema can say', () => {
  it('query/city: parentCode is required below the provinces (if/then)', () => {
    expect(requestOf('queryCity')).toMatchObject({
      if: { required: ['type'], properties: { type: { enum: ['2', '3', '4', '5'] } } },
      then: { required: ['parentCode'], properties: { parentCode: { minLength: 1 } } },
    });
  });

  it('change/user_info: exactly one of newEmail and newPhoneNo (oneOf)', () => {
    expect(requestOf('changeUserInfo').oneOf).toEqual([
      { required: ['newEmail'] },
      { required: ['newPhoneNo'] },
    ]);
  });

  it('upgrade/high_account: each choice is an enum of its option list, as on the Pay Later form', () => {
    expect(fieldOf('upgradeHighAccount', 'profession').enum).toEqual([...OPTION_LISTS.occupationType]);
    expect(fieldOf('upgradeHighAccount', 'businessFields').enum).toEqual([...OPTION_LISTS.industry]);
    expect(fieldOf('upgradeHighAccount', 'post').enum).toEqual([...OPTION_LISTS.position]);
    expect(fieldOf('upgradeHighAccount', 'sourceOfMoney').enum).toEqual([...OPTION_LISTS.incomeSource]);
    expect(fieldOf('upgradeHighAccount', 'monthlyIncome').enum).toEqual([...OPTION_LISTS.incomeMonthly]);
    expect(fieldOf('upgradeHighAccount', 'openingAccountPurposes').enum).toEqual([
      ...OPTION_LISTS.acctOpenPurpose,
    ]);
    expect(fieldOf('upgradeHighAccount', 'postCode').pattern).toBe('^\\d{5}$');
  });

  it('section 5 patterns and lengths where the fields are sent', () => {
    const mobile = '^8\\d{8,11}$';
    expect(fieldOf('changeUserInfo', 'newPhoneNo').pattern).toBe(mobile);
    expect(fieldOf('saveExtInfo', 'emergencyContactMobile').pattern).toBe(mobile);
    expect(fieldOf('registerBaseAccount', 'phoneNo').pattern).toBe(mobile);
    expect(fieldOf('addUserInfo', 'name')).toMatchObject({ minLength: 2, maxLength: 256 });
    expect(fieldOf('saveExtInfo', 'emergencyContactName')).toMatchObject({ minLength: 2, maxLength: 256 });
    expect(fieldOf('saveExtInfo', 'motherMaidenName')).toMatchObject({ maxLength: 100 });
    expect(fieldOf('saveExtInfo', 'zipCode').pattern).toBe('^\\d{5}$');
    expect(fieldOf('saveExtInfo', 'taxId').pattern).toBe('^(?:\\d{15})?$');
    expect(String(fieldOf('changeUserInfo', 'newEmail').pattern)).toContain('[A-Za-z]{2,7}$');
  });

  it('scan/face: FACE_INFO is no longer than fits in the request body limit', () => {
    const face = fieldOf('scanFace', 'FACE_INFO');
    expect(face.maxLength).toBe(FACE_INFO_MAX_LENGTH);
    expect(face['x-rule']).toContain(String(REQUEST_BODY_LIMIT_BYTES));
  });
});

describe('the rules JSON Schema cannot say are named (x-rule and the description)', () => {
  it.each([
    ['changeUserInfo', 'newPhoneNo', 'own mobile'],
    ['saveExtInfo', 'emergencyContactMobile', 'own mobile'],
    ['saveExtInfo', 'motherMaidenName', 'relation word'],
    ['vbCreateSession', 'motherFirstName', 'relation word'],
    ['upgradeHighAccount', 'province', 'query/city'],
    ['upgradeHighAccount', 'postCode', 'ONB_POSTAL_CODE_MISMATCH'],
    ['passwordSet', 'password', '6 digits'],
    ['passwordReset', 'newPassword', 'PIN_SAME_AS_OLD'],
    ['passwordUpdate', 'newPassword', 'not weak'],
    ['passwordLoginUpdate', 'newPassword', 'a digit and a symbol'],
    ['addUserInfo', 'password', 'a digit and a symbol'],
    ['topUpQris', 'amount', '10000'],
    ['topUpCard', 'amount', '10000'],
    ['topUpStore', 'amount', '10000'],
    ['saveProtocol', 'readAndAgree', 'ONB_TERMS_NOT_AGREED'],
    ['submitFlow', 'data', 'nik 16 digits'],
    ['creditApplyRepay', 'TOT_AMOUNT', 'CREDIT_REPAY_EXCEEDS_DUE'],
  ] as Array<[EndpointName, string, string]>)('%s %s: %s', (name, field, words) => {
    const schema = fieldOf(name, field);
    expect(schema['x-rule']).toContain(words);
    expect(schema.description).toContain(words);
  });
});

describe('the bank refuses by the contract it publishes', () => {
  let server: Server;
  let origin: string;

  beforeAll(async () => {
    const bank = testBank();
    server = createHttpApp({ bank, logger: pino({ level: 'silent' }) }).listen(0, '127.0.0.1');
    await new Promise((done) => server.once('listening', done));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => {
    server.close();
  });

  async function post(name: EndpointName, body: unknown, session: string) {
    const headers = { 'X-Fake-Bank-Session': session };
    const tokenAnswer = await fetch(`${origin}/ifes/common/csrf_token/get`, { headers });
    const { ret_data } = (await tokenAnswer.json()) as { ret_data: { csrf_token: string } };
    const response = await fetch(`${origin}${urlPathOf(endpoints[name])}`, {
      method: 'POST',
      headers: { ...headers, csrf_token: ret_data.csrf_token, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return (await response.json()) as { ret_code: string; ret_data: unknown };
  }

  it('takes a FACE_INFO of the published maximum, with its other fields at theirs', async () => {
    const answer = await post(
      'scanFace',
      { FACE_INFO: 'a'.repeat(FACE_INFO_MAX_LENGTH), APP_NO: 'A'.repeat(256), SCENE: 'S'.repeat(256) },
      'rules-face',
    );
    expect(answer.ret_code).not.toBe(CODES.BAD_REQUEST.code);
    const longer = await post(
      'scanFace',
      { FACE_INFO: 'a'.repeat(FACE_INFO_MAX_LENGTH + 1), APP_NO: 'A', SCENE: 'S' },
      'rules-face',
    );
    expect(longer).toMatchObject({
      ret_code: CODES.BAD_REQUEST.code,
      ret_data: { issues: [{ path: 'FACE_INFO' }] },
    });
  });

  it('query/city: below the provinces without parentCode is refused under parentCode; provinces need none', async () => {
    const cities = await post('queryCity', { type: '2' }, 'rules-city');
    expect(cities).toMatchObject({
      ret_code: CODES.BAD_REQUEST.code,
      ret_data: { issues: [{ path: 'parentCode', rule: 'required' }] },
    });
    const empty = await post('queryCity', { type: '3', parentCode: '' }, 'rules-city');
    expect(empty.ret_code).toBe(CODES.BAD_REQUEST.code);
    expect((await post('queryCity', { type: '1' }, 'rules-city')).ret_code).toBe(CODES.SUCCESS.code);
  });
});
