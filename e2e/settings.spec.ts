import { expect, test, type Page } from './fixtures';
import { bankCall } from './bank-helpers';
import { enterPin, heading } from './form-helpers';

interface SettingsState {
  customer: { name: string; phone: string; email: string; mpcLevel: string };
  credit: { account: { cardNo: string } | null };
}

/** The spec's masks (section 9), written here on purpose rather than imported from the app. */
const maskedName = (name: string) => name[0] + name.slice(1).replace(/[^ ]/g, '*');
const maskedMobile = (phone: string) =>
  `+62 ${phone.slice(0, 2)}${'*'.repeat(phone.length - 6)}${phone.slice(-4)}`;
/** The bank masks the email in member_info: the first 2 letters of the local part, the domain kept. */
const maskedEmail = (email: string) => {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 2)}${'*'.repeat(Math.max(local.length - 2, 1))}@${domain}`;
};
const maskedCard = (card: string) =>
  `${card.slice(0, 6)}******${card.slice(-4)}`.replace(/(.{4})(?=.)/g, '$1 ');

const CODE_BOXES = 'Kotak kode verifikasi 6 digit';
const field = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });

async function stateOf(bankState: () => Promise<Record<string, unknown>>) {
  return (await bankState()) as unknown as SettingsState;
}

test.describe('settings menu and profile', () => {
  test('[settings.profile] the profile shows the name, card and mobile masked, as the bank has them', async ({
    page,
    scenario,
    bankState,
  }) => {
    await scenario('settings.profile');
    const { customer, credit } = await stateOf(bankState);
    await expect(heading(page, 'Data diri')).toBeVisible();
    await expect(page.getByTestId('profile-name')).toHaveText(maskedName(customer.name));
    await expect(page.getByTestId('profile-mobile')).toHaveText(maskedMobile(customer.phone));
    await expect(page.getByTestId('profile-card')).toHaveText(maskedCard(credit.account!.cardNo));
    await expect(page.getByTestId('profile-email')).toHaveText(maskedEmail(customer.email));
    await expect(page.getByTestId('profile-tier')).toHaveText('Allo Pay+');
    // Nothing of the real name, number or card beyond the mask is on the screen.
    const text = await page.getByTestId('settings-profile').innerText();
    expect(text).not.toContain(customer.name.split(' ')[0]);
    expect(text).not.toContain(customer.phone);
    // The view masks the card too (decision 0032): no run of 7 digits, so no card number in full.
    expect(text).not.toMatch(/\d{7}/);
    await expect(page.getByText('Sebagian data disamarkan untuk melindungi akunmu.')).toBeVisible();
  });

  test('[settings.profile] the menu leads to the profile, the contact changes and the PIN and password screens', async ({
    page,
    scenario,
    bankState,
  }) => {
    await scenario('settings.menu');
    const { customer } = await stateOf(bankState);
    await expect(page.getByTestId('settings-name')).toHaveText(maskedName(customer.name));
    await expect(page.getByText(`${maskedMobile(customer.phone)} · Allo Pay+`)).toBeVisible();
    for (const [name, href] of [
      ['Profil', '/settings/profile'],
      ['Ubah email', '/settings/email'],
      ['Ubah nomor HP', '/settings/mobile'],
      ['Ubah PIN', '/pin/change'],
      ['Lupa PIN', '/pin/forgot'],
      ['Ubah kata sandi', '/password/change'],
      ['Lupa kata sandi', '/password/forgot'],
    ] as const) {
      await expect(page.getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute('href', href);
    }
    await page.getByRole('link', { name: /^Ubah PIN/ }).click();
    await expect(page).toHaveURL(/\/pin\/change$/);
    await page.goto('/settings');
    await page.getByRole('link', { name: /^Profil/ }).click();
    await expect(page).toHaveURL(/\/settings\/profile$/);
    await expect(page.getByTestId('profile-card')).toHaveText('Belum ada');
  });
});

test.describe('email change', () => {
  test('[settings.email-change] the new email twice, refusals under the field, a code to it, then the profile shows it', async ({
    page,
    scenario,
    bankState,
    expectAccessible,
  }) => {
    await scenario('settings.email-change');
    const { customer } = await stateOf(bankState);
    await expect(page.getByTestId('settings-current-email')).toHaveText(maskedEmail(customer.email));

    const newEmail = field(page, 'Email baru');
    const again = field(page, 'Ulangi email baru');
    const submit = page.getByTestId('settings-email-submit');
    const error = page.locator('#settings-new-email-error');

    // On the form: the format, and the same email twice.
    await newEmail.fill('budi.baru@');
    await newEmail.blur();
    await expect(error).toHaveText('Format email tidak valid.');
    await newEmail.fill('budi.baru@contoh.co.id');
    await again.fill('budi.lain@contoh.co.id');
    await submit.click();
    await expect(page.locator('#settings-confirm-email-error')).toHaveText('Email tidak sama.');

    // By the bank, under the field: taken by another phone, and the current one.
    for (const [email, message] of [
      ['terdaftar@contoh.co.id', 'Email ini sudah terdaftar dengan nomor HP lain.'],
      [customer.email, 'Email atau nomor HP baru sama dengan yang sekarang.'],
    ] as const) {
      await newEmail.fill(email);
      await again.fill(email);
      await submit.click();
      await expect(error).toHaveText(message);
    }
    expect((await stateOf(bankState)).customer.email).toBe(customer.email);

    await newEmail.fill('Budi.Baru@contoh.co.id');
    await again.fill('budi.baru@contoh.co.id');
    await submit.click();
    await expect(heading(page, 'Masukkan kode verifikasi')).toBeVisible();
    await expect(page.getByText('Kode 6 digit sudah dikirim ke bu*******@contoh.co.id.')).toBeVisible();
    await expect(page.getByTestId('settings-code-resend')).toBeDisabled();
    await expectAccessible();

    await enterPin(page, '111111', CODE_BOXES);
    await expect(page.getByRole('alert')).toContainText('Kode ini tidak sesuai.');
    await expect(page.getByTestId('settings-code-attempts')).toHaveText('Sisa 2 kali percobaan.');
    await enterPin(page, '123456', CODE_BOXES);
    await expect(heading(page, 'Email berhasil diubah')).toBeVisible();
    await expect(page.getByText('Email akun kamu sekarang budi.baru@contoh.co.id.')).toBeVisible();
    expect((await stateOf(bankState)).customer.email).toBe('budi.baru@contoh.co.id');

    await page.getByTestId('settings-view-profile').click();
    await expect(page).toHaveURL(/\/settings\/profile$/);
    await expect(page.getByTestId('profile-email')).toHaveText(maskedEmail('budi.baru@contoh.co.id'));
  });

  test('[settings.email-change] the bank refuses a bad email with the same words, and a change without the code', async ({
    page,
    scenario,
    bankState,
  }) => {
    await scenario('settings.email-change');
    const before = (await stateOf(bankState)).customer.email;
    const bad = await bankCall(page, '/ams/account/change/user_info', {
      newEmail: 'budi.baru@',
      session: 'abcdefgh12',
    });
    expect(bad.ret_msg).toBe('Format email tidak valid.');
    const unproven = await bankCall(page, '/ams/account/change/user_info', {
      newEmail: 'budi.baru@contoh.co.id',
      session: 'abcdefgh12',
    });
    expect(unproven.ret_msg).toBe('Sesi verifikasi sudah berakhir. Silakan verifikasi ulang.');
    expect((await stateOf(bankState)).customer.email).toBe(before);
  });
});

test.describe('mobile change', () => {
  test('[settings.mobile-change] the new number (not the own one), a code to it by WhatsApp, then the profile shows it masked', async ({
    page,
    scenario,
    bankState,
    expectAccessible,
  }) => {
    await scenario('settings.mobile-change');
    const { customer } = await stateOf(bankState);
    await expect(page.getByTestId('settings-current-mobile')).toHaveText(maskedMobile(customer.phone));

    const number = field(page, 'Nomor HP baru');
    const error = page.locator('#settings-new-mobile-error');
    await number.fill('0812345');
    await number.blur();
    await expect(error).toHaveText('Nomor HP harus diawali angka 8 dan terdiri dari 9 sampai 12 digit.');
    await number.fill(customer.phone);
    await page.getByTestId('settings-mobile-submit').click();
    await expect(error).toHaveText('Nomor ini tidak boleh nomor HP kamu sendiri.');

    await number.fill('81299998888');
    await page.getByTestId('settings-mobile-submit').click();
    await expect(
      page.getByText('Kode 6 digit sudah dikirim lewat WhatsApp ke +62 81*****8888.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Kirim lewat SMS' })).toBeDisabled();
    await expectAccessible();
    await enterPin(page, '123456', CODE_BOXES);
    await expect(heading(page, 'Nomor HP berhasil diubah')).toBeVisible();
    await expect(page.getByText('Nomor HP akun kamu sekarang +62 81*****8888.')).toBeVisible();
    expect((await stateOf(bankState)).customer.phone).toBe('81299998888');

    await page.getByTestId('settings-view-profile').click();
    await expect(page.getByTestId('profile-mobile')).toHaveText('+62 81*****8888');
  });

  test("[settings.mobile-change] the bank refuses the own number with the form's words", async ({
    page,
    scenario,
    bankState,
  }) => {
    await scenario('settings.mobile-change');
    const own = (await stateOf(bankState)).customer.phone;
    await bankCall(page, '/ams/common/get/otp', { phone_no: own, usage_id: 'CHANGE_PHONE', channel: 'SMS' });
    const proof = await bankCall<{ session: string }>(page, '/ams/common/verify/otp', {
      phone_no: own,
      usage_id: 'CHANGE_PHONE',
      phone_check_num: '123456',
    });
    const answer = await bankCall<{ issues: Array<{ path: string; message: string }> }>(
      page,
      '/ams/account/change/user_info',
      { newPhoneNo: own, session: proof.ret_data.session },
    );
    expect(answer.ret_data.issues).toEqual([
      expect.objectContaining({
        path: 'newPhoneNo',
        message: 'Nomor ini tidak boleh nomor HP kamu sendiri.',
      }),
    ]);
  });
});

test.describe('captcha in contact changes', () => {
  interface CaptchaState {
    security: {
      captcha: { code: string } | null;
      otp: { phone: { sendsToday: number }; email: { sendsToday: number } };
    };
  }

  /** Solves the dialog with the bank's answer; the picture itself carries it only as strokes. */
  async function solveCaptcha(page: Page, bankState: () => Promise<Record<string, unknown>>) {
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('Verifikasi keamanan')).toBeVisible();
    const picture = dialog.getByRole('img', { name: 'Gambar captcha' });
    await expect(picture).toBeVisible();
    const svg = Buffer.from((await picture.getAttribute('src'))!.split(',')[1]!, 'base64').toString('utf8');
    const code = ((await bankState()) as unknown as CaptchaState).security.captcha?.code ?? '';
    expect(code).toMatch(/^[A-Z0-9]{4}$/);
    expect(svg).not.toContain('<text');
    expect(svg).not.toContain(code);
    await dialog.getByLabel('Kode captcha').fill(code);
    await dialog.getByRole('button', { name: 'Lanjutkan' }).click();
    // The code boxes take the taps once the dialog has gone.
    await expect(dialog).toBeHidden();
  }

  test('[settings.captcha] the fourth code of the day to a new number asks for the captcha first, then the change goes on', async ({
    page,
    scenario,
    bankState,
  }) => {
    await scenario('settings.captcha');
    await field(page, 'Nomor HP baru').fill('81299998888');
    await page.getByTestId('settings-mobile-submit').click();
    await expect(page.getByRole('dialog').getByText('Verifikasi keamanan')).toBeVisible();
    expect(((await bankState()) as unknown as CaptchaState).security.otp.phone.sendsToday).toBe(3);
    await solveCaptcha(page, bankState);
    await expect(
      page.getByText('Kode 6 digit sudah dikirim lewat WhatsApp ke +62 81*****8888.'),
    ).toBeVisible();
    expect(((await bankState()) as unknown as CaptchaState).security.otp.phone.sendsToday).toBe(4);
    await enterPin(page, '123456', CODE_BOXES);
    await expect(heading(page, 'Nomor HP berhasil diubah')).toBeVisible();
    expect((await stateOf(bankState)).customer.phone).toBe('81299998888');
  });

  test('[settings.captcha] the email change gets past the fourth code of the day the same way', async ({
    page,
    scenario,
    bankState,
  }) => {
    await scenario('settings.captcha', '/settings/email');
    await field(page, 'Email baru').fill('budi.baru@contoh.co.id');
    await field(page, 'Ulangi email baru').fill('budi.baru@contoh.co.id');
    await page.getByTestId('settings-email-submit').click();
    await solveCaptcha(page, bankState);
    await expect(page.getByText('Kode 6 digit sudah dikirim ke bu*******@contoh.co.id.')).toBeVisible();
    await enterPin(page, '123456', CODE_BOXES);
    await expect(heading(page, 'Email berhasil diubah')).toBeVisible();
    expect(((await bankState()) as unknown as CaptchaState).security.otp.email.sendsToday).toBe(4);
  });
});
