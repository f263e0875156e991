import { openLink } from './bank-helpers';
import { expect, test, type Page } from './fixtures';
import { heading } from './form-helpers';
import { photoFile } from './photo-files';
import { overrideDevice } from './device';

interface FaceState {
  onboarding: {
    flows: Array<{ bizServiceId: string; steps: string[]; done: number; seq: { faceSeqNo: string } }>;
    face: { attempts: { used: number } };
  };
}

const nextAction = (state: FaceState) => {
  const flow = state.onboarding.flows.find((f) => f.bizServiceId === 'PAYLATER_APPLY')!;
  return flow.steps[flow.done] ?? '';
};

/** From the education screen: start, then the selfie the phone's front camera gives. */
async function takeSelfie(page: Page, name: string) {
  await page.getByRole('button', { name: 'Mulai Verifikasi' }).click();
  await expect(heading(page, 'Posisikan wajah di dalam oval')).toBeVisible();
  await page.getByTestId('face-photo-input').setInputFiles(photoFile(name));
}

interface Fixtures {
  page: Page;
  scenario: (id: string, path?: string) => Promise<void>;
  bankState: () => Promise<Record<string, unknown>>;
}

/**
 * A refused selfie of today: the link opens on the retry screen with its reason and the bank's advice; the
 * magic file does the same by hand, with the attempts left; then a pass.
 */
async function expectRetry(
  { page, bankState }: Fixtures,
  { id, file, reason, advice }: { id: string; file: string; reason: string; advice: string },
) {
  await openLink(page, id);
  const retry = page.getByTestId('face-retry');
  await expect(heading(page, 'Verifikasi wajah belum berhasil')).toBeVisible();
  await expect(retry).toContainText(reason);
  await expect(retry).toContainText(advice);
  const state = (await bankState()) as unknown as FaceState;
  expect(state.onboarding.face.attempts.used).toBe(1);
  expect(nextAction(state)).toBe('FACE_SCANNING');

  // By hand: the magic file name gives the same advice, with the attempts left.
  await page.getByRole('button', { name: 'Coba Lagi' }).click();
  await page.getByTestId('face-photo-input').setInputFiles(photoFile(file));
  await expect(retry).toContainText(advice);
  await expect(page.getByTestId('face-attempts-left')).toHaveText('Sisa percobaan hari ini: 3 dari 5');

  await page.getByRole('button', { name: 'Coba Lagi' }).click();
  await page.getByTestId('face-photo-input').setInputFiles(photoFile('face.jpg'));
  await expect(heading(page, 'Wajah berhasil diverifikasi')).toBeVisible();
}

test.describe('face detection', () => {
  test('[flow.next-face] nextAction FACE_SCANNING opens face detection', async ({ page, scenario }) => {
    await scenario('flow.next-face');
    await expect(page).toHaveURL(/\/face$/);
    await expect(heading(page, 'Verifikasi Wajah')).toBeVisible();
  });

  test('[face.education] light, no accessories, the face in the oval; start opens the front camera', async ({
    page,
    scenario,
    expectAccessible,
  }) => {
    await scenario('face.education');
    await expect(heading(page, 'Verifikasi Wajah')).toBeVisible();
    await expect(page.getByText('Cari tempat yang terang, hindari cahaya dari belakang.')).toBeVisible();
    await expect(page.getByText('Lepaskan kacamata, masker dan topi.')).toBeVisible();
    await expect(page.getByText('Posisikan seluruh wajah kamu di dalam oval.')).toBeVisible();

    await page.getByRole('button', { name: 'Mulai Verifikasi' }).click();
    await expect(heading(page, 'Posisikan wajah di dalam oval')).toBeVisible();
    await expect(page.getByRole('img', { name: 'Oval untuk wajah' })).toBeVisible();
    await expect(page.getByTestId('face-photo-input')).toHaveAttribute('capture', 'user');
    await expect(page.getByRole('button', { name: 'Ambil Foto Wajah' })).toBeVisible();
    await expectAccessible();
  });

  test('[face.success] the link opens on the passed check; it completes FACE_SCANNING and goes on to OTP', async ({
    page,
    bankState,
  }) => {
    await openLink(page, 'face.success');
    await expect(heading(page, 'Wajah berhasil diverifikasi')).toBeVisible();
    let state = (await bankState()) as unknown as FaceState;
    expect(state.onboarding.face.attempts.used).toBe(1);

    await page.getByRole('button', { name: 'Lanjutkan' }).click();
    await expect(page).toHaveURL(/\/otp\?usage=PAYLATER_APPLY/);
    state = (await bankState()) as unknown as FaceState;
    expect(nextAction(state)).toBe('OTP_VALIDATE');
  });

  test('[face.success] a selfie the bank passes; a reload opens on the success again', async ({
    page,
    scenario,
    bankState,
  }) => {
    await scenario('face.education');
    await takeSelfie(page, 'face.jpg');
    await expect(heading(page, 'Wajah berhasil diverifikasi')).toBeVisible();
    expect(((await bankState()) as unknown as FaceState).onboarding.face.attempts.used).toBe(1);
    // The bank remembers the result.
    await page.reload();
    await expect(heading(page, 'Wajah berhasil diverifikasi')).toBeVisible();
  });

  test('[face.blurry] [face.retry] face-blurry.jpg: the retry screen with the advice and the attempts left', async ({
    page,
    scenario,
    bankState,
  }) => {
    await expectRetry(
      { page, scenario, bankState },
      {
        id: 'face.blurry',
        file: 'face-blurry.jpg',
        reason: 'Foto wajah buram',
        advice: 'Wajah kamu tidak terlihat jelas. Tahan ponsel dengan stabil dan coba lagi.',
      },
    );
  });

  test('[face.low-light] [face.retry] face-dark.jpg: the retry screen with the advice and the attempts left', async ({
    page,
    scenario,
    bankState,
  }) => {
    await expectRetry(
      { page, scenario, bankState },
      {
        id: 'face.low-light',
        file: 'face-dark.jpg',
        reason: 'Tempat terlalu gelap',
        advice: 'Cahaya kurang. Pindah ke tempat yang lebih terang dan coba lagi.',
      },
    );
  });

  test('[face.accessories] [face.retry] face-accessories.jpg: the retry screen with the advice and the attempts left', async ({
    page,
    scenario,
    bankState,
  }) => {
    await expectRetry(
      { page, scenario, bankState },
      {
        id: 'face.accessories',
        file: 'face-accessories.jpg',
        reason: 'Wajah tertutup aksesori',
        advice: 'Lepaskan aksesori seperti kacamata, masker atau topi, lalu coba lagi.',
      },
    );
  });

  test('[face.retry] after an unsuccessful attempt the screen opens on the retry', async ({
    page,
    scenario,
  }) => {
    await scenario('face.retry');
    await expect(heading(page, 'Verifikasi wajah belum berhasil')).toBeVisible();
    await expect(page.getByText('Percobaan sebelumnya belum berhasil')).toBeVisible();
    await expect(page.getByText('Lepaskan kacamata, masker dan topi.')).toBeVisible();
    await page.getByRole('button', { name: 'Coba Lagi' }).click();
    await page.getByTestId('face-photo-input').setInputFiles(photoFile('face-blurry.jpg'));
    await expect(page.getByTestId('face-attempts-left')).toHaveText('Sisa percobaan hari ini: 3 dari 5');
  });

  test('[face.limit-reached] no attempts left today: the limit screen until 00:00 WIB, then the check again', async ({
    clock,
    page,
    scenario,
  }) => {
    await scenario('face.limit-reached');
    await expect(heading(page, 'Batas percobaan hari ini habis')).toBeVisible();
    await expect(
      page.getByText('Batas percobaan deteksi wajah hari ini sudah habis. Silakan coba lagi besok.'),
    ).toBeVisible();
    await expect(page.getByText('Kamu bisa mencoba lagi mulai 22 Nov 2026, 00.00 WIB.')).toBeVisible();

    await clock({ advanceDays: 1 });
    await page.reload();
    await expect(heading(page, 'Verifikasi Wajah')).toBeVisible();
    await takeSelfie(page, 'face.jpg');
    await expect(heading(page, 'Wajah berhasil diverifikasi')).toBeVisible();
  });

  test('[face.limit-reached] face-limit.jpg uses up the day at once', async ({ page, scenario }) => {
    await scenario('face.education');
    await takeSelfie(page, 'face-limit.jpg');
    await expect(heading(page, 'Batas percobaan hari ini habis')).toBeVisible();
    await expect(page.getByText('Kamu bisa mencoba lagi mulai 22 Nov 2026, 00.00 WIB.')).toBeVisible();
  });

  test('[ocr.camera-denied] face detection asks the bridge for the camera too', async ({
    page,
    scenario,
    expectAccessible,
  }) => {
    // The phone answers the camera request with status 0 (as ocr.camera-denied seeds it).
    await overrideDevice(page, { camera: 'denied' });
    await scenario('face.education');
    await page.getByRole('button', { name: 'Mulai Verifikasi' }).click();
    await expect(heading(page, 'Akses kamera nonaktif')).toBeVisible();
    await expect(
      page.getByText(
        'Izinkan akses kamera di pengaturan ponsel kamu untuk verifikasi wajah, lalu coba lagi.',
      ),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Buka Pengaturan' })).toBeVisible();
    await expectAccessible();
  });
});
