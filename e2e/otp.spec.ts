import { openLink } from './bank-helpers';
import { expect, type Page, test } from './fixtures';

const VERIFY = /\/otp\/verify\?/;

interface OtpTrack {
  current: { channel: string; attemptsLeft: number } | null;
  lockedDay: string;
  sendsToday: number;
}
interface SecurityState {
  security: {
    otp: { phone: OtpTrack };
    captcha: { code: string } | null;
    sessions: Array<{ token: string; kind: string; usage: string }>;
  };
  customer: { phone: string };
}

/** The mobile as the spec masks it: first 2 and last 4 digits. */
const masked = (phone: string) => `+62 ${phone.slice(0, 2)}${'*'.repeat(phone.length - 6)}${phone.slice(-4)}`;

/** Types a code on the boxes with the hardware keyboard (the number pad is used in the success test). */
async function enterCode(page: Page, code: string) {
  await page
    .getByRole('button', { name: 'Kode OTP 6 digit' })
    .or(page.getByRole('button', { name: '6-digit OTP' }))
    .click();
  await page.keyboard.type(code);
}

async function codeSent(page: Page, channel = 'WhatsApp') {
  await expect(page.getByText(`Kode 6 digit sudah dikirim lewat ${channel} ke +62`)).toBeVisible();
}

test.describe('otp', () => {
  test('[otp.method-choice] the masked mobile, WhatsApp or SMS, and "Kirim kode" sends by the chosen channel', async ({
    page,
    scenario,
    bankState,
  }) => {
    await scenario('otp.method-choice');
    const { customer } = (await bankState()) as unknown as SecurityState;
    await expect(page.getByRole('heading', { name: 'VERIFIKASI OTP' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Pilih cara menerima kode OTP' })).toBeVisible();
    await expect(page.getByTestId('otp-phone')).toHaveText(masked(customer.phone));
    await expect(page.getByText(customer.phone)).toHaveCount(0);
    const whatsapp = page.getByRole('radio', { name: /WhatsApp/ });
    const sms = page.getByRole('radio', { name: /SMS/ });
    await expect(whatsapp).toBeChecked();
    await expect(sms).not.toBeChecked();

    await page.getByText('Kode dikirim lewat pesan SMS').click();
    await expect(sms).toBeChecked();
    await page.getByRole('button', { name: 'Kirim kode' }).click();

    await expect(page).toHaveURL(VERIFY);
    await expect(page).toHaveURL(/usage=PAYLATER_APPLY/);
    await expect(page).toHaveURL(/next=%2Floading/);
    await expect(
      page.getByText(`Kode 6 digit sudah dikirim lewat SMS ke ${masked(customer.phone)}.`),
    ).toBeVisible();
    const state = (await bankState()) as unknown as SecurityState;
    expect(state.security.otp.phone.current?.channel).toBe('SMS');
    expect(state.security.otp.phone.sendsToday).toBe(1);
  });

  test('[otp.success] six digits on the number pad submit themselves and the flow goes on with the session', async ({
    page,
    scenario,
    bankState,
  }) => {
    await scenario('otp.success');
    await codeSent(page);
    await expect(page.getByRole('heading', { name: 'Masukkan kode OTP' })).toBeVisible();
    // The flow engine at /loading moves on at once: record where the OTP screen sent the user.
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(frame.url());
    });
    for (const digit of '123456') await page.getByRole('button', { name: digit, exact: true }).click();

    await expect
      .poll(() => visited.find((url) => /\/loading\?otpSession=[A-Za-z0-9_-]{8,}$/.test(url)))
      .toBeTruthy();
    const handedOver = visited.find((url) => url.includes('otpSession='))!;
    // The default flow's next step is the Pay Later form.
    await expect(page).toHaveURL(/\/paylater\/form$/);
    const session = new URL(handedOver).searchParams.get('otpSession');
    const state = (await bankState()) as unknown as SecurityState;
    expect(state.security.sessions.at(-1)).toMatchObject({
      token: session,
      kind: 'otp',
      usage: 'PAYLATER_APPLY',
    });
  });

  test("[otp.wrong-code] a wrong code: 'Kode ini tidak sesuai.' under the boxes, which are cleared", async ({
    page,
    scenario,
  }) => {
    await scenario('otp.wrong-code');
    await codeSent(page);
    await enterCode(page, '111111');
    await expect(page.getByRole('alert').getByText('Kode ini tidak sesuai.', { exact: true })).toBeVisible();
    await expect(page.locator('.adm-passcode-input-cell').first()).toHaveText('');
    await expect(page).toHaveURL(VERIFY);
  });

  test("[otp.wrong-code] in English: 'This is not the correct code. Please try again.'", async ({
    page,
    scenario,
  }) => {
    await scenario('otp.wrong-code-english');
    await expect(page.getByText('We sent a 6-digit code by WhatsApp to +62')).toBeVisible();
    await enterCode(page, '111111');
    await expect(
      page.getByRole('alert').getByText('This is not the correct code. Please try again.', { exact: true }),
    ).toBeVisible();
    await expect(page.getByText('You have 2 attempts left.')).toBeVisible();
  });

  test('[otp.two-attempts-left] the link opens on the code entered wrong once: 2 attempts left', async ({
    page,
    bankState,
  }) => {
    await openLink(page, 'otp.two-attempts-left');
    await codeSent(page);
    await expect(page.getByRole('alert').getByText('Kode ini tidak sesuai.', { exact: true })).toBeVisible();
    await expect(page.getByTestId('otp-attempts-left')).toHaveText('Sisa 2 kesempatan lagi.');
    // Shown as the bank holds it: no new code was sent.
    const state = (await bankState()) as unknown as SecurityState;
    expect(state.security.otp.phone).toMatchObject({ sendsToday: 1, current: { attemptsLeft: 2 } });

    await enterCode(page, '222222');
    await expect(page.getByTestId('otp-attempts-left')).toHaveText('Sisa 1 kesempatan lagi.');
  });

  test('[otp.one-attempt-left] the link opens on the code entered wrong twice: 1 attempt left', async ({
    page,
    bankState,
  }) => {
    await openLink(page, 'otp.one-attempt-left');
    await codeSent(page);
    await expect(page.getByRole('alert').getByText('Kode ini tidak sesuai.', { exact: true })).toBeVisible();
    await expect(page.getByTestId('otp-attempts-left')).toHaveText('Sisa 1 kesempatan lagi.');
    const state = (await bankState()) as unknown as SecurityState;
    expect(state.security.otp.phone).toMatchObject({ sendsToday: 1, current: { attemptsLeft: 1 } });
  });

  test('[otp.limit-exceeded] the sixth code of the day is refused: request a new OTP tomorrow', async ({
    page,
    scenario,
    expectAccessible,
  }) => {
    await scenario('otp.limit-exceeded', '/otp?usage=PAYLATER_APPLY&next=%2Floading');
    await page.getByRole('button', { name: 'Kirim kode' }).click();

    await expect(page).toHaveURL(/\/otp\/failed\?.*reason=limit/);
    await expect(page.getByRole('heading', { name: 'Batas permintaan OTP terlampaui' })).toBeVisible();
    await expect(
      page.getByText('Batas permintaan kode OTP sudah terlampaui. Silakan minta kode OTP baru besok.'),
    ).toBeVisible();
    await expect(page.getByText('Kamu bisa mencoba lagi mulai 22 Nov 2026, 00.00 WIB.')).toBeVisible();
    await expectAccessible();
    await page.getByRole('button', { name: 'Kembali ke Pay Later' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('[otp.limit-exceeded] the link lands on the limit: request a new OTP tomorrow', async ({ page }) => {
    await openLink(page, 'otp.limit-exceeded');
    await expect(page).toHaveURL(/\/otp\/failed\?.*reason=limit/);
    await expect(page.getByRole('heading', { name: 'Batas permintaan OTP terlampaui' })).toBeVisible();
  });

  test('[otp.locked-80430223] the link lands on the lock: 5 wrong codes in 30 minutes, try tomorrow', async ({
    page,
    bankState,
  }) => {
    await openLink(page, 'otp.locked-80430223');
    await expect(page).toHaveURL(/\/otp\/failed\?.*reason=locked/);
    await expect(page.getByRole('heading', { name: 'Verifikasi OTP dikunci' })).toBeVisible();
    await expect(
      page.getByText('Kamu sudah 5 kali salah memasukkan kode dalam 30 menit. Silakan coba lagi besok.'),
    ).toBeVisible();
    await expect(page.getByText('Kamu bisa mencoba lagi mulai 22 Nov 2026, 00.00 WIB.')).toBeVisible();
    const state = (await bankState()) as unknown as SecurityState;
    expect(state.security.otp.phone).toMatchObject({ lockedDay: '20261121', sendsToday: 3 });
  });

  test('[otp.locked-80430223] the fifth wrong code in 30 minutes locks OTP until tomorrow', async ({
    page,
    scenario,
    bankState,
  }) => {
    await scenario('otp.fifth-wrong-code');
    await codeSent(page);
    await enterCode(page, '111111');

    await expect(page).toHaveURL(/\/otp\/failed\?.*reason=locked/);
    await expect(page.getByRole('heading', { name: 'Verifikasi OTP dikunci' })).toBeVisible();
    await expect(page.getByText('Kamu bisa mencoba lagi mulai 22 Nov 2026, 00.00 WIB.')).toBeVisible();
    const state = (await bankState()) as unknown as SecurityState;
    expect(state.security.otp.phone.lockedDay).toBe('20261121');

    // The lock holds for any new code today.
    await page.goto('/otp/verify?usage=PAYLATER_APPLY&next=%2Floading');
    await expect(page).toHaveURL(/\/otp\/failed\?.*reason=locked/);
  });

  test('[otp.system-error] the link opens on the system error, retry in minutes; the code still works', async ({
    page,
  }) => {
    await openLink(page, 'otp.system-error');
    await codeSent(page);
    await expect(
      page.getByText('Terjadi kesalahan sistem. Silakan coba lagi dalam beberapa menit.', { exact: true }),
    ).toBeVisible();
    await expect(page.getByText('Coba lagi dalam 5 menit.')).toBeVisible();
    // The flow engine at /loading moves on at once: record where the OTP screen sent the user.
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(frame.url());
    });
    // Pasted from the message this time: the boxes take it and submit.
    await page.evaluate(() => {
      const data = new DataTransfer();
      data.setData('text/plain', 'Kode: 123456');
      const boxes = document.querySelector('.adm-passcode-input')!;
      boxes.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      );
    });
    await expect.poll(() => visited.some((url) => /\/loading\?otpSession=/.test(url))).toBe(true);
  });

  test('[otp.system-error] 999999 typed on a live code: a system error, retry in minutes', async ({
    page,
    scenario,
  }) => {
    await scenario('otp.success');
    await codeSent(page);
    await enterCode(page, '999999');
    await expect(
      page.getByText('Terjadi kesalahan sistem. Silakan coba lagi dalam beberapa menit.', { exact: true }),
    ).toBeVisible();
    await expect(page.getByText('Coba lagi dalam 5 menit.')).toBeVisible();
  });

  test("[otp.success] the heading is centred as the PIN steps' is, and the channel switch is a link in the link colour", async ({
    page,
    scenario,
  }) => {
    await scenario('otp.success');
    await codeSent(page);
    await expect(page.locator('#otp-verify-heading')).toHaveCSS('text-align', 'center');
    // The colour of TextLink ('Lupa PIN?'): --brand-700, even while the countdown holds it.
    const toSms = page.getByRole('button', { name: 'Kirim lewat SMS' });
    await expect(toSms).toHaveCSS('color', 'rgb(159, 18, 57)');
    await expect(toSms).toHaveCSS('font-weight', '600');
  });

  test('[otp.resend-countdown] the link opens on a live code: resend waits out the bank countdown', async ({
    clock,
    page,
    bankState,
  }) => {
    await page.clock.install();
    await openLink(page, 'otp.resend-countdown');
    await codeSent(page);
    const resend = page.getByTestId('otp-resend');
    const toSms = page.getByRole('button', { name: 'Kirim lewat SMS' });
    await expect(resend).toBeDisabled();
    await expect(resend).toHaveText(/^Kirim ulang kode dalam \d+ detik$/);
    await expect(toSms).toBeDisabled();
    // The code the bank holds is shown, not a new one: still the one code of the day.
    const before = (await bankState()) as unknown as SecurityState;
    expect(before.security.otp.phone).toMatchObject({ sendsToday: 1, current: { channel: 'WHATSAPP' } });

    await page.clock.runFor(61_000);
    await expect(resend).toHaveText('Kirim ulang kode');
    await expect(resend).toBeEnabled();
    await expect(toSms).toBeEnabled();

    // The bank's clock moves the same minute; a new code, by SMS this time.
    await clock({ advanceMinutes: 1 });
    await toSms.click();
    await expect(page.getByText('Kode baru sudah dikirim lewat SMS.')).toBeVisible();
    await codeSent(page, 'SMS');
    await expect(resend).toBeDisabled();
    await expect(resend).toHaveText(/^Kirim ulang kode dalam \d+ detik$/);
    await expect(page.getByRole('button', { name: 'Kirim lewat WhatsApp' })).toBeDisabled();
    const state = (await bankState()) as unknown as SecurityState;
    expect(state.security.otp.phone).toMatchObject({ sendsToday: 2, current: { channel: 'SMS' } });
  });

  test('the bank asks for a captcha before the fourth code of the day', async ({
    page,
    scenario,
    bankState,
    expectAccessible,
  }) => {
    await scenario('otp.captcha-required');
    await page.getByRole('button', { name: 'Kirim kode' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('Verifikasi keamanan')).toBeVisible();
    await expect(dialog.getByRole('img', { name: 'Gambar captcha' })).toBeVisible();
    await expectAccessible();

    await dialog.getByLabel('Kode captcha').fill('ZZZZ');
    // A wrong answer loads a new picture: read the bank's code only once that new captcha was issued.
    const newPicture = page.waitForResponse((r) => r.url().includes('/ams/common/get/captcha'));
    await dialog.getByRole('button', { name: 'Lanjutkan' }).click();
    await expect(dialog.getByText('Kode captcha tidak sesuai. Silakan coba lagi.')).toBeVisible();
    await newPicture;

    await expect(dialog.getByRole('img', { name: 'Gambar captcha' })).toBeVisible();
    const state = (await bankState()) as unknown as SecurityState;
    const code = state.security.captcha?.code ?? '';
    expect(code).toMatch(/^[A-Z0-9]{4}$/);
    await dialog.getByLabel('Kode captcha').fill(code.toLowerCase());
    await dialog.getByRole('button', { name: 'Lanjutkan' }).click();

    await expect(page).toHaveURL(VERIFY);
    await codeSent(page);
    const after = (await bankState()) as unknown as SecurityState;
    expect(after.security.otp.phone.sendsToday).toBe(4);
  });
});
