import { describe, expect, it } from 'vitest';
import { CODES, RULE_MESSAGES } from '../../../contracts';
import { OTP_MAGIC } from './security-otp';
import { TURING_REJECT_TOKEN, UPGRADE_MAGIC } from './security-account';
import { bankDriver, type SessionDriver } from '../../testing/bank-driver';
import { encryptWith } from '../../testing/encrypt-with';

/** Option codes of the shared lists; the address is one path of the city lookup. */
const PRIME_FORM = {
  businessFields: 'TRADE',
  profession: 'PRIVATE_EMPLOYEE',
  post: 'STAFF',
  sourceOfMoney: 'SALARY',
  openingAccountPurposes: 'SAVING',
  monthlyIncome: '2',
  currentAddress: 'Jl. Merdeka No. 10',
  rt: '001',
  rw: '002',
  postCode: '10110',
  province: 'DKI Jakarta',
  city: 'Kota Jakarta Pusat',
  distriCindy: 'Gambir',
  subDistriCindy: 'Gambir',
};

function status(s: SessionDriver) {
  return s.ok('accountStatus88400003', {
    biz_no: 'B1',
    user_id: s.state().customer.userId,
    app_id: '50002LPT01',
  });
}

/** A login password sealed as the register page seals it: a get/ua_factor factor and its key. */
function sealedPassword(s: SessionDriver, password: string) {
  const factor = s.ok('getUaFactor', {});
  return { password: encryptWith(factor.publicKey, password), factor: factor.factor };
}

describe('Allo Prime upgrade (high_account)', () => {
  it('[upgrade.prime-success] upgrades to Prime and opens the savings account, once', () => {
    const s = bankDriver().session();
    const result = s.ok('upgradeHighAccount', { ...PRIME_FORM, taxId: '123456789012345' });
    expect(result).toMatchObject({
      status: 'S',
      mpcLevel: '3',
      interestRate: '5.00',
      upgradeTime: '20261121100000',
    });
    expect(result.acctNo).toMatch(/^0567\d{10}$/);
    expect(s.state().security.prime?.acctNo).toBe(result.acctNo);
    expect(status(s).mpcLevel).toBe('3');
    s.refused('upgradeHighAccount', PRIME_FORM, 'UPGRADE_NOT_AVAILABLE');
  });

  it('[upgrade.validation-failed] answers data validation failed (try later) for the magic postcode', () => {
    const s = bankDriver().session();
    const answer = s.refused(
      'upgradeHighAccount',
      { ...PRIME_FORM, postCode: UPGRADE_MAGIC.validationFailedPostCode },
      'UPGRADE_VALIDATION_FAILED',
    );
    expect(answer.envelope.ret_msg).toBe('Validasi data gagal. Silakan coba lagi nanti.');
    expect(status(s).mpcLevel).toBe('2');
  });

  it('[upgrade.prime-unsuccessful] is unsuccessful for the magic postcode and for a security-risk customer', () => {
    const s = bankDriver().session();
    s.refused(
      'upgradeHighAccount',
      { ...PRIME_FORM, postCode: UPGRADE_MAGIC.unsuccessfulPostCode },
      'UPGRADE_UNSUCCESSFUL',
    );
    s.state().paylater.riskCode = '9';
    s.refused('upgradeHighAccount', PRIME_FORM, 'UPGRADE_UNSUCCESSFUL');
    expect(s.state().customer.mpcLevel).toBe('2');
  });

  it('[upgrade.prime-success] the wallet then answers Prime: the savings account opened, no caps', () => {
    const s = bankDriver().session();
    const before = s.ok('walletBalance', {});
    expect(before.coreAcctList[0]).toMatchObject({ acctType: 'EMONEY', acctBizType: 'REGISTERED' });
    const { acctNo } = s.ok('upgradeHighAccount', PRIME_FORM);
    const after = s.ok('walletBalance', {});
    expect(after.mpcLevel).toBe('3');
    expect(after.balanceAmt).toBe(before.balanceAmt);
    expect(after.coreAcctList[0]).toMatchObject({ acctType: 'SAVINGS', acctBizType: 'PRIME', acctNo });
    expect(s.ok('queryMemberInfo', {}).mpcLevel).toBe('3');
  });

  it("[upgrade.validation-failed] fails validation (try later) while the bank's validation is out, then works", () => {
    const s = bankDriver().session();
    const until = new Date(s.now() + 30 * 60_000).toISOString();
    s.state().wallet.upgradeValidationDownUntil = until;
    const answer = s.refused('upgradeHighAccount', PRIME_FORM, 'UPGRADE_VALIDATION_FAILED');
    expect(answer.envelope.ret_msg).toBe('Validasi data gagal. Silakan coba lagi nanti.');
    expect(answer.raw).toMatchObject({ retryAfter: expect.stringMatching(/^\d{14}$/) });
    expect(s.state().customer.mpcLevel).toBe('2');
    expect(s.state().security.prime).toBeNull();
    s.elapse(31 * 60_000);
    expect(s.ok('upgradeHighAccount', PRIME_FORM).mpcLevel).toBe('3');
  });

  it('refuses bad input with 400 and the rule texts', () => {
    const s = bankDriver().session();
    const post = s.refused('upgradeHighAccount', { ...PRIME_FORM, postCode: '1011' }, 'BAD_REQUEST');
    expect(post.envelope.ret_msg).toBe(RULE_MESSAGES.postalCode.id);
    const npwp = s.refused('upgradeHighAccount', { ...PRIME_FORM, taxId: '12345' }, 'BAD_REQUEST');
    expect(npwp.envelope.ret_msg).toBe(RULE_MESSAGES.npwp.id);
    const address = s.refused(
      'upgradeHighAccount',
      { ...PRIME_FORM, currentAddress: '<script>' },
      'BAD_REQUEST',
    );
    expect(address.envelope.ret_msg).toBe(RULE_MESSAGES.companyText.id);
    const rt = s.refused('upgradeHighAccount', { ...PRIME_FORM, rt: 'ab' }, 'BAD_REQUEST');
    expect(rt.envelope.ret_msg).toBe(RULE_MESSAGES.rtRw.id);
    s.refused('upgradeHighAccount', { ...PRIME_FORM, city: '' }, 'BAD_REQUEST');
    const { distriCindy: _omitted, ...missing } = PRIME_FORM;
    s.refused('upgradeHighAccount', missing, 'BAD_REQUEST');
    expect(s.state().customer.mpcLevel).toBe('2');
  });

  it('refuses a choice that is not on its option list, under that field (the contract’s enum)', () => {
    const s = bankDriver().session();
    const answer = s.refused(
      'upgradeHighAccount',
      { ...PRIME_FORM, profession: 'Karyawan Swasta' },
      'BAD_REQUEST',
    );
    expect(answer.envelope.ret_msg).toBe(RULE_MESSAGES.option.id);
    expect(answer.envelope.ret_data).toMatchObject({
      issues: [{ path: 'profession', message: RULE_MESSAGES.option.id, rule: 'option' }],
    });
    expect(s.state().security.prime).toBeNull();
  });

  it('needs one path of the city lookup and its postal code', () => {
    const s = bankDriver().session();
    const unknown = s.refused(
      'upgradeHighAccount',
      { ...PRIME_FORM, city: 'Kota Bandung' },
      'ONB_ADDRESS_UNKNOWN',
    );
    expect(unknown.envelope.ret_data).toMatchObject({ issues: [{ path: 'province' }] });
    const mismatch = s.refused(
      'upgradeHighAccount',
      { ...PRIME_FORM, postCode: '10120' },
      'ONB_POSTAL_CODE_MISMATCH',
    );
    expect(mismatch.envelope.ret_msg).toBe(CODES.ONB_POSTAL_CODE_MISMATCH.id);
    expect(mismatch.envelope.ret_data).toMatchObject({
      postalCode: '10110',
      issues: [{ path: 'postCode', message: CODES.ONB_POSTAL_CODE_MISMATCH.id }],
    });
    // The lookup's names in any case are the same place.
    s.ok('upgradeHighAccount', { ...PRIME_FORM, city: 'kota jakarta pusat' });
  });
});

describe('Allo Pay+ upgrade (middle_account)', () => {
  it('[upgrade.middle-success] upgrades an Allo Pay wallet and answers a session', () => {
    const s = bankDriver().session();
    s.refused('upgradeMiddleAccount', {}, 'UPGRADE_NOT_AVAILABLE');
    s.state().customer.mpcLevel = '1';
    const { session } = s.ok('upgradeMiddleAccount', {});
    expect(s.ok('checkPasswordSession', { session }).session).toBe(session);
    expect(status(s).mpcLevel).toBe('2');
    s.refused('upgradeMiddleAccount', {}, 'UPGRADE_NOT_AVAILABLE');
    expect(s.call('upgradeMiddleAccount', []).status).toBe(400);
  });

  it('[upgrade.middle-success] the wallet then answers Allo Pay+ (registered e-money)', () => {
    const s = bankDriver().session();
    s.state().customer.mpcLevel = '1';
    expect(s.ok('walletBalance', {}).coreAcctList[0]?.acctBizType).toBe('UNREGISTERED');
    s.ok('upgradeMiddleAccount', {});
    const after = s.ok('walletBalance', {});
    expect(after.mpcLevel).toBe('2');
    expect(after.coreAcctList[0]).toMatchObject({ acctType: 'EMONEY', acctBizType: 'REGISTERED' });
    expect(s.ok('queryMemberInfo', {}).mpcLevel).toBe('2');
  });

  it('refuses an unregistered user', () => {
    const s = bankDriver().session();
    s.state().customer.registered = false;
    s.state().customer.mpcLevel = '1';
    s.refused('upgradeMiddleAccount', {}, 'UPGRADE_NOT_AVAILABLE');
    s.refused('upgradeHighAccount', PRIME_FORM, 'UPGRADE_NOT_AVAILABLE');
  });
});

describe('registration', () => {
  it('registers a base account for an unregistered user, and answers the same account again', () => {
    const s = bankDriver().session();
    const { customer } = s.state();
    s.state().customer.registered = false;
    expect(status(s).registerRequired).toBe('Y');
    const first = s.ok('registerBaseAccount', { userId: customer.userId, phoneNo: '81377776666' });
    expect(first).toMatchObject({ mpcLevel: '1', mpcUid: customer.mpcUid, phone: '81*****6666' });
    expect(first.mdcId).toMatch(/^MDC\d{10}$/);
    expect(status(s)).toMatchObject({ registerRequired: 'N', mpcLevel: '1', phone: '81*****6666' });
    const again = s.ok('registerBaseAccount', { userId: customer.userId, phoneNo: '81377776666' });
    expect(again.mdcId).toBe(first.mdcId);
    s.refused(
      'registerBaseAccount',
      { userId: customer.userId, phoneNo: '81311112222' },
      'REGISTER_PHONE_TAKEN',
    );
  });

  it('refuses an unknown user id, and bad input', () => {
    const s = bankDriver().session();
    s.refused(
      'registerBaseAccount',
      { userId: 'someone-else', phoneNo: '81377776666' },
      'REGISTER_ACCOUNT_NOT_FOUND',
    );
    const bad = s.refused(
      'registerBaseAccount',
      { userId: s.state().customer.userId, phoneNo: '6281377776666' },
      'BAD_REQUEST',
    );
    expect(bad.envelope.ret_msg).toBe(RULE_MESSAGES.mobile.id);
  });

  it('[register.form] adds name, email and login password (section 5 rules)', () => {
    const s = bankDriver().session('register.form');
    const added = s.ok('addUserInfo', {
      name: 'Budi Santoso',
      email: 'Budi.Santoso@contoh.co.id',
      ...sealedPassword(s, 'Rahasia#2026'),
    });
    expect(added).toEqual({
      userId: s.state().customer.userId,
      name: 'Budi Santoso',
      email: 'budi.santoso@contoh.co.id',
      emailVerified: 'N',
    });
    expect(s.state().customer.email).toBe('budi.santoso@contoh.co.id');
    // Answers that name the customer mask the email (the registration answer above echoes what was typed).
    expect(status(s)).toMatchObject({
      email: 'bu**********@contoh.co.id',
      emailStatus: '0',
      name: 'B*** *******',
    });
    expect(JSON.stringify(s.state().security)).not.toContain('Rahasia#2026');
    // The new login password is the one login/update now accepts.
    const old = s.ok('getUaFactor', {});
    const next = s.ok('getUaFactor', {});
    const changed = s.call('passwordLoginUpdate', {
      password: encryptWith(old.publicKey, 'Rahasia#2026'),
      factor: old.factor,
      newPassword: encryptWith(next.publicKey, 'Baru#2027x'),
      newFactor: next.factor,
    });
    expect(changed.code).toBe('0000');
  });

  it('refuses a taken email, a bad name or password with the rule text, and a bad session', () => {
    const s = bankDriver().session('register.form');
    s.refused(
      'addUserInfo',
      { name: 'Budi', email: 'terdaftar@contoh.co.id', ...sealedPassword(s, 'Rahasia#2026') },
      'EMAIL_REGISTERED_OTHER_PHONE',
    );
    const name = s.refused(
      'addUserInfo',
      { name: 'B4di', email: 'b@contoh.co.id', ...sealedPassword(s, 'Rahasia#2026') },
      'BAD_REQUEST',
    );
    expect(name.envelope.ret_msg).toBe('Nama harus terdiri dari alfabet saja.');
    const password = s.refused(
      'addUserInfo',
      { name: 'Budi', email: 'b@contoh.co.id', ...sealedPassword(s, 'rahasia') },
      'PASSWORD_RULES',
    );
    expect(JSON.stringify(password.envelope.ret_data)).toContain(RULE_MESSAGES.passwordRules.id);
    // A password in clear is no sealed value: refused by the contract, nothing stored.
    s.refused(
      'addUserInfo',
      {
        name: 'Budi',
        email: 'b@contoh.co.id',
        password: 'Rahasia#2026',
        factor: s.ok('getUaFactor', {}).factor,
      },
      'BAD_REQUEST',
    );
    expect(s.state().security.loginPassword).toBeFalsy();
    s.refused(
      'addUserInfo',
      {
        name: 'Budi',
        email: 'b@contoh.co.id',
        ...sealedPassword(s, 'Rahasia#2026'),
        session: 'nosuchsession',
      },
      'SECURITY_SESSION_INVALID',
    );
    s.ok('getOtp', { phone_no: '81377776666', usage_id: 'REGISTER', channel: 'SMS' });
    const { session } = s.ok('verifyOtp', {
      phone_no: '81377776666',
      usage_id: 'REGISTER',
      phone_check_num: OTP_MAGIC.right,
    });
    expect(
      s.call('addUserInfo', {
        name: 'Budi',
        email: 'b@contoh.co.id',
        ...sealedPassword(s, 'Rahasia#2026'),
        session,
      }).code,
    ).toBe('0000');
  });

  it('does not let a form rewrite a verified identity, nor set a second login password', () => {
    const s = bankDriver().session('register.form');
    const { name, email } = s.state().customer;
    s.state().onboarding.ocr.scannedNik = s.state().customer.nik;
    s.refused(
      'addUserInfo',
      { name: 'Orang Lain', email, ...sealedPassword(s, 'Rahasia#2026') },
      'REGISTER_IDENTITY_VERIFIED',
    );
    s.refused(
      'addUserInfo',
      { name, email: 'lain@contoh.co.id', ...sealedPassword(s, 'Rahasia#2026') },
      'REGISTER_IDENTITY_VERIFIED',
    );
    expect(s.state().customer).toMatchObject({ name, email });
    expect(s.ok('addUserInfo', { name, email, ...sealedPassword(s, 'Rahasia#2026') }).name).toBe(name);
    s.refused('addUserInfo', { name, email, ...sealedPassword(s, 'Lain#2027xx') }, 'PASSWORD_ALREADY_SET');
  });

  it('keeps the card name when a visitor registers with another name before any scan', () => {
    const s = bankDriver().session('register.form');
    const { name, email } = s.state().customer;
    s.ok('addUserInfo', { name: 'Nama Ketikan', email, ...sealedPassword(s, 'Rahasia#2026') });
    expect(s.state().customer).toMatchObject({ name: 'Nama Ketikan', cardName: name });
  });

  it('checks the turing token; the magic token is rejected', () => {
    const s = bankDriver().session();
    expect(s.ok('submitTuringToken', { turingToken: 'tok-123' })).toEqual({ pass: 'Y', riskLevel: 'LOW' });
    s.refused('submitTuringToken', { turingToken: TURING_REJECT_TOKEN }, 'REGISTER_TURING_REJECTED');
    s.refused('submitTuringToken', { turingToken: '' }, 'BAD_REQUEST');
    s.refused('submitTuringToken', { turingToken: 'x'.repeat(5000) }, 'BAD_REQUEST');
  });
});

describe('generic account status (88400003)', () => {
  it('answers the account status fields of the caller', () => {
    const s = bankDriver().session();
    const answer = status(s);
    expect(answer).toMatchObject({
      whiteList: 'Y',
      registerRequired: 'N',
      passwordStatus: '1',
      mpcLevel: '2',
      mpcStatus: 'A',
    });
    expect(answer.phone).toContain('****');
    s.state().security.pin = null;
    expect(status(s).passwordStatus).toBe('0');
  });

  it('refuses another user or app, and bad input', () => {
    const s = bankDriver().session();
    const { userId } = s.state().customer;
    s.refused(
      'accountStatus88400003',
      { biz_no: 'B1', user_id: 'other', app_id: '50002LPT01' },
      'REGISTER_ACCOUNT_NOT_FOUND',
    );
    s.refused(
      'accountStatus88400003',
      { biz_no: 'B1', user_id: userId, app_id: 'OTHER' },
      'REGISTER_ACCOUNT_NOT_FOUND',
    );
    s.refused('accountStatus88400003', { user_id: userId, app_id: '50002LPT01' }, 'BAD_REQUEST');
    expect(CODES.REGISTER_ACCOUNT_NOT_FOUND.code).toBe('80433060');
  });
});
