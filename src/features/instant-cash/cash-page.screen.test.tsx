// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { rp } from '../../testing/expected-text';
import { renderScreen, textOf, type RenderedScreen } from '../../testing/render-screen';

interface CashCase {
  /** The state's id in square brackets first (the scenario's too), then what is proven. */
  title: string;
  heading: string;
  /** Texts on the screen, word for word (each in one element, as Playwright's getByText finds it). */
  texts: string[];
  /** The withdrawal's button is there, or not at all. */
  withdraw: boolean;
  /** Other buttons the screen offers. */
  buttons?: string[];
  /** What the bank answers a loan asked for anyway. */
  loanRefusal?: string;
  /** Tapping 'Tarik dana' leads to the amount step. */
  toAmount?: boolean;
}

const cases: CashCase[] = [
  {
    title: '[cash.intro] what Instant Cash is, the cash limit, and the way to the amount',
    heading: 'Instant Cash',
    texts: [
      'Limit Instant Cash kamu',
      'Penarikan lebih dari Rp500.000',
      'Cair dalam hitungan detik',
      'Satu kali setiap bulan',
    ],
    withdraw: true,
    toAmount: true,
  },
  {
    title: '[cash.repay-first] overdue: repay first, no withdrawal',
    heading: 'Lunasi tagihan yang terlambat dulu',
    texts: [
      'Pay Later tidak tersedia karena ada tagihan yang terlambat. Lunasi semua tagihan terlebih dahulu.',
      'Tagihan terlambat 5 hari',
    ],
    withdraw: false,
    buttons: ['Ke beranda Pay Later'],
    loanRefusal: '80461005',
  },
  {
    title: '[cash.not-available] cash limit below the minimum loan amount: explained, no withdrawal',
    heading: 'Instant Cash belum tersedia',
    texts: [
      'Instant Cash tidak tersedia karena limit kamu di bawah jumlah pinjaman minimum.',
      'Rp400.000',
      'Penarikan harus lebih dari Rp500.000.',
    ],
    withdraw: false,
  },
  {
    title: '[cash.only-pay] cash limit 0: the limit only pays, no withdrawal',
    heading: 'Limit kamu khusus untuk belanja',
    texts: ['Limit kamu hanya dapat digunakan untuk belanja dengan Pay Later.', 'Limit belanja tersedia'],
    withdraw: false,
  },
];

const stateOf = (title: string) => /^\[([^\]]+)\]/.exec(title)?.[1] ?? title;

async function expectRefused(view: RenderedScreen, code: string) {
  const refused = await view.bankCall('/core/trans/try/loan', { LOAN_INIT_PRIN: '600000' });
  expect(refused.ret_code).toBe(code);
}

describe('Instant Cash, against the bank’s core', () => {
  for (const c of cases) {
    test(c.title, async () => {
      const view = await renderScreen(stateOf(c.title));
      await screen.findByRole('heading', { name: c.heading });
      for (const text of c.texts) expect(screen.getByText(text, { exact: false })).toBeTruthy();
      const withdraw = screen.queryAllByRole('button', { name: 'Tarik dana' });
      expect(withdraw).toHaveLength(c.withdraw ? 1 : 0);
      for (const name of c.buttons ?? []) expect(screen.getByRole('button', { name })).toBeTruthy();
      if (c.loanRefusal) await expectRefused(view, c.loanRefusal);
      if (c.toAmount) {
        fireEvent.click(withdraw[0]!);
        await waitFor(() => expect(view.location()).toBe('/paylater/cash?step=amount'));
        await screen.findByRole('textbox', { name: 'Jumlah penarikan' });
      }
    });
  }
});

interface Quote {
  LOAN_LIST: Array<{ LOAN_INIT_TERM: string; SCHEDULE_LIST: Array<{ AMOUNT: string }> }>;
}

/** A summary row's figure (dt label, dd value), as the user reads it beside its label. */
const rowValue = (label: string) =>
  textOf(screen.getAllByText(label, { selector: 'dt' })[0]?.nextElementSibling ?? null);

/** The first and last instalment of Rp2.000.000 over 3 months as the bank's try/loan schedules them. */
async function firstAndLast(view: RenderedScreen) {
  const quote = await view.bankCall<Quote>('/core/trans/try/loan', { LOAN_INIT_PRIN: '2000000' });
  const schedule = quote.ret_data.LOAN_LIST.find((o) => o.LOAN_INIT_TERM === '3')!.SCHEDULE_LIST;
  const first = schedule[0]!.AMOUNT;
  const last = schedule.at(-1)!.AMOUNT;
  // The rounding lands on the last instalment: the case the screens must not hide.
  expect(first).not.toBe(last);
  return { first, last };
}

describe('Instant Cash tells each month as the bank schedules it', () => {
  test('[cash.available] the amount step shows the first instalment, and the last where it differs', async () => {
    const view = await renderScreen('cash.available', {
      path: '/paylater/cash?step=amount&amount=2000000&term=3',
    });
    const { first, last } = await firstAndLast(view);
    await waitFor(() => expect(textOf(screen.getByTestId('cash-monthly'))).toBe(rp(first)));
    expect(screen.getByText('Cicilan pertama')).toBeTruthy();
    expect(textOf(screen.getByTestId('cash-monthly-last'))).toBe(`Cicilan terakhir ${rp(last)}`);
  });

  test('[cash.available] in English, the confirm step shows the first and the last instalment', async () => {
    const view = await renderScreen('cash.available', {
      path: '/paylater/cash/confirm?amount=2000000&term=3',
      lang: 'en',
    });
    const { first, last } = await firstAndLast(view);
    await screen.findByTestId('cash-confirm-amount');
    expect(rowValue('First instalment')).toBe(rp(first));
    expect(rowValue('Last instalment')).toBe(rp(last));
    expect(screen.queryByText('Monthly instalment', { selector: 'dt' })).toBeNull();
  });

  test('[cash.result-success] the receipt shows the first and last instalment as booked', async () => {
    const view = await renderScreen('cash.result-success', { path: '/paylater/cash/receipt' });
    const receipt = await view.bankCall<{
      LOAN_LIST: Array<{ SCHEDULE_LIST: Array<{ TOTAL_AMT: string }> }>;
    }>('/core/trans/query/loan_receipt', { REF_NBR_LIST: [] });
    const schedule = receipt.ret_data.LOAN_LIST[0]!.SCHEDULE_LIST;
    expect(schedule[0]!.TOTAL_AMT).not.toBe(schedule.at(-1)!.TOTAL_AMT);
    await screen.findByTestId('cash-receipt-page');
    expect(rowValue('Cicilan pertama')).toBe(rp(schedule[0]!.TOTAL_AMT));
    expect(rowValue('Cicilan terakhir')).toBe(rp(schedule.at(-1)!.TOTAL_AMT));
  });

  for (const [lang, unpaid] of [
    ['id', 'Belum dibayar'],
    ['en', 'Unpaid'],
  ] as const) {
    test(`[cash.result-success] ${lang}: the receipt's schedule says each term's status as the bill and the history do`, async () => {
      const view = await renderScreen('cash.result-success', { path: '/paylater/cash/receipt', lang });
      await screen.findByTestId('cash-receipt-page');
      const tags = await screen.findAllByTestId('cash-term-status');
      const receipt = await view.bankCall<{ LOAN_LIST: Array<{ SCHEDULE_LIST: unknown[] }> }>(
        '/core/trans/query/loan_receipt',
        { REF_NBR_LIST: [] },
      );
      expect(tags).toHaveLength(receipt.ret_data.LOAN_LIST[0]!.SCHEDULE_LIST.length);
      // The shared status tag (shared/ui/payment-status): the schedule's words and amber, not its own grey.
      for (const tag of tags) {
        expect(textOf(tag)).toBe(unpaid);
        expect(tag.className).toContain('status-tag--due-soon');
      }
      expect(screen.queryByText('Not paid yet')).toBeNull();
    });
  }
});

describe('Instant Cash after this month’s withdrawal', () => {
  test('[cash.once-per-month] the intro says it is taken and when it opens again, with no way to withdraw', async () => {
    await renderScreen('cash.once-per-month', { path: '/paylater/cash' });
    await screen.findByRole('heading', { name: 'Kamu sudah menarik Instant Cash bulan ini' });
    expect(screen.getByText('Kamu dapat menarik lagi mulai 1 Des 2026.')).toBeTruthy();
    expect(screen.queryAllByRole('button', { name: 'Tarik dana' })).toHaveLength(0);
  });
});

describe('Instant Cash result', () => {
  test('[cash.result-success] the result shows what reached the account beside the loan amount', async () => {
    const view = await renderScreen('cash.result-success');
    await screen.findByRole('heading', { name: 'Penarikan berhasil' });
    const receipt = await view.bankCall<{
      LOAN_LIST: Array<{ LOAN_INIT_PRIN: string; LOAN_REAL_AMT: string }>;
    }>('/core/trans/query/loan_receipt', { REF_NBR_LIST: [] });
    const loan = receipt.ret_data.LOAN_LIST[0]!;
    expect(Number(loan.LOAN_REAL_AMT)).toBeLessThan(Number(loan.LOAN_INIT_PRIN));
    expect(screen.getByText(rp(loan.LOAN_INIT_PRIN))).toBeTruthy();
    expect(textOf(screen.getByTestId('cash-result-received'))).toBe(
      `Dana yang kamu terima ${rp(loan.LOAN_REAL_AMT)}`,
    );
  });
});

describe('Instant Cash gates of section 6', () => {
  for (const profile of ['full', 'spec'] as const) {
    test(`[account.frozen] a customer account with mpcStatus F reads frozen, no withdrawal (${profile} profile)`, async () => {
      // The spec-only bank has no ACCT_STATUS: the screen learns it from query/status's mpcStatus.
      const view = await renderScreen('cash.mpc-frozen', { profile });
      await screen.findByRole('heading', { name: 'Akun kamu dibekukan' });
      expect(screen.queryAllByRole('button', { name: 'Tarik dana' })).toHaveLength(0);
      await expectRefused(view, '80461060');
    });
  }

  test('[cash.app-only] outside the bank app the screen offers the app, and the bank refuses a loan too', async () => {
    const view = await renderScreen('cash.app-only');
    await screen.findByRole('heading', { name: 'Instant Cash hanya ada di aplikasi Allo Bank' });
    expect(screen.getByTestId('cash-app-only')).toBeTruthy();
    expect(screen.queryAllByRole('button', { name: 'Tarik dana' })).toHaveLength(0);
    await expectRefused(view, '80461066');
  });
});
