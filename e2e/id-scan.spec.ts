import { openLink } from './bank-helpers';
import { expect, test, type Page } from './fixtures';
import { heading, pickDate } from './form-helpers';
import { nikShownFor, shortDate } from './bank-helpers';
import { photoFile } from './photo-files';
import { overrideDevice } from './device';

interface IdentityState {
  customer: { nik: string; name: string; birthPlace: string; dateOfBirth: string; gender: 'M' | 'F' };
  onboarding: {
    flows: Array<{ bizServiceId: string; steps: string[]; done: number; seq: { ocrSeqNo: string } }>;
    ocr: { attempts: { used: number }; scannedNik: string };
  };
}

const paylaterFlow = (state: IdentityState) =>
  state.onboarding.flows.find((f) => f.bizServiceId === 'PAYLATER_APPLY')!;
const nextAction = (state: IdentityState) => {
  const flow = paylaterFlow(state);
  return flow.steps[flow.done] ?? '';
};

/** Picks a photo on the camera screen (the file input a phone opens its camera with) and uses it. */
async function scanPhoto(page: Page, name: string) {
  await page.getByTestId('ocr-photo-input').setInputFiles(photoFile(name));
  await expect(page.getByRole('img', { name: 'Foto e-KTP kamu' })).toBeVisible();
  await page.getByRole('button', { name: 'Gunakan Foto' }).click();
}

interface Fixtures {
  page: Page;
  scenario: (id: string, path?: string) => Promise<void>;
  bankState: () => Promise<Record<string, unknown>>;
}

/**
 * A refused photo of today: the link opens on its advice under its title with one attempt used; the magic
 * file does the same by hand, and "Foto ulang" takes the next one.
 */
async function expectRetake(
  { page, bankState }: Fixtures,
  { id, file, title, advice }: { id: string; file: string; title: string; advice: string },
) {
  await openLink(page, id);
  const outcome = page.getByTestId('ocr-outcome');
  await expect(outcome).toContainText(title);
  await expect(outcome).toContainText(advice);
  await expect(page.getByTestId('ocr-attempts-left')).toHaveText('Sisa percobaan hari ini: 4 dari 5');
  await expect(page.getByRole('img', { name: 'Foto e-KTP kamu' })).toHaveCount(0);
  const state = (await bankState()) as unknown as IdentityState;
  expect(state.onboarding.ocr.attempts.used).toBe(1);
  expect(nextAction(state)).toBe('OCR');

  // By hand: the magic file name gives the same advice.
  await scanPhoto(page, file);
  await expect(outcome).toContainText(advice);
  await expect(page.getByTestId('ocr-attempts-left')).toHaveText('Sisa percobaan hari ini: 3 dari 5');
  await expect(page.getByRole('button', { name: 'Foto ulang' })).toBeVisible();
  await scanPhoto(page, 'ktp.jpg');
  await expect(page).toHaveURL(/\/ocr\/confirm$/);
}

test.describe('ID scan', () => {
  test('[flow.next-ocr] nextAction OCR opens the ID scan', async ({ page, scenario }) => {
    await scenario('flow.next-ocr');
    await expect(page).toHaveURL(/\/ocr$/);
    await expect(heading(page, 'Foto e-KTP')).toBeVisible();
    await expect(page.getByText('Siapkan e-KTP asli kamu.')).toBeVisible();
  });

  test('[ocr.guidance] a good photo, the refused kinds and the tips; the camera opens after the bridge allows it', async ({
    page,
    scenario,
    expectAccessible,
  }) => {
    await scenario('ocr.guidance');
    await expect(heading(page, 'Foto e-KTP')).toBeVisible();
    await expect(page.getByText('Contoh foto yang baik')).toBeVisible();
    const refused = page.getByRole('list', { name: 'Contoh foto yang ditolak' });
    await expect(refused.getByRole('listitem')).toHaveText(['Buram', 'Terpotong', 'Silau']);
    await expect(page.getByText('Gunakan e-KTP asli, bukan fotokopi atau foto dari layar.')).toBeVisible();
    await expect(page.getByText('Pastikan seluruh sisi e-KTP masuk ke dalam bingkai.')).toBeVisible();
    await expect(page.getByText('Hindari flash dan pantulan cahaya pada e-KTP.')).toBeVisible();

    await page.getByRole('button', { name: 'Ambil Foto e-KTP' }).click();
    await expect(page).toHaveURL(/\/ocr\/camera$/);
    await expect(heading(page, 'Posisikan e-KTP di dalam bingkai')).toBeVisible();
    await expect(page.getByTestId('ocr-attempts-left')).toHaveText('Sisa percobaan hari ini: 5 dari 5');
    await expect(page.getByTestId('ocr-photo-input')).toHaveAttribute('capture', 'environment');
    await expectAccessible();
  });

  test('[ocr.camera-denied] camera access off: the link opens on the prompt to the settings', async ({
    page,
    scenario,
  }) => {
    await openLink(page, 'ocr.camera-denied');
    await expect(page).toHaveURL(/\/ocr\/camera$/);
    await expect(heading(page, 'Akses kamera nonaktif')).toBeVisible();
    await expect(
      page.getByText('Izinkan akses kamera di pengaturan ponsel kamu untuk memotret e-KTP, lalu coba lagi.'),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Buka Pengaturan' }).click();
    await expect(heading(page, 'Akses kamera nonaktif')).toBeVisible();

    // From the guidance, "Ambil Foto e-KTP" asks the same way.
    await scenario('ocr.camera-denied', '/ocr');
    await page.getByRole('button', { name: 'Ambil Foto e-KTP' }).click();
    await expect(heading(page, 'Akses kamera nonaktif')).toBeVisible();
    await expect(page).toHaveURL(/\/ocr$/);
  });

  test('[ocr.success] the link opens on the confirm-data form prefilled with what the bank read', async ({
    page,
    bankState,
  }) => {
    await openLink(page, 'ocr.success');
    const { customer } = (await bankState()) as unknown as IdentityState;
    await expect(page).toHaveURL(/\/ocr\/confirm$/);
    await expect(heading(page, 'Periksa data e-KTP kamu')).toBeVisible();
    await expect(page.getByLabel('NIK')).toHaveValue(nikShownFor(customer.nik));
    await expect(page.getByLabel('Nama lengkap')).toHaveValue(customer.name);
    await expect(page.getByLabel('Tempat lahir')).toHaveValue(customer.birthPlace);
    await expect(
      page.getByRole('button', {
        name: `Tanggal lahir ${shortDate(customer.dateOfBirth.replace(/-/g, ''))}`,
      }),
    ).toBeVisible();
    const gender = customer.gender === 'M' ? 'Laki-laki' : 'Perempuan';
    await expect(page.getByRole('radio', { name: gender })).toBeChecked();

    // A reload keeps the scan (the confirm-data form is not lost).
    await page.reload();
    await expect(page.getByLabel('NIK')).toHaveValue(nikShownFor(customer.nik));

    await page.getByRole('button', { name: 'Data Sudah Benar' }).click();
    await expect(page).toHaveURL(/\/face$/);
    const state = (await bankState()) as unknown as IdentityState;
    expect(nextAction(state)).toBe('FACE_SCANNING');
    expect(state.onboarding.ocr.scannedNik).toBe(customer.nik);
  });

  test('[ocr.blurry] ktp-blurry.jpg: the advice, attempts left, and a retake', async ({
    page,
    scenario,
    bankState,
  }) => {
    await expectRetake(
      { page, scenario, bankState },
      {
        id: 'ocr.blurry',
        file: 'ktp-blurry.jpg',
        title: 'Foto kurang jelas',
        advice: 'Foto e-KTP buram. Pastikan foto jelas dan tidak bergerak.',
      },
    );
  });

  test('[ocr.border-missing] ktp-no-border.jpg: the advice, attempts left, and a retake', async ({
    page,
    scenario,
    bankState,
  }) => {
    await expectRetake(
      { page, scenario, bankState },
      {
        id: 'ocr.border-missing',
        file: 'ktp-no-border.jpg',
        title: 'Sisi e-KTP terpotong',
        advice: 'Seluruh sisi e-KTP harus terlihat di dalam bingkai.',
      },
    );
  });

  test('[ocr.strong-flash] ktp-flash.jpg: the advice, attempts left, and a retake', async ({
    page,
    scenario,
    bankState,
  }) => {
    await expectRetake(
      { page, scenario, bankState },
      {
        id: 'ocr.strong-flash',
        file: 'ktp-flash.jpg',
        title: 'Foto silau',
        advice: 'Terdapat pantulan cahaya pada e-KTP. Hindari flash atau cahaya yang terlalu terang.',
      },
    );
  });

  test('[ocr.unreadable] the link opens on "data unreadable", which offers the manual form', async ({
    page,
    scenario,
  }) => {
    await openLink(page, 'ocr.unreadable');
    const outcome = page.getByTestId('ocr-outcome');
    await expect(outcome).toContainText('Data e-KTP tidak terbaca');
    await expect(outcome).toContainText('Data e-KTP tidak dapat dibaca. Silakan isi data secara manual.');
    await expect(page.getByTestId('ocr-attempts-left')).toHaveText('Sisa percobaan hari ini: 4 dari 5');
    await expect(page.getByRole('button', { name: 'Foto ulang' })).toBeVisible();
    await page.getByRole('button', { name: 'Isi Data Manual' }).click();
    await expect(page).toHaveURL(/\/ocr\/manualinput$/);
    await expect(heading(page, 'Isi data e-KTP')).toBeVisible();

    // By hand: a photo named ktp-unreadable.jpg.
    await scenario('ocr.guidance', '/ocr/camera');
    await scanPhoto(page, 'ktp-unreadable.jpg');
    await expect(outcome).toContainText('Data e-KTP tidak dapat dibaca. Silakan isi data secara manual.');
    await expect(page.getByRole('button', { name: 'Isi Data Manual' })).toBeVisible();
  });

  test('[ocr.manual-input] the manual form checks the section 5 rules; the bank completes the OCR step', async ({
    page,
    scenario,
    bankState,
    expectAccessible,
  }) => {
    await scenario('ocr.manual-input');
    await expect(heading(page, 'Isi data e-KTP')).toBeVisible();
    await expect(page.getByLabel('NIK')).toHaveValue('');
    await expect(page.getByLabel('NIK')).toHaveAttribute('inputmode', 'numeric');

    await page.getByLabel('NIK').fill('31740117');
    await page.getByLabel('Nama lengkap').fill('Budi 99');
    await page.getByLabel('Tempat lahir').click();
    await expect(page.getByText('Silakan masukkan 16 digit Nomor e-KTP.')).toBeVisible();
    await expect(
      page.getByText("Nama hanya boleh berisi huruf, spasi dan tanda baca . , - ' ` ‘"),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Kirim Data' }).click();
    // Birth place, date of birth and gender are still empty.
    await expect(page.getByText('Informasi ini wajib diisi')).toHaveCount(3);
    await expectAccessible();

    await page.getByLabel('NIK').fill('3174015705900003');
    // Section 5: the e-KTP name takes . , - ' ` ‘ as names do.
    await page.getByLabel('Nama lengkap').fill("Siti-Aisyah Nur'aini");
    await page.getByLabel('Tempat lahir').fill('Bandung');
    await pickDate(page, 'Tanggal lahir', '1990-05-17');
    await page.getByText('Perempuan').click();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await page.getByRole('button', { name: 'Kirim Data' }).click();

    await expect(page).toHaveURL(/\/face$/);
    const state = (await bankState()) as unknown as IdentityState;
    expect(nextAction(state)).toBe('FACE_SCANNING');
    expect(state.onboarding.ocr.scannedNik).toBe('3174********0003'); // masked in the view
  });

  test('[ocr.limit-reached] no attempts left today: the limit screen until 00:00 WIB, then the camera again', async ({
    clock,
    page,
    scenario,
  }) => {
    await scenario('ocr.limit-reached');
    await expect(heading(page, 'Batas percobaan hari ini habis')).toBeVisible();
    await expect(
      page.getByText('Batas percobaan foto e-KTP hari ini sudah habis. Silakan coba lagi besok.'),
    ).toBeVisible();
    await expect(page.getByText('Kamu bisa mencoba lagi mulai 22 Nov 2026, 00.00 WIB.')).toBeVisible();

    await clock({ date: '2026-11-22T00:00:00+07:00' });
    await page.reload();
    await expect(page.getByTestId('ocr-attempts-left')).toHaveText('Sisa percobaan hari ini: 5 dari 5');
    await expect(page.getByRole('button', { name: 'Ambil Foto' })).toBeVisible();
  });

  test('[ocr.limit-reached] ktp-limit.jpg uses up the day at once', async ({ page, scenario }) => {
    await scenario('ocr.guidance', '/ocr/camera');
    await scanPhoto(page, 'ktp-limit.jpg');
    await expect(heading(page, 'Batas percobaan hari ini habis')).toBeVisible();
    await expect(page.getByText('Kamu bisa mencoba lagi mulai 22 Nov 2026, 00.00 WIB.')).toBeVisible();
    await page.getByRole('button', { name: 'Kembali ke Beranda' }).click();
    await expect(page).toHaveURL(/\/(\?.*)?$/);
  });

  test('[ocr.different-card] the link opens on another card than the one scanned earlier', async ({
    page,
    bankState,
  }) => {
    await openLink(page, 'ocr.different-card');
    const outcome = page.getByTestId('ocr-outcome');
    await expect(outcome).toContainText('e-KTP berbeda');
    await expect(outcome).toContainText(
      'e-KTP ini berbeda dengan yang kamu foto sebelumnya. Silakan gunakan e-KTP sebelumnya.',
    );

    // By hand: a photo named ktp-other-card.jpg is refused the same way.
    await scanPhoto(page, 'ktp-other-card.jpg');
    await expect(page.getByTestId('ocr-attempts-left')).toHaveText('Sisa percobaan hari ini: 3 dari 5');
    await expect(outcome).toContainText('e-KTP ini berbeda dengan yang kamu foto sebelumnya.');

    // The confirm-data form refuses a typed NIK of another card the same way, under the field.
    const { customer } = (await bankState()) as unknown as IdentityState;
    await scanPhoto(page, 'ktp.jpg');
    await expect(page.getByLabel('NIK')).toHaveValue(nikShownFor(customer.nik));
    const nik = await page.getByLabel('NIK').inputValue();
    const other = nik.slice(0, 12) + (nik.endsWith('0001') ? '0002' : '0001');
    await page.getByLabel('NIK').fill(other);
    await page.getByRole('button', { name: 'Data Sudah Benar' }).click();
    await expect(
      page.getByText('e-KTP ini berbeda dengan yang kamu foto sebelumnya. Silakan gunakan e-KTP sebelumnya.'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/ocr\/confirm$/);
  });

  test('[ocr.success] [face.success] the whole identity walk: scan, confirm, face, and the flow reaches OTP_VALIDATE', async ({
    page,
    scenario,
    bankState,
  }) => {
    await scenario('flow.next-ocr');
    await expect(page).toHaveURL(/\/ocr$/);
    await page.getByRole('button', { name: 'Ambil Foto e-KTP' }).click();
    await scanPhoto(page, 'ktp.jpg');
    await page.getByRole('button', { name: 'Data Sudah Benar' }).click();

    await expect(page).toHaveURL(/\/face$/);
    await page.getByRole('button', { name: 'Mulai Verifikasi' }).click();
    await page.getByTestId('face-photo-input').setInputFiles(photoFile('selfie.jpg'));
    await expect(heading(page, 'Wajah berhasil diverifikasi')).toBeVisible();
    await page.getByRole('button', { name: 'Lanjutkan' }).click();

    await expect(page).toHaveURL(/\/otp\?usage=PAYLATER_APPLY/);
    expect(nextAction((await bankState()) as unknown as IdentityState)).toBe('OTP_VALIDATE');
  });

  test("[ocr.blurry] in English: the screens and the bank's advice", async ({ page, scenario }) => {
    // The phone reports an English locale (as lang.english seeds it): screens and bank answer in English.
    await overrideDevice(page, { locale: 'en-US' });
    await scenario('ocr.blurry');
    await expect(heading(page, 'Place your e-KTP inside the frame')).toBeVisible();
    // The advice of the scan before this visit, in the bank's English words.
    await expect(page.getByTestId('ocr-outcome')).toContainText(
      'The e-KTP photo is blurry. Make sure the photo is sharp and steady.',
    );
    await page.getByTestId('ocr-photo-input').setInputFiles(photoFile('ktp-blurry.jpg'));
    await page.getByRole('button', { name: 'Use Photo' }).click();
    await expect(page.getByTestId('ocr-outcome')).toContainText(
      'The e-KTP photo is blurry. Make sure the photo is sharp and steady.',
    );
    await expect(page.getByTestId('ocr-attempts-left')).toHaveText('Attempts left today: 3 of 5');
  });
});
