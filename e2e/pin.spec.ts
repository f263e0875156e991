import { constants, createPublicKey, publicEncrypt } from 'node:crypto';
import { expect, test, type Page } from './fixtures';

/** The bank's envelope, as the tests read it. */
interface Envelope<T = Record<string, unknown>> {
  ret_code: string;
  ret_msg: string;
  ret_data: T;
}

/** Types a PIN on the number keyboard of the PIN boxes. */
async function enterPin(page: Page, pin: string) {
  const keyboard = page.locator('.adm-number-keyboard-popup');
  if (!(await keyboard.isVisible())) await page.getByRole('button', { name: 'Kotak PIN 6 digit' }).click();
  for (const digit of pin) await keyboard.getByRole('button', { name: digit, exact: true }).click();
}

/** Calls of this browser's bank session, outside the screens (csrf token first for POSTs, renewed once). */
function bank(page: Page) {
  let token: string | undefined;
  const csrf = async () =>
    (
      (await (await page.request.get('/ifes/common/csrf_token/get')).json()) as Envelope<{
        csrf_token: string;
      }>
    ).ret_data.csrf_token;
  const post = async <T>(path: string, data: unknown, retry = true): Promise<Envelope<T>> => {
    token ??= await csrf();
    const headers = { csrf_token: token, 'content-type': 'application/json' };
    const answer = (await (await page.request.post(`/ifes${path}`, { headers, data })).json()) as Envelope<T>;
    if (answer.ret_code !== '80400002' || !retry) return answer;
    token = undefined;
    return post<T>(path, data, false);
  };
  return {
    post,
    get: async <T>(path: string, params: Record<string, string>) =>
      (await (await page.request.get(`/ifes${path}`, { params })).json()) as Envelope<T>,
  };
}

/** A verified OTP session of the customer's phone (magic code 123456), as the OTP screens would hand back. */
async function otpSession(page: Page, usage: string): Promise<string> {
  const calls = bank(page);
  const sent = await calls.post('/ams/common/get/uaotp', { usage_id: usage, channel: 'WHATSAPP' });
  expect(sent.ret_code, sent.ret_msg).toMatch(/0000$/);
  const verified = await calls.post<{ session: string }>('/ams/common/verify/uaotp', {
    usage_id: usage,
    phone_check_num: '123456',
  });
  expect(verified.ret_code, verified.ret_msg).toMatch(/0000$/);
  return verified.ret_data.session;
}

/** Counts the calls that would carry a PIN or password: none may leave for a refused form. */
function watchSecretCalls(page: Page) {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (/\/ams\/password\//.test(request.url())) calls.push(request.url());
  });
  return calls;
}

async function expectNothingKept(page: Page, secret: string) {
  const kept = await page.evaluate(
    () => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }),
  );
  expect(kept).not.toContain(secret);
}

/** How each secret is kept, as the state view shows it (salt and hash hidden, decision 0032). */
type Security = { security: { pin: { kdf: string } | null; loginPassword: { kdf: string } | null } };

test.describe('PIN', () => {
  test('[pin.set] a customer without a PIN enters 6 digits hidden as dots, confirms, and the PIN is set', async ({
    page,
    scenario,
    bankState,
    expectAccessible,
  }) => {
    await scenario('pin.set');
    expect(((await bankState()) as Security).security.pin).toBeNull();
    await expect(page.getByRole('heading', { name: 'BUAT PIN', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Buat PIN baru' })).toBeVisible();
    await expect(page.getByText('Langkah 1 dari 2')).toBeVisible();

    await enterPin(page, '2468');
    await expect(page.locator('.adm-passcode-input-cell-dot')).toHaveCount(4);
    expect((await page.locator('.adm-passcode-input-cell').allTextContents()).join('')).toBe('');
    await enterPin(page, '10');
    await expect(page.getByRole('heading', { name: 'Konfirmasi PIN baru' })).toBeVisible();
    await expectAccessible();
    await enterPin(page, '246810');

    await expect(page.getByText('PIN berhasil dibuat')).toBeVisible();
    await expectAccessible();
    expect(((await bankState()) as Security).security.pin).not.toBeNull();
    await expectNothingKept(page, '246810');
    await page.getByRole('button', { name: 'Selesai' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('[pin.weak] 111111 and 123456 are refused on the form before any call, and the bank refuses them too', async ({
    page,
    scenario,
  }) => {
    await scenario('pin.weak');
    const calls = watchSecretCalls(page);
    await enterPin(page, '111111');
    await expect(page.getByRole('alert')).toHaveText('Hindari penggunaan PIN yang lemah');
    await expect(page.getByRole('heading', { name: 'Buat PIN baru' })).toBeVisible();
    await enterPin(page, '123456');
    await expect(page.getByRole('alert')).toHaveText('Hindari penggunaan PIN yang lemah');
    await expect(page.getByRole('heading', { name: 'Buat PIN baru' })).toBeVisible();
    expect(calls).toEqual([]);

    // The bank answers the same PIN, encrypted as the client sends it, with the same text.
    const calls2 = bank(page);
    const factor = await calls2.get<{ factor: string; publicKey: string }>(
      '/ams/password/get/random_factor',
      {
        scene: 'PIN_SET',
      },
    );
    const key = createPublicKey({
      key: Buffer.from(factor.ret_data.publicKey, 'base64'),
      format: 'der',
      type: 'spki',
    });
    const cipher = publicEncrypt(
      { key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from('123456', 'utf8'),
    ).toString('base64');
    const refused = await calls2.post('/ams/password/set', {
      password: cipher,
      factor: factor.ret_data.factor,
    });
    expect(refused.ret_msg).toBe('Hindari penggunaan PIN yang lemah');
  });

  test('[pin.mismatch] a different confirmation shows Inconsistent password input and sends nothing', async ({
    page,
    scenario,
  }) => {
    await scenario('pin.mismatch');
    const calls = watchSecretCalls(page);
    await enterPin(page, '246810');
    await expect(page.getByRole('heading', { name: 'Konfirmasi PIN baru' })).toBeVisible();
    await enterPin(page, '246811');
    await expect(page.getByRole('alert')).toHaveText('Inconsistent password input');
    await expect(page.getByRole('heading', { name: 'Konfirmasi PIN baru' })).toBeVisible();
    expect(calls).toEqual([]);
    await page.getByRole('button', { name: 'Ulangi dari awal' }).click();
    await expect(page.getByRole('heading', { name: 'Buat PIN baru' })).toBeVisible();
  });

  test('[pin.change] the old PIN is checked by the bank (a wrong one shows its message), then the new PIN is saved', async ({
    page,
    scenario,
    bankState,
    expectAccessible,
  }) => {
    await scenario('pin.change');
    const before = ((await bankState()) as Security).security.pin?.kdf;
    expect(before).toBe('seeded'); // the scenario's documented secret
    await expect(page.getByRole('heading', { name: 'UBAH PIN', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Masukkan PIN lama' })).toBeVisible();
    await enterPin(page, '112233');
    await expect(page.getByRole('alert')).toContainText('PIN yang kamu masukkan salah.');
    await expect(page.getByRole('alert')).toContainText('Sisa kesempatan hari ini: 4');
    await expectAccessible();

    await enterPin(page, '135790');
    await expect(page.getByRole('heading', { name: 'Buat PIN baru' })).toBeVisible();
    await enterPin(page, '246810');
    await enterPin(page, '246810');
    await expect(page.getByText('PIN berhasil diubah')).toBeVisible();
    const after = ((await bankState()) as Security).security.pin?.kdf;
    expect(after).toBe('scrypt'); // the new PIN, through the server's slow hash
    await expectNothingKept(page, '135790');
  });

  test('[pin.forgot] without a verified OTP the screen sends to OTP; with one it sets a new PIN', async ({
    page,
    scenario,
    bankState,
    expectAccessible,
  }) => {
    await scenario('pin.forgot');
    await expect(page.getByText('Lupa PIN?')).toBeVisible();
    const before = ((await bankState()) as Security).security.pin?.kdf;
    expect(before).toBe('seeded'); // the scenario's documented secret
    const session = await otpSession(page, 'RESET_PIN');
    await page.getByRole('button', { name: 'Verifikasi dengan OTP' }).click();
    await expect(page).toHaveURL(/\/otp\?usage=RESET_PIN&next=%2Fpin%2Fforgot/);

    await page.goto(`/pin/forgot?otpSession=${encodeURIComponent(session)}`);
    await expect(page.getByRole('heading', { name: 'Buat PIN baru' })).toBeVisible();
    await expectAccessible();
    await enterPin(page, '246810');
    await enterPin(page, '246810');
    await expect(page.getByText('PIN baru berhasil dibuat')).toBeVisible();
    expect(((await bankState()) as Security).security.pin?.kdf).toBe('scrypt');
  });
});

test.describe('password', () => {
  async function fill(page: Page, label: string, value: string) {
    await page.getByLabel(label, { exact: true }).fill(value);
  }

  test('[password.set] the rules are ticked live, both entries must match, and the password is set', async ({
    page,
    scenario,
    bankState,
    expectAccessible,
  }) => {
    await scenario('password.set');
    expect(((await bankState()) as Security).security.loginPassword).toBeNull();
    await expect(page.getByRole('heading', { name: 'BUAT KATA SANDI', exact: true })).toBeVisible();
    const rules = page.getByTestId('password-rules');
    await fill(page, 'Kata sandi baru', 'baru');
    await expect(rules.locator('li[data-met="true"]')).toHaveText(['Huruf kecil (a-z) (terpenuhi)']);
    await fill(page, 'Kata sandi baru', 'Baru#2027');
    await expect(rules.locator('li[data-met="true"]')).toHaveCount(5);
    await fill(page, 'Konfirmasi kata sandi baru', 'Baru#2028');
    await page.getByRole('button', { name: 'Simpan kata sandi' }).click();
    await expect(page.getByRole('alert')).toHaveText('Inconsistent password input');
    await expectAccessible();

    await fill(page, 'Kata sandi baru', 'lemah');
    await page.getByRole('button', { name: 'Simpan kata sandi' }).click();
    await expect(
      page.getByText('Kata sandi minimal 8 karakter dengan huruf kecil, huruf besar, angka dan simbol.'),
    ).toBeVisible();

    await fill(page, 'Kata sandi baru', 'Baru#2027');
    await fill(page, 'Konfirmasi kata sandi baru', 'Baru#2027');
    await page.getByRole('button', { name: 'Simpan kata sandi' }).click();
    await expect(page.getByText('Kata sandi berhasil dibuat')).toBeVisible();
    expect(((await bankState()) as Security).security.loginPassword).not.toBeNull();
    await expectNothingKept(page, 'Baru#2027');
  });

  test('[password.change] the old password is checked, the new one must differ, and it is changed', async ({
    page,
    scenario,
    bankState,
    expectAccessible,
  }) => {
    await scenario('password.change');
    const before = ((await bankState()) as Security).security.loginPassword?.kdf;
    expect(before).toBe('seeded'); // the scenario's documented secret
    await expect(page.getByRole('heading', { name: 'UBAH KATA SANDI', exact: true })).toBeVisible();
    await fill(page, 'Kata sandi lama', 'Salah#2026');
    await fill(page, 'Kata sandi baru', 'Baru#2027');
    await fill(page, 'Konfirmasi kata sandi baru', 'Baru#2027');
    await page.getByRole('button', { name: 'Ubah kata sandi' }).click();
    await expect(page.getByRole('alert')).toContainText('Kata sandi yang kamu masukkan salah.');
    await expectAccessible();

    await fill(page, 'Kata sandi lama', 'Allo@2026');
    await fill(page, 'Kata sandi baru', 'Allo@2026');
    await fill(page, 'Konfirmasi kata sandi baru', 'Allo@2026');
    await page.getByRole('button', { name: 'Ubah kata sandi' }).click();
    await expect(page.getByRole('alert')).toHaveText('Kata sandi baru harus berbeda dari kata sandi lama.');

    await fill(page, 'Kata sandi baru', 'Baru#2027');
    await fill(page, 'Konfirmasi kata sandi baru', 'Baru#2027');
    await page.getByRole('button', { name: 'Ubah kata sandi' }).click();
    await expect(page.getByText('Kata sandi berhasil diubah')).toBeVisible();
    expect(((await bankState()) as Security).security.loginPassword?.kdf).toBe('scrypt');
  });

  test('[password.forgot] without a verified OTP the screen sends to OTP; with one it sets a new password', async ({
    page,
    scenario,
    bankState,
    expectAccessible,
  }) => {
    await scenario('password.forgot');
    await expect(page.getByText('Lupa kata sandi?')).toBeVisible();
    const before = ((await bankState()) as Security).security.loginPassword?.kdf;
    expect(before).toBe('seeded'); // the scenario's documented secret
    const session = await otpSession(page, 'RESET_PASSWORD');
    await page.getByRole('button', { name: 'Verifikasi dengan OTP' }).click();
    await expect(page).toHaveURL(/\/otp\?usage=RESET_PASSWORD&next=%2Fpassword%2Fforgot/);

    await page.goto(`/password/forgot?otpSession=${encodeURIComponent(session)}`);
    await expect(page.getByText('Nomor HP kamu sudah terverifikasi. Buat kata sandi baru.')).toBeVisible();
    await expectAccessible();
    await fill(page, 'Kata sandi baru', 'Baru#2027');
    await fill(page, 'Konfirmasi kata sandi baru', 'Baru#2027');
    await page.getByRole('button', { name: 'Simpan kata sandi baru' }).click();
    await expect(page.getByText('Kata sandi baru berhasil dibuat')).toBeVisible();
    expect(((await bankState()) as Security).security.loginPassword?.kdf).toBe('scrypt');
  });
});
