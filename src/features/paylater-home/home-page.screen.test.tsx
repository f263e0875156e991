// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { daysBetween } from '../../../contracts/dates';
import { rp } from '../../testing/expected-text';
import { renderScreen, textOf, type RenderedScreen } from '../../testing/render-screen';

/** The personal centre as the bank answers it now, through this screen's session. */
interface Center {
  CREDIT_LIMIT: string;
  AVAILABLE_OTB: string;
  CASH_OTB: string;
  BILL_BAL_AMT: string;
  PENALTY_BAL: string;
  OVERDUE_DAYS: string;
  OVERDUE_TIMES: string;
  ADMIN_FEE_RATE: string;
  STMT_DATE: string;
  BUSINESS_DATE: string;
  ACCT_STATUS: string;
  RISK_CODE: string;
}

async function personalCenter(view: RenderedScreen): Promise<Center> {
  const answer = await view.bankCall<Center>('/core/account/query/personal_center', {});
  expect(answer.ret_code).toBe('0000');
  return answer.ret_data;
}

/** Spec section 9: amount due x admin fee rate % x days from the day after the print date, half up. */
function lateFeeOf(center: Center): number {
  const owed = Number(center.BILL_BAL_AMT) - Number(center.PENALTY_BAL);
  const days = daysBetween(center.STMT_DATE, center.BUSINESS_DATE);
  return Math.round((owed * Number(center.ADMIN_FEE_RATE) * days) / 100);
}

const banner = () => screen.getByTestId('home-banner');
const button = (id: 'home-cash' | 'home-pay') => screen.getByTestId<HTMLButtonElement>(id);
const noteOf = (id: 'home-cash' | 'home-pay') => textOf(document.getElementById(`${id}-note`));
const byTestId = (id: string) => textOf(screen.getByTestId(id));

/** Closed with the reason under it, which is also the button's accessible description. */
function expectCashClosed(reason: string) {
  expect(button('home-cash').disabled).toBe(true);
  expect(noteOf('home-cash')).toBe(reason);
  const described = button('home-cash').getAttribute('aria-describedby') ?? '';
  expect(textOf(document.getElementById(described))).toBe(reason);
}

function expectPayOpen(center: Center) {
  expect(button('home-pay').disabled).toBe(false);
  if (Number(center.BILL_BAL_AMT) > 0) expect(noteOf('home-pay')).toBe(`Tagihan ${rp(center.BILL_BAL_AMT)}`);
}

const LOAN = '/core/trans/try/loan';

const stateOf = (title: string) => /^\[([^\]]+)\]/.exec(title)?.[1] ?? title;

interface HomeCase {
  /** The state's id in square brackets first (the coverage tool reads it here), then what is proven. */
  title: string;
  /** The scenario, when not the state's own. */
  scenario?: string;
  /** The banner's heading, the first thing to appear. */
  heading?: string;
  /** Texts the banner contains, word for word. */
  texts?: string[];
  /** The banner's data-state. */
  state?: string;
  /** The limit card shows the centre's available and limit. */
  card?: boolean;
  /** The line's lifecycle ended: the limit card's label and tag say the limit cannot be used. */
  ended?: string;
  /** The banner's amount due, due date, late fee. */
  due?: boolean;
  dueDate?: string;
  lateFee?: boolean;
  cash?: { open: true } | { closed: string } | { note: (c: Center) => string };
  pay?: { open: true } | { closed: string };
  /** What the bank's own figures say. */
  facts?: (c: Center) => void;
  /** The bank refuses a loan so (code and message, or the message only). */
  loan?: { code?: string; message: string };
  /** Whatever else this state shows or answers. */
  more?: (view: RenderedScreen, c: Center) => Promise<void> | void;
  /** A tap on the home and where it leads. */
  tap?: { target: 'home-cash' | 'home-pay' | { button: string }; url: RegExp; then?: string };
}

const FROZEN_MESSAGE =
  'Akun kamu dibekukan. Pay Later dan Instant Cash tidak dapat digunakan. Silakan hubungi layanan pelanggan.';
const RISK_MESSAGE =
  'Demi keamanan, Pay Later dan Instant Cash dibatasi karena ada risiko keamanan pada akun kamu. Silakan hubungi layanan pelanggan.';
const DEACTIVATED_MESSAGE =
  'Akun Pay Later kamu dinonaktifkan secara permanen. Pay Later, Instant Cash, dan pembayaran di aplikasi tidak dapat digunakan. Hubungi layanan pelanggan 24/7 melalui menu Bantuan.';

const cases: HomeCase[] = [
  {
    title: '[home.new-credit] a new line: the whole limit available, get cash open',
    heading: 'Limit barumu siap digunakan',
    card: true,
    facts: (c) => expect(c.AVAILABLE_OTB).toBe(c.CREDIT_LIMIT),
    pay: { closed: 'Belum ada tagihan untuk dibayar' },
    cash: { note: (c) => `Hingga ${rp(c.CASH_OTB)}` },
    more: () => {
      expect(screen.getByRole('heading', { name: 'PAY LATER' })).toBeTruthy();
    },
    tap: { target: 'home-cash', url: /^\/paylater\/cash$/ },
  },
  {
    title: '[home.new-credit] a new line has no transactions yet and nothing due',
    heading: 'Limit barumu siap digunakan',
    more: async () => {
      await waitFor(() => expect(byTestId('home-bills')).toContain('Tidak ada tagihan'));
      await waitFor(() => expect(byTestId('home-recent')).toContain('Belum ada transaksi.'));
    },
  },
  {
    title: '[home.no-bill] nothing billed this month',
    heading: 'Belum ada tagihan bulan ini',
    texts: ['Kamu tidak punya tagihan yang perlu dibayar saat ini.'],
    card: true,
    cash: { open: true },
  },
  {
    title: '[home.bill-ready] the bill is ready with its amount and due date; pay opens repayment',
    heading: 'Tagihan November 2026 sudah siap',
    card: true,
    due: true,
    dueDate: '1 Des 2026',
    state: 'bill-ready',
    pay: { open: true },
    cash: { open: true },
    tap: { target: 'home-pay', url: /^\/paylater\/repayment$/ },
  },
  {
    title: '[home.due-today] due today, pay today to avoid the late fee',
    heading: 'Jatuh tempo hari ini',
    texts: ['Bayar hari ini agar tidak kena denda keterlambatan.'],
    due: true,
    pay: { open: true },
  },
  {
    title: '[home.due-in-days] due in 3 days',
    heading: 'Jatuh tempo dalam 3 hari',
    dueDate: '24 Nov 2026',
    pay: { open: true },
  },
  {
    title: '[home.overdue-late-fee] overdue with the late fee of section 9',
    heading: 'Terlambat 5 hari',
    facts: (c) => {
      expect(Number(c.PENALTY_BAL)).toBe(lateFeeOf(c));
      expect(Number(c.PENALTY_BAL)).toBeGreaterThan(0);
    },
    lateFee: true,
    due: true,
    texts: ['Denda keterlambatan bertambah setiap hari sampai semua tagihan lunas.'],
    pay: { open: true },
  },
  {
    scenario: 'home.overdue-english',
    title: '[home.overdue-late-fee] in English (the device’s language)',
    heading: '5 days overdue',
    lateFee: true,
    more: () => {
      expect(within(banner()).getByText('Late fee', { exact: true })).toBeTruthy();
    },
    cash: { note: () => 'Unavailable until all bills are repaid' },
  },
  {
    title: '[home.overdue-days] overdue 35 days, two bills overdue',
    heading: 'Terlambat 35 hari',
    texts: ['Lebih dari satu tagihan terlambat.'],
    facts: (c) => expect(c.OVERDUE_DAYS).toBe('35'),
    lateFee: true,
  },
  {
    title: '[home.overdue-days] the bill card leads to the overdue bills',
    heading: 'Terlambat 35 hari',
    tap: { target: { button: 'Lihat tagihan terlambat' }, url: /^\/paylater\/bills\/overdue$/ },
  },
  {
    title: '[home.bill-ready] the bill card leads to the bill',
    heading: 'Tagihan November 2026 sudah siap',
    tap: { target: { button: 'Lihat tagihan' }, url: /^\/paylater\/bills\/detail\?month=202611$/ },
  },
  {
    title: '[home.repaid] this month is repaid',
    heading: 'Tagihan November 2026 sudah lunas',
    texts: ['Terima kasih, tagihanmu sudah dibayar.'],
    state: 'repaid',
  },
  {
    title: '[home.repaid] the bill card leads to the bill',
    heading: 'Tagihan November 2026 sudah lunas',
    tap: { target: { button: 'Lihat tagihan' }, url: /^\/paylater\/bills\/detail\?month=202611$/ },
  },
  {
    title: '[home.frozen] block code F: frozen, get cash closed, paying open',
    heading: 'Pay Later dibekukan',
    texts: ['Limit Pay Later kamu dibekukan oleh bank.'],
    cash: { closed: 'Tidak tersedia selama Pay Later dibekukan' },
    pay: { open: true },
    loan: { message: 'Akun kamu dibekukan atau dikunci sementara.' },
  },
  {
    title: '[home.locked] block code B: locked',
    heading: 'Pay Later terkunci',
    cash: { closed: 'Tidak tersedia selama Pay Later terkunci' },
    pay: { open: true },
  },
  {
    title: '[home.partially-locked] block code A: Instant Cash locked, the rest open',
    heading: 'Sebagian layanan terkunci',
    texts: ['Kamu tetap dapat belanja dengan Pay Later dan membayar tagihan.'],
    cash: { closed: 'Instant Cash sedang dikunci' },
    pay: { open: true },
  },
  {
    title: '[home.loss] block code R: the line cannot be used',
    heading: 'Pay Later tidak dapat digunakan',
    texts: ['Silakan hubungi layanan pelanggan.'],
    cash: { closed: 'Pay Later tidak dapat digunakan' },
    pay: { open: true },
  },
  {
    title: '[home.unavailable-until-repaid] overdue: get cash unavailable until all bills are repaid',
    heading: 'Terlambat 1 hari',
    cash: { closed: 'Tidak tersedia hingga semua tagihan lunas' },
    loan: {
      message:
        'Pay Later tidak tersedia karena ada tagihan yang terlambat. Lunasi semua tagihan terlebih dahulu.',
    },
    tap: { target: 'home-pay', url: /^\/paylater\/repayment$/ },
  },
  {
    title: '[home.below-min-withdrawal] cash available below the minimum withdrawal',
    more: () => {
      expect(screen.getByTestId('home').getAttribute('data-cash')).toBe('NOT_AVAILABLE');
    },
    facts: (c) => expect(Number(c.CASH_OTB)).toBeLessThan(500_000),
    cash: { closed: 'Limit tersedia di bawah minimum penarikan Rp500.000' },
  },
  {
    title: '[account.frozen] a frozen account: Pay Later and Instant Cash blocked, the bank says the same',
    heading: 'Akun dibekukan',
    texts: [FROZEN_MESSAGE],
    cash: { closed: 'Tidak tersedia selama akun dibekukan' },
    facts: (c) => expect(c.ACCT_STATUS).toBe('F'),
    pay: { open: true },
    loan: { code: '80461060', message: FROZEN_MESSAGE },
  },
  {
    title: '[account.security-risk] a security risk blocks Pay Later and Instant Cash',
    heading: 'Fitur dibatasi demi keamanan',
    texts: [RISK_MESSAGE],
    cash: { closed: 'Dibatasi karena risiko keamanan' },
    facts: (c) => expect(c.RISK_CODE).toBe('1'),
    pay: { open: true },
    loan: { code: '80461062', message: RISK_MESSAGE },
  },
  {
    title:
      '[account.deactivated] permanently deactivated: Pay Later and money moves closed, the way to customer service (section 4)',
    heading: 'Akun dinonaktifkan permanen',
    texts: [
      'Akun Pay Later kamu dinonaktifkan secara permanen. Pay Later, Instant Cash, dan pembayaran di aplikasi tidak dapat digunakan.',
      'Hubungi layanan pelanggan 24/7 untuk menyelesaikan tagihan dan pertanyaan tentang akun kamu.',
    ],
    facts: (c) => expect(c.ACCT_STATUS).toBe('D'),
    due: true,
    cash: { closed: 'Tidak tersedia, akun dinonaktifkan permanen' },
    pay: { closed: 'Bayar melalui layanan pelanggan' },
    ended: 'Dibekukan: akun dinonaktifkan permanen',
    loan: { code: '80461063', message: DEACTIVATED_MESSAGE },
    more: async (view, c) => {
      const repay = await view.bankCall('/core/trans/apply/repay', {
        TXN_CODE: 'BillRepay',
        session: 'component-deactivated',
        REPAY_TYPE: 'VA',
        TOT_AMOUNT: c.BILL_BAL_AMT,
        LOAN_LIST: [],
      });
      expect(repay.ret_code).toBe('80461063');
    },
    tap: { target: { button: 'Hubungi layanan pelanggan' }, url: /^\/help$/ },
  },
  {
    title: '[account.closed] closed: nothing to pay or borrow, the bills still readable (section 4)',
    heading: 'Akun Pay Later sudah ditutup',
    texts: [
      'Tidak ada tagihan yang perlu dibayar dan kamu tidak dapat meminjam lagi. Riwayat tagihan dan transaksi tetap dapat dilihat.',
    ],
    facts: (c) => expect([c.ACCT_STATUS, c.BILL_BAL_AMT]).toEqual(['C', '0']),
    cash: { closed: 'Tidak tersedia, akun sudah ditutup' },
    pay: { closed: 'Tidak ada tagihan, akun sudah ditutup' },
    ended: 'Tidak berlaku: akun sudah ditutup',
    loan: {
      code: '80461064',
      message:
        'Akun Pay Later kamu sudah ditutup. Tidak ada tagihan yang perlu dibayar dan tidak dapat meminjam lagi.',
    },
    tap: { target: { button: 'Lihat riwayat tagihan' }, url: /^\/paylater\/bills\/history$/, then: 'Lunas' },
  },
];

describe('Pay Later home, against the bank’s core', () => {
  for (const c of cases) {
    test(c.title, async () => {
      const view = await renderScreen(c.scenario ?? stateOf(c.title));
      if (c.heading)
        await within(await screen.findByTestId('home-banner')).findByRole('heading', { name: c.heading });
      else await screen.findByTestId('home-banner');
      await waitFor(() => expect(screen.getByTestId('home-cash')).toBeTruthy());
      const center = await personalCenter(view);
      c.facts?.(center);
      for (const text of c.texts ?? []) expect(textOf(banner())).toContain(text);
      if (c.state) expect(banner().getAttribute('data-state')).toBe(c.state);
      if (c.ended) {
        const card = screen.getByTestId('home-limit-card');
        expect(within(card).getByText('Limit tidak dapat digunakan')).toBeTruthy();
        expect(within(card).queryByText('Limit tersedia')).toBeNull();
        expect(byTestId('home-limit-ended')).toBe(c.ended);
      }
      if (c.card) {
        expect(within(screen.getByTestId('home-limit-card')).getByText('Limit tersedia')).toBeTruthy();
        expect(screen.queryByTestId('home-limit-ended')).toBeNull();
        expect(byTestId('home-available')).toBe(rp(center.AVAILABLE_OTB));
        expect(byTestId('home-limit')).toBe(rp(center.CREDIT_LIMIT));
      }
      if (c.due) expect(byTestId('banner-due')).toBe(rp(center.BILL_BAL_AMT));
      if (c.dueDate) expect(byTestId('banner-due-date')).toBe(c.dueDate);
      if (c.lateFee) expect(byTestId('banner-late-fee')).toBe(rp(center.PENALTY_BAL));
      if (c.cash && 'open' in c.cash) expect(button('home-cash').disabled).toBe(false);
      if (c.cash && 'closed' in c.cash) expectCashClosed(c.cash.closed);
      if (c.cash && 'note' in c.cash) expect(noteOf('home-cash')).toBe(c.cash.note(center));
      if (c.pay && 'open' in c.pay) expectPayOpen(center);
      if (c.pay && 'closed' in c.pay) {
        expect(button('home-pay').disabled).toBe(true);
        expect(noteOf('home-pay')).toBe(c.pay.closed);
      }
      if (c.loan) {
        const refusal = await view.bankCall(LOAN, { LOAN_INIT_PRIN: '1000000' });
        expect(refusal.ret_msg).toBe(c.loan.message);
        if (c.loan.code) expect(refusal.ret_code).toBe(c.loan.code);
      }
      await c.more?.(view, center);
      if (c.tap) {
        const target = c.tap.target;
        fireEvent.click(
          typeof target === 'string'
            ? button(target)
            : within(banner()).getByRole('button', { name: target.button }),
        );
        await waitFor(() => expect(view.location()).toMatch(c.tap!.url));
        if (c.tap.then) await screen.findAllByText(c.tap.then);
        expect(screen.queryByRole('heading', { name: 'Halaman tidak ditemukan' })).toBeNull();
      }
    });
  }
});

describe('the limit card of an ended line, in English', () => {
  test('[account.deactivated] the limit is frozen, not offered as available', async () => {
    await renderScreen('account.deactivated', { lang: 'en' });
    const card = await screen.findByTestId('home-limit-card');
    expect(within(card).getByText('Limit cannot be used')).toBeTruthy();
    expect(within(card).queryByText('Available limit')).toBeNull();
    expect(byTestId('home-limit-ended')).toBe('Frozen: the account is permanently deactivated');
  });

  test('[account.closed] the limit is no longer valid', async () => {
    await renderScreen('account.closed', { lang: 'en' });
    const card = await screen.findByTestId('home-limit-card');
    expect(within(card).getByText('Limit cannot be used')).toBeTruthy();
    expect(byTestId('home-limit-ended')).toBe('No longer valid: the account is closed');
  });
});

describe('get cash after this month’s Instant Cash', () => {
  test('[cash.once-per-month] closed on the home with the day it opens again, as the bank refuses', async () => {
    const view = await renderScreen('cash.once-per-month', { path: '/paylater/home' });
    await screen.findByTestId('home-banner');
    await waitFor(() => expect(screen.getByTestId('home-cash')).toBeTruthy());
    expectCashClosed('Sudah ditarik bulan ini, bisa lagi mulai 1 Des 2026');
    const refusal = await view.bankCall<{ nextDate: string }>(LOAN, { LOAN_INIT_PRIN: '600000' });
    expect(refusal.ret_data.nextDate).toBe('20261201');
  });

  test('[cash.once-per-month] in English too', async () => {
    await renderScreen('cash.once-per-month', { path: '/paylater/home', lang: 'en' });
    await waitFor(() => expect(screen.getByTestId('home-cash')).toBeTruthy());
    expectCashClosed('Already withdrawn this month, available again from 1 Dec 2026');
  });
});
