import type { Locator } from '@playwright/test';
import { openLink } from './bank-helpers';
import { controlOf, expect, holdClock, test, type Page } from './fixtures';
import { heading } from './form-helpers';

const START_HEADING = 'Verifikasi lewat video call';
const SESSION_ID = 'VB2026112110000001';

/** An outside event the bank receives (the agent picks up or finishes the call). */
async function simulate(page: Page, event: 'agent-pickup' | 'agent-finish') {
  await controlOf(page).call('POST', `/simulate/${event}`, {});
}

/**
 * Moves the page's clock 2000 ms at a time (the status poll) until `done` is visible. Playwright's clock
 * also runs on by itself, so a poll may already have happened: wait on what appears, not on a count.
 */
async function pollUntil(page: Page, done: Locator) {
  // Not a fixed count of moves: on a loaded machine a poll's answer can land after the next move.
  await expect
    .poll(
      async () => {
        if (await done.isVisible()) return true;
        await page.clock.runFor(2000);
        return done.isVisible();
      },
      { timeout: 30_000 },
    )
    .toBe(true);
}

/** antd-mobile fades a dialog in from JS: judge the screen once the fade is over (axe is slow here). */
async function dialogSettled(page: Page) {
  await expect(page.locator('.adm-center-popup-wrap > div').first()).toHaveCSS('opacity', '1');
  await expect(page.locator('.adm-mask').first()).toHaveCSS('opacity', '1');
}

/** The flow went on to its next step (the PIN): the screen of that step replaced video banking. */
async function leftForNextStep(page: Page) {
  await expect(page).not.toHaveURL(/\/video-banking/);
  await expect(page).toHaveURL(/pin/);
}

async function moveBankClock(page: Page, data: { date: string } | { advanceMinutes: number }) {
  await controlOf(page).clock(data);
}

interface VbSlice {
  onboarding: {
    vb: { sessions: Array<{ sessionId: string; status: string }> };
    flows: Array<{ bizServiceId: string; done: number; seq: { vbSeqNo: string } }>;
  };
}

const paylaterFlow = (state: VbSlice) =>
  state.onboarding.flows.find((f) => f.bizServiceId === 'PAYLATER_APPLY')!;

test.describe('video banking', () => {
  test('[flow.next-video-banking] nextAction VEDIO_BANKING opens video banking', async ({
    page,
    scenario,
  }) => {
    await scenario('flow.next-video-banking');
    await expect(page).toHaveURL(/\/video-banking$/);
    await expect(heading(page, START_HEADING)).toBeVisible();
  });

  test('[vb.start] what happens, what to prepare, hours and attempts; the form joins the queue', async ({
    page,
    scenario,
    bankState,
    expectAccessible,
  }) => {
    await scenario('vb.start');
    await expect(heading(page, START_HEADING)).toBeVisible();
    await expect(page.getByText('e-KTP asli milik kamu')).toBeVisible();
    await expect(page.getByText('Tempat yang tenang dan terang')).toBeVisible();
    await expect(page.getByText('Setiap hari, 08.00–20.00 WIB')).toBeVisible();
    await expect(page.getByTestId('vb-attempts-left')).toHaveText('Sisa percobaan hari ini: 3 dari 3');
    // The current address starts from the saved Pay Later form.
    await expect(page.getByLabel('Alamat kamu saat ini')).not.toHaveValue('');

    const mother = page.getByLabel('Nama depan ibu kandung');
    await page.getByRole('button', { name: 'Mulai video call' }).click();
    await expect(page.getByText('Informasi ini wajib diisi')).toBeVisible();
    await mother.fill('Ibu Kartini');
    await mother.blur();
    await expect(
      page.getByText('Tulis nama ibu kandung sesuai Kartu Keluarga, tanpa sapaan seperti Ibu atau Mama.'),
    ).toBeVisible();
    await expectAccessible();

    await mother.fill('Kartini');
    await page.getByRole('button', { name: 'Mulai video call' }).click();
    await expect(page).toHaveURL(/\/video-banking\/session\?id=VB\d{16}$/);
    await expect(heading(page, 'Kamu sedang dalam antrean')).toBeVisible();
    const state = (await bankState()) as unknown as VbSlice;
    expect(state.onboarding.vb.sessions).toEqual([
      // The name said is kept, the state view hides it (decision 0032).
      expect.objectContaining({ status: 'QUEUING', motherFirstName: '[redacted]' }),
    ]);
  });

  test('[vb.start] camera access off: the phone settings are offered, nobody joins the queue', async ({
    page,
    scenario,
    bankState,
    expectAccessible,
  }) => {
    await scenario('vb.start-camera-off');
    await page.getByLabel('Nama depan ibu kandung').fill('Kartini');
    await page.getByRole('button', { name: 'Mulai video call' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('Akses kamera nonaktif')).toBeVisible();
    await expect(dialog.getByText('Video banking butuh kamera.', { exact: false })).toBeVisible();
    await dialogSettled(page);
    await expectAccessible();
    await dialog.getByRole('button', { name: 'Buka pengaturan' }).click();
    await expect(dialog).toBeHidden();
    await expect(heading(page, START_HEADING)).toBeVisible();
    const state = (await bankState()) as unknown as VbSlice;
    expect(state.onboarding.vb.sessions).toEqual([]);
  });

  test('[vb.queue] the place in the queue and the wait go down as the bank is polled', async ({
    page,
    scenario,
  }) => {
    await page.clock.install();
    await scenario('vb.queue');
    // The start screen resumes the open session.
    await expect(page).toHaveURL(new RegExp(`/video-banking/session\\?id=${SESSION_ID}$`));
    await expect(heading(page, 'Kamu sedang dalam antrean')).toBeVisible();
    const position = page.getByTestId('vb-queue-position');
    const wait = page.getByTestId('vb-queue-wait');
    await expect(position).toHaveText(/^[1-4]$/);
    // Held: the places change only as the test moves the clock (each move also hands over the last answer).
    await holdClock(page);
    await expect(page.getByText('Menunggu petugas...')).toBeVisible();

    // Each status poll moves it one place; the wait is a minute a place.
    const placeNow = async () => Number(await position.textContent());
    const before = await placeNow();
    await expect
      .poll(async () => {
        await page.clock.runFor(2000);
        return placeNow();
      })
      .toBeLessThan(before);
    await expect(async () => {
      const place = await placeNow();
      expect(await wait.textContent()).toBe(`± ${place} menit`);
    }).toPass();
    // At place 0 an agent takes the call (connecting, then connected).
    await pollUntil(page, page.getByTestId('vb-connecting').or(page.getByTestId('vb-connected')));
  });

  test('[vb.cancel-confirm] leaving the queue asks first; confirmed, the place is given up', async ({
    page,
    scenario,
    bankState,
    expectAccessible,
  }) => {
    await scenario('vb.cancel-confirm');
    await expect(heading(page, 'Kamu sedang dalam antrean')).toBeVisible();
    await page.getByRole('button', { name: 'Keluar dari antrean' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('Keluar dari antrean?')).toBeVisible();
    await expect(
      dialog.getByText('Posisi antrean kamu akan hilang, dan percobaan ini tetap dihitung.'),
    ).toBeVisible();
    await dialogSettled(page);
    await expectAccessible();
    await dialog.getByRole('button', { name: 'Tetap di antrean' }).click();
    await expect(dialog).toBeHidden();
    await expect(heading(page, 'Kamu sedang dalam antrean')).toBeVisible();

    // The back button asks the same.
    await page.getByRole('button', { name: 'Kembali', exact: true }).click();
    await expect(dialog.getByText('Keluar dari antrean?')).toBeVisible();
    await dialog.getByRole('button', { name: 'Keluar', exact: true }).click();
    await expect(page).toHaveURL(/\/video-banking$/);
    await expect(page.getByText('Kamu sudah keluar dari antrean.')).toBeVisible();
    await expect(heading(page, START_HEADING)).toBeVisible();
    await expect(page.getByTestId('vb-attempts-left')).toHaveText('Sisa percobaan hari ini: 2 dari 3');
    const state = (await bankState()) as unknown as VbSlice;
    expect(state.onboarding.vb.sessions[0]).toMatchObject({ sessionId: SESSION_ID, status: 'LEFT' });
  });

  test('[vb.cancel-confirm] ending the call asks first, then leaves it', async ({
    page,
    scenario,
    bankState,
  }) => {
    await scenario('vb.connected');
    await page.getByRole('button', { name: 'Akhiri panggilan' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('Akhiri panggilan?')).toBeVisible();
    await expect(
      dialog.getByText('Verifikasi belum selesai. Panggilan ini tetap dihitung sebagai satu percobaan.'),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Akhiri', exact: true }).click();
    await expect(heading(page, START_HEADING)).toBeVisible();
    const state = (await bankState()) as unknown as VbSlice;
    expect(state.onboarding.vb.sessions[0]!.status).toBe('LEFT');
  });

  test('[vb.connecting] an agent took the call; after a few polls it connects', async ({
    page,
    scenario,
  }) => {
    await page.clock.install();
    await scenario('vb.connecting');
    await expect(heading(page, 'Menghubungkan ke petugas...')).toBeVisible();
    await expect(page.getByText('Mohon tunggu sebentar, jangan tutup halaman ini.')).toBeVisible();
    await pollUntil(page, page.getByTestId('vb-connected'));
  });

  test('[vb.connected] in the call; the agent finishes it, the call passes and the flow goes on', async ({
    page,
    scenario,
    bankState,
  }) => {
    await page.clock.install();
    await scenario('vb.connected');
    await expect(page.getByRole('img', { name: 'Video petugas' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Kamera kamu' })).toBeVisible();
    await expect(page.getByText('Tersambung')).toBeVisible();
    const timer = page.getByTestId('vb-call-timer');
    await expect(timer).toHaveText(/^00:0\d$/);
    await page.clock.runFor(10_000);
    await expect(timer).toHaveText(/^00:[1-2]\d$/);
    await expect(page.getByRole('button', { name: 'Akhiri panggilan' })).toBeVisible();

    await simulate(page, 'agent-finish');
    await page.clock.runFor(2000);
    await leftForNextStep(page);
    const state = (await bankState()) as unknown as VbSlice;
    expect(paylaterFlow(state)).toMatchObject({ done: 2, seq: { vbSeqNo: SESSION_ID } });
    expect(state.onboarding.vb.sessions[0]!.status).toBe('FINISHED');
  });

  test('[vb.connect-failed] the link opens on the failed connection; retry joins the queue again', async ({
    page,
    bankState,
  }) => {
    await page.clock.install();
    await openLink(page, 'vb.connect-failed');
    await expect(page.getByTestId('vb-connect-failed')).toBeVisible();
    await expect(heading(page, 'Gagal terhubung ke petugas')).toBeVisible();
    await expect(
      page.getByText(
        'Panggilan terputus sebelum tersambung. Pastikan koneksi internet kamu stabil, lalu coba lagi.',
      ),
    ).toBeVisible();
    await expect(page.getByTestId('vb-attempts-left')).toHaveText('Sisa percobaan hari ini: 2 dari 3');

    // Opened from a link, nothing was typed in this visit: the start screen asks again.
    await page.getByRole('button', { name: 'Coba lagi' }).click();
    await expect(heading(page, START_HEADING)).toBeVisible();
    await page.getByLabel('Nama depan ibu kandung').fill('Kartini');
    await page.getByRole('button', { name: 'Mulai video call' }).click();
    await expect(heading(page, 'Kamu sedang dalam antrean')).toBeVisible();
    await simulate(page, 'agent-pickup');
    await pollUntil(page, page.getByTestId('vb-connected'));
    const state = (await bankState()) as unknown as VbSlice;
    expect(state.onboarding.vb.sessions.map((s) => s.status)).toEqual(['FAILED', 'CONNECTED']);
  });

  test('[vb.schedule-later] outside service hours: the next opening; within them, the start', async ({
    page,
    scenario,
  }) => {
    await scenario('vb.schedule-later');
    await expect(heading(page, 'Di luar jam layanan')).toBeVisible();
    await expect(
      page.getByText(
        'Video banking tersedia setiap hari pukul 08.00–20.00 WIB. Silakan lakukan video call di jam layanan.',
      ),
    ).toBeVisible();
    await expect(page.getByText('Layanan berikutnya dibuka')).toBeVisible();
    await expect(page.getByText('Minggu, 22 Nov 2026')).toBeVisible();
    await expect(page.getByText('08.00 WIB', { exact: true })).toBeVisible();

    await moveBankClock(page, { date: '2026-11-22T08:00:00+07:00' });
    await page.reload();
    await expect(heading(page, START_HEADING)).toBeVisible();
  });

  test('[vb.schedule-later] the link opens on a queue the end of the service hours closed', async ({
    page,
    bankState,
  }) => {
    await openLink(page, 'vb.queue-closed');
    await expect(page.getByTestId('vb-schedule-later')).toBeVisible();
    await expect(heading(page, 'Di luar jam layanan')).toBeVisible();
    await expect(
      page.getByText('Jam layanan berakhir sebelum petugas tersedia, jadi antrean kamu ditutup.', {
        exact: false,
      }),
    ).toBeVisible();
    await expect(page.getByText('Minggu, 22 Nov 2026')).toBeVisible();
    const state = (await bankState()) as unknown as VbSlice;
    expect(state.onboarding.vb.sessions[0]!.status).toBe('CLOSED');
  });

  test('[vb.schedule-later] a session still queuing when the service hours end closes', async ({
    page,
    scenario,
    bankState,
  }) => {
    await page.clock.install();
    await scenario('vb.queue');
    await expect(page.getByTestId('vb-queue')).toBeVisible();
    await moveBankClock(page, { date: '2026-11-21T20:00:10+07:00' });
    await pollUntil(page, page.getByTestId('vb-schedule-later'));
    await expect(
      page.getByText('Jam layanan berakhir sebelum petugas tersedia, jadi antrean kamu ditutup.', {
        exact: false,
      }),
    ).toBeVisible();
    const state = (await bankState()) as unknown as VbSlice;
    expect(state.onboarding.vb.sessions[0]!.status).toBe('CLOSED');
  });

  test('[vb.limit-reached] every attempt of today used; released at 00:00 WIB', async ({
    page,
    scenario,
  }) => {
    await scenario('vb.limit-reached');
    await expect(heading(page, 'Percobaan hari ini sudah habis')).toBeVisible();
    await expect(
      page.getByText('Kamu sudah memakai 3 kesempatan video banking hari ini. Silakan coba lagi besok.'),
    ).toBeVisible();
    await expect(page.getByText('Kamu bisa mencoba lagi mulai 22 Nov 2026, 00.00 WIB.')).toBeVisible();

    await moveBankClock(page, { date: '2026-11-22T09:00:00+07:00' });
    await page.reload();
    await expect(heading(page, START_HEADING)).toBeVisible();
    await expect(page.getByTestId('vb-attempts-left')).toHaveText('Sisa percobaan hari ini: 3 dari 3');
  });

  test('[vb.not-entitled] no bigger limit, the application still reviewed; continue goes on', async ({
    page,
    scenario,
    bankState,
  }) => {
    await scenario('vb.not-entitled');
    await expect(heading(page, 'Kamu belum memenuhi syarat untuk limit yang lebih besar')).toBeVisible();
    await expect(
      page.getByText(
        'Pengajuan kamu tetap kami tinjau dengan limit yang ada. Lanjutkan untuk menyelesaikan pengajuan.',
      ),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Lanjutkan' }).click();
    await leftForNextStep(page);
    const state = (await bankState()) as unknown as VbSlice;
    expect(paylaterFlow(state).done).toBe(2);
    expect(state.onboarding.vb.sessions).toEqual([]);
  });

  test('[vb.not-entitled] the link opens on a passed call the anti-fraud check reviews: not entitled', async ({
    page,
    bankState,
  }) => {
    await openLink(page, 'vb.review-after-call');
    await expect(page.getByTestId('vb-not-entitled')).toBeVisible();
    await expect(heading(page, 'Kamu belum memenuhi syarat untuk limit yang lebih besar')).toBeVisible();
    await page.getByRole('button', { name: 'Lanjutkan' }).click();
    await leftForNextStep(page);
    expect(paylaterFlow((await bankState()) as unknown as VbSlice).done).toBe(2);
  });

  test('[vb.failed] the agent could not verify the face: what failed, attempts left, a new try', async ({
    page,
    scenario,
  }) => {
    await scenario('vb.failed');
    await expect(heading(page, 'Video banking belum berhasil')).toBeVisible();
    await expect(page.getByText('Petugas belum dapat memverifikasi data kamu.')).toBeVisible();
    await expect(page.getByText('Wajah tidak sesuai dengan foto e-KTP')).toBeVisible();
    await expect(page.getByTestId('vb-attempts-left')).toHaveText('Sisa percobaan hari ini: 2 dari 3');
    await page.getByRole('button', { name: 'Coba lagi' }).click();
    await expect(heading(page, START_HEADING)).toBeVisible();
  });
});
