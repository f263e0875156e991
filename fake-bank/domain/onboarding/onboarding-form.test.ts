import { beforeEach, describe, expect, it } from 'vitest';
import { CODES, RULE_MESSAGES } from '../../../contracts';
import { bankDriver, type SessionDriver } from '../../testing/bank-driver';
import { ONBOARDING_CLOCK, validExtInfo } from '../../testing/onboarding-fixtures';

let s: SessionDriver;
beforeEach(() => {
  s = bankDriver().session('apply.can-apply', { clock: ONBOARDING_CLOCK });
});

describe('get/tnc_content', () => {
  it('answers every terms document as readable HTML with several sections and no scripts', () => {
    const { tncContentList } = s.ok('getTncContent', {});
    expect(tncContentList.map((t) => t.tncName)).toEqual([
      'PRIME_AND_PAYLATER',
      'INSTANT_CASH',
      'PRIVACY_POLICY',
    ]);
    const main = tncContentList[0]!;
    expect(main.content.match(/<h3>/g)!.length).toBeGreaterThanOrEqual(10);
    expect(main.content).toContain('Rp500.000 sampai Rp100.000.000');
    for (const doc of tncContentList) {
      expect(doc.content).not.toMatch(/<script|javascript:|\son\w+=/i);
      expect(doc.content).not.toMatch(/https?:/);
    }
  });

  it('answers one document by name and refuses an unknown one', () => {
    expect(s.ok('getTncContent', { tncName: 'INSTANT_CASH' }).tncContentList).toHaveLength(1);
    s.refused('getTncContent', { tncName: 'NOPE' }, 'ONB_TNC_NOT_FOUND');
  });

  it('refuses bad input', () => {
    expect(s.call('getTncContent', { tncName: 'x'.repeat(300) }).status).toBe(400);
  });
});

describe('save/protocol', () => {
  const body = {
    tncNameList: ['PRIME_AND_PAYLATER', 'PRIVACY_POLICY'],
    readAndAgree: 'Y',
    notUsEuTaxCitizen: 'Y',
    dataUseConsent: 'Y',
  };

  it('records which terms were agreed and when', () => {
    const { protocolList = [] } = s.ok('saveProtocol', body);
    expect(protocolList.map((p) => [p.tncName, p.version, p.agreedAt])).toEqual([
      ['PRIME_AND_PAYLATER', '2026.10', '20261121100000'],
      ['PRIVACY_POLICY', '2026.10', '20261121100000'],
    ]);
    expect(s.state().onboarding.agreements.map((a) => a.tncName)).toEqual([
      'PRIME_AND_PAYLATER',
      'PRIVACY_POLICY',
    ]);
  });

  it.each(['readAndAgree', 'notUsEuTaxCitizen', 'dataUseConsent'])(
    'refuses with the spec text when %s is not ticked, and records nothing',
    (box) => {
      const { envelope } = s.refused('saveProtocol', { ...body, [box]: 'N' }, 'ONB_TERMS_NOT_AGREED');
      expect(envelope.ret_msg).toBe('Harap baca dan setujui Syarat & Ketentuan untuk melanjutkan.');
      expect(s.state().onboarding.agreements).toEqual([]);
    },
  );

  it('refuses unknown terms and bad input', () => {
    s.refused('saveProtocol', { ...body, tncNameList: ['NOPE'] }, 'ONB_TNC_NOT_FOUND');
    expect(s.call('saveProtocol', { ...body, tncNameList: [] }).status).toBe(400);
    expect(s.call('saveProtocol', { ...body, readAndAgree: true }).status).toBe(400);
  });
});

describe('save/ext_info and query/ext_cust_info', () => {
  it('answers nothing saved before the form is sent', () => {
    const info = s.ok('queryExtCustInfo', {});
    expect(info.saved).toBe('N');
    expect(info.companyName).toBe('');
  });

  it('saves the form and answers the same data afterwards', () => {
    const saved = s.ok('saveExtInfo', validExtInfo());
    expect(saved).toMatchObject({
      saved: 'Y',
      updateTime: '20261121100000',
      city: 'Kota Jakarta Selatan',
      taxId: '',
    });
    const queried = s.ok('queryExtCustInfo', {});
    expect(queried).toEqual(saved);
    // The emergency number masked, the mother's maiden name never sent back; the bank keeps the name only
    // masked, with its first name's keyed digest (issue 39).
    expect(queried.emergencyContactMobile).toBe('81*****0000');
    expect(queried).not.toHaveProperty('motherMaidenName');
    expect(s.state().onboarding.extInfo?.emergencyContactMobile).toBe('81299990000');
    expect(s.state().onboarding.extInfo?.motherMaidenName).toBe('K****** *******');
    expect(s.state().onboarding.extInfo?.motherFirstNameDigest).toMatch(/^h1:[0-9a-f]{8}:[0-9a-f]{64}$/);
    expect(queried).not.toHaveProperty('motherFirstNameDigest');
  });

  it('answers the lookup spelling of the address whatever the case sent', () => {
    const saved = s.ok('saveExtInfo', validExtInfo({ city: 'kota jakarta selatan', subDistrict: 'SENAYAN' }));
    expect([saved.city, saved.subDistrict]).toEqual(['Kota Jakarta Selatan', 'Senayan']);
  });

  it('lets a student leave the company fields empty, but not an employee', () => {
    const student = validExtInfo({ occupationType: 'STUDENT', companyName: '', companyAddress: undefined });
    delete (student as Record<string, unknown>).companyPhone;
    delete (student as Record<string, unknown>).companyZipCode;
    expect(s.ok('saveExtInfo', student).companyName).toBe('');
    const { status, envelope } = s.call('saveExtInfo', validExtInfo({ companyName: '' }));
    expect(status).toBe(400);
    expect(envelope.ret_msg).toBe(RULE_MESSAGES.required.id);
  });

  const ruleCases: Array<[string, Record<string, unknown>, keyof typeof RULE_MESSAGES]> = [
    ['an emergency mobile not starting with 8', { emergencyContactMobile: '0812999900' }, 'mobile'],
    ['an emergency mobile too short', { emergencyContactMobile: '8123' }, 'mobile'],
    ["a mother's maiden name starting with Ibu", { motherMaidenName: 'Ibu Kartini' }, 'motherNameRelation'],
    ["a mother's maiden name N/A", { motherMaidenName: 'N/A' }, 'motherName'],
    [
      "a mother's maiden name with a repeated letter",
      { motherMaidenName: 'Kaaaartini' },
      'motherNameInvalid',
    ],
    ["a mother's maiden name with an underscore", { motherMaidenName: 'Kar_tini' }, 'motherName'],
    ['a 4-digit postal code', { zipCode: '1219' }, 'postalCode'],
    ['a company postal code with letters', { companyZipCode: '12A90' }, 'postalCode'],
    ['a company name with a forbidden sign', { companyName: 'PT Maju <Jaya>' }, 'companyText'],
    ['a company address with a semicolon', { companyAddress: 'Jl. Sudirman; Kav 5' }, 'companyText'],
    ['an NPWP of 14 digits', { taxId: '12345678901234' }, 'npwp'],
    ['an emergency contact name with digits', { emergencyContactName: 'Siti 2' }, 'nameAlphabet'],
  ];

  it.each(ruleCases)('refuses %s with the rule text', (_name, override, rule) => {
    const { status, envelope } = s.call('saveExtInfo', validExtInfo(override));
    expect(status).toBe(400);
    expect(envelope.ret_code).toBe(CODES.BAD_REQUEST.code);
    expect(envelope.ret_msg).toBe(RULE_MESSAGES[rule].id);
    expect(s.state().onboarding.extInfo).toBeNull();
  });

  it("refuses the user's own number as emergency contact, in the caller's language", () => {
    const own = s.state().customer.phone;
    const { envelope, raw: data } = s.refused(
      'saveExtInfo',
      validExtInfo({ emergencyContactMobile: own }),
      'ONB_OWN_MOBILE',
      'en',
    );
    expect(envelope.ret_msg).toBe(RULE_MESSAGES.mobileOwn.en);
    expect(data?.issues).toEqual([
      { path: 'emergencyContactMobile', message: RULE_MESSAGES.mobileOwn.en, rule: 'mobileOwn' },
    ]);
    expect(s.state().onboarding.extInfo).toBeNull();
  });

  it('requires an NPWP only above Rp50.000.000', () => {
    s.state().paylater.preCreditLimit = '50000000';
    s.ok('saveExtInfo', validExtInfo());
    s.state().paylater.preCreditLimit = '50000001';
    const { envelope } = s.refused('saveExtInfo', validExtInfo(), 'ONB_NPWP_REQUIRED');
    expect(envelope.ret_msg).toBe(RULE_MESSAGES.npwpRequired.id);
    expect(s.ok('saveExtInfo', validExtInfo({ taxId: '012345678901000' })).taxId).toBe('012345678901000');
  });

  it('refuses an address that is not one path of the lookup, or a postal code of another sub-district', () => {
    s.refused('saveExtInfo', validExtInfo({ district: 'Tebet' }), 'ONB_ADDRESS_UNKNOWN');
    const { raw: data } = s.refused(
      'saveExtInfo',
      validExtInfo({ zipCode: '12110' }),
      'ONB_POSTAL_CODE_MISMATCH',
    );
    expect(data).toEqual({ postalCode: '12190' });
  });

  it('refuses options outside the lists and bad shapes', () => {
    for (const override of [
      { incomeMonthly: '9' },
      { maritalStatus: 'x' },
      { rtrw: '3-5' },
      { address: '' },
    ]) {
      expect(s.call('saveExtInfo', validExtInfo(override)).status).toBe(400);
    }
    expect(s.call('saveExtInfo', null).status).toBe(400);
  });
});

describe('query/city', () => {
  it('walks the six levels from the country down to a postal code', () => {
    const country = s.ok('queryCity', { type: '0' }).cityList;
    expect(country).toEqual([expect.objectContaining({ code: 'ID', name: 'Indonesia' })]);
    const provinces = s.ok('queryCity', { type: '1', parentCode: 'ID' }).cityList;
    expect(provinces.map((p) => p.name)).toEqual(['DKI Jakarta', 'Jawa Barat', 'Jawa Timur']);
    const cities = s.ok('queryCity', { type: '2', parentCode: provinces[2]!.code }).cityList;
    expect(cities.map((c) => c.name)).toEqual(['Kota Malang', 'Kota Surabaya']);
    const districts = s.ok('queryCity', { type: '3', parentCode: cities[1]!.code }).cityList;
    expect(districts.map((x) => x.name)).toEqual(['Tegalsari', 'Gubeng']);
    const subs = s.ok('queryCity', { type: '4', parentCode: districts[1]!.code }).cityList;
    expect(subs[0]).toMatchObject({
      name: 'Gubeng',
      province: 'Jawa Timur',
      city: 'Kota Surabaya',
      district: 'Gubeng',
    });
    const postal = s.ok('queryCity', { type: '5', parentCode: subs[0]!.code });
    expect(postal.cityList).toEqual([
      {
        type: '5',
        code: '60281',
        name: '60281',
        province: 'Jawa Timur',
        city: 'Kota Surabaya',
        district: 'Gubeng',
        subDistrict: 'Gubeng',
        postalCode: '60281',
      },
    ]);
  });

  it('answers an empty list under an unknown parent', () => {
    expect(s.ok('queryCity', { type: '3', parentCode: '9999' }).cityList).toEqual([]);
  });

  it('needs a parent below the provinces, and a type from 0 to 5', () => {
    expect(s.call('queryCity', { type: '2' }).status).toBe(400);
    expect(s.call('queryCity', { type: '6', parentCode: '31' }).status).toBe(400);
    expect(s.call('queryCity', { type: 2, parentCode: '31' }).status).toBe(400);
  });
});

describe('query/cdn_tpl_url', () => {
  it('answers relative URLs of the PDF templates', () => {
    const answer = s.ok('queryCdnTplUrl', {
      TENANT_ID: 'T01',
      DOC_TPL_REQ_LIST: [{ DOC_TPL_CODE: 'PRIME_AND_PAYLATER' }, { DOC_TPL_CODE: 'INSTANT_CASH' }],
    });
    expect(answer.TENANT_ID).toBe('T01');
    expect(answer.DOC_TPL_RESP_LIST.map((t) => t.URL)).toEqual([
      '/docs/tnc/prime-and-paylater.pdf',
      '/docs/tnc/instant-cash.pdf',
    ]);
  });

  it('refuses an unknown template and bad input', () => {
    s.refused(
      'queryCdnTplUrl',
      { TENANT_ID: 'T01', DOC_TPL_REQ_LIST: [{ DOC_TPL_CODE: 'NOPE' }] },
      'ONB_TNC_NOT_FOUND',
    );
    expect(s.call('queryCdnTplUrl', { TENANT_ID: 'T01', DOC_TPL_REQ_LIST: [] }).status).toBe(400);
    const many = Array.from({ length: 21 }, () => ({ DOC_TPL_CODE: 'INSTANT_CASH' }));
    expect(s.call('queryCdnTplUrl', { TENANT_ID: 'T01', DOC_TPL_REQ_LIST: many }).status).toBe(400);
  });
});
