// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { answerOf } from '../../testing/bank-answers';
import { bankState, controlCall } from '../../testing/bank-control';
import { rp } from '../../testing/expected-text';
import { findText, firstText } from '../../testing/find-text';
import { renderScreen, textOf, type RenderedScreen } from '../../testing/render-screen';

/**
 * What one repayment screen shows for a scenario, against the bank's core (issue 27). The walks that pay (PIN,
 * Virtual Account, a lost answer sent again), polling with the clock and auto-debit across days stay in
 * e2e/repayment.spec.ts.
 */
interface RepayInfo {
  STMT_BAL_AMT: string;
  LOAN_LIST: Array<{ REF_NBR: string; BAL_AMT: string; MERCHANT_NAME: string }>;
}
interface Payoff {
  REF_NBR: string;
  LOAN_PAID_OUT_AMT: string;
  CANT_PAID_OUT_CODE: string;
  CANT_PAID_OUT_DESC: string;
}
interface Held {
  wallet: { balance: string };
  credit: { repayments: unknown[] };
}

const EXCEEDS_DUE = 'Masukkan tidak lebih dari nilai tagihan';
const INSUFFICIENT = 'Maaf, saldo kamu tidak cukup.';
const FAILED = 'Kami tidak dapat memproses pembayaran ini. Saldo kamu tidak terpotong.';
const grouped = (amount: string | number) => Number(amount).toLocaleString('de-DE');

const repayInfo = (view: RenderedScreen) => answerOf<RepayInfo>(view, '/core/trans/query/repay_info');
async function payoffs(view: RenderedScreen, info: RepayInfo): Promise<Payoff[]> {
  const refs = info.LOAN_LIST.map((l) => l.REF_NBR);
  return (
    await answerOf<{ LOAN_LIST: Payoff[] }>(view, '/core/trans/query/pay_off_info', { REF_NBR_LIST: refs })
  ).LOAN_LIST;
}

const heading = (name: string) => screen.findByRole('heading', { name });
const byTestId = (id: string) => textOf(screen.getByTestId(id));
const amountField = () => screen.findByRole<HTMLInputElement>('textbox', { name: 'Jumlah pembayaran' });
const radio = (name: RegExp) => screen.getByRole<HTMLInputElement>('radio', { name });
const at = (view: RenderedScreen, path: RegExp) => waitFor(() => expect(view.location()).toMatch(path));

/** Every apply/repay the screen sends from now on. */
function applies() {
  const spy = vi.spyOn(globalThis, 'fetch');
  return () =>
    spy.mock.calls.filter(([input]) =>
      String(input instanceof Request ? input.url : input).includes('/apply/repay'),
    );
}

describe('repayment screens, against the bank’s core', () => {
  test('[repay.plan] nothing due: said so, and early repayment is still the way on', async () => {
    const view = await renderScreen('repay.plan-nothing-due');
    await heading('Tidak ada tagihan yang perlu dibayar');
    await waitFor(() => expect(byTestId('repay-total')).toBe('Rp0'));
    expect(byTestId('repay-plan-status')).toBe('Lunas');
    expect(screen.queryByRole('button', { name: 'Bayar semua' })).toBeNull();
    fireEvent.click(screen.getByTestId('repay-early-primary'));
    await at(view, /\/paylater\/repayment\/early$/);
    await firstText('Jumlah pelunasan');
  });

  test(`[repay.exceeds-due] more than the bill: '${EXCEEDS_DUE}' under the field, nothing sent; the bank refuses the same`, async () => {
    const view = await renderScreen('repay.exceeds-due');
    const info = await repayInfo(view);
    const field = await amountField();
    await waitFor(() => expect(field.value).toBe(grouped(info.STMT_BAL_AMT)));
    const above = Number(info.STMT_BAL_AMT) + 1;
    fireEvent.change(field, { target: { value: String(above) } });
    fireEvent.blur(field);
    await waitFor(() => expect(textOf(screen.getByRole('alert'))).toBe(EXCEEDS_DUE));
    const sent = applies();
    fireEvent.click(screen.getByTestId('repay-submit'));
    await waitFor(() => expect(textOf(screen.getByRole('alert'))).toBe(EXCEEDS_DUE));
    expect(screen.queryByRole('dialog', { name: 'Masukkan PIN' })).toBeNull();
    expect(sent()).toHaveLength(0);

    const refused = await view.bankCall('/core/trans/apply/repay', {
      TXN_CODE: 'BillRepay',
      session: 'component-exceeds-due-1',
      REPAY_TYPE: 'VA',
      TOT_AMOUNT: String(above),
      LOAN_LIST: [],
    });
    expect(refused).toMatchObject({ ret_code: '80461020', ret_msg: EXCEEDS_DUE });
  });

  test(`[repay.insufficient-balance] balance too small: '${INSUFFICIENT}' at the balance, and the Virtual Account instead`, async () => {
    const view = await renderScreen('repay.insufficient-balance');
    const due = Number((await repayInfo(view)).STMT_BAL_AMT);
    await findText('Saldo Rp50.000');
    await waitFor(() => expect(byTestId('repay-balance-short')).toBe(INSUFFICIENT));
    expect(radio(/^Saldo Allo Pay/).disabled).toBe(true);
    expect(radio(/^Virtual Account/).checked).toBe(true);
    // The bank's own words for it (magic amount 10101, any method).
    const refused = await view.bankCall('/core/trans/apply/repay', {
      TXN_CODE: 'BillRepay',
      session: 'component-insufficient-1',
      REPAY_TYPE: 'VA',
      TOT_AMOUNT: '10101',
      LOAN_LIST: [],
    });
    expect(refused).toMatchObject({ ret_code: '80461021', ret_msg: INSUFFICIENT });

    fireEvent.click(screen.getByRole('button', { name: `Bayar ${rp(due)}` }));
    await at(view, /\/paylater\/repayment\/va\?seq=/);
    await waitFor(() => expect(byTestId('repay-va-amount')).toBe(rp(due)));
  });

  const BLOCKERS = [
    {
      id: 'repay.early-last-term',
      tag: '[repay.early-last-term]',
      text: 'Pelunasan dipercepat tidak tersedia di periode terakhir. Silakan bayar dari halaman siklus tagihan.',
      code: '80461022',
      merchant: 'Optik Mata Terang',
      action: 'Lihat siklus tagihan',
      to: /\/paylater\/bills$/,
    },
    {
      id: 'repay.early-transaction-day',
      tag: '[repay.early-transaction-day]',
      text: 'Pelunasan dipercepat tidak tersedia pada hari transaksi.',
      code: '80461023',
      merchant: 'Gadget Store Mandiri Digital',
      action: 'Kembali ke daftar pinjaman',
      to: /\/paylater\/repayment\/early$/,
      opensAtLoan: true,
    },
    {
      id: 'repay.early-overdue-first',
      tag: '[repay.early-overdue-first]',
      text: 'Silakan bayar tagihan yang terlambat terlebih dahulu.',
      code: '80461024',
      merchant: null,
      action: 'Bayar tagihan terlambat',
      to: /\/paylater\/repayment\/pay\?mode=all$/,
    },
    {
      id: 'repay.early-processing',
      tag: '[repay.early-processing]',
      text: 'Pembayaran sebelumnya masih diproses. Silakan coba lagi nanti.',
      code: '80461025',
      merchant: null,
      action: 'Kembali ke rencana pembayaran',
      to: /\/paylater\/repayment$/,
    },
  ];

  for (const blocker of BLOCKERS) {
    test(`${blocker.tag} '${blocker.text}' at the loan, no pay action; the bank refuses the same`, async () => {
      const view = await renderScreen(blocker.id);
      const info = await repayInfo(view);
      const blocked = (await payoffs(view, info)).filter((p) => p.CANT_PAID_OUT_CODE === blocker.code);
      const named = blocker.merchant
        ? blocked.filter(
            (p) => info.LOAN_LIST.find((l) => l.REF_NBR === p.REF_NBR)?.MERCHANT_NAME === blocker.merchant,
          )
        : blocked;
      const loan = named.at(-1)!;
      expect(loan, `a loan refused with ${blocker.code}`).toBeDefined();
      expect(loan.CANT_PAID_OUT_DESC).toBe(blocker.text);

      const row = () => screen.getByTestId(`repay-early-${loan.REF_NBR}`);
      const blockerText = () => textOf(screen.getByTestId(`repay-blocker-${loan.REF_NBR}`));
      // A scenario whose state is one loan opens that loan; the others open the list.
      if (!('opensAtLoan' in blocker)) {
        await waitFor(() => expect(blockerText()).toBe(blocker.text));
        if (blocker.merchant) expect(textOf(row())).toContain(blocker.merchant);
        expect(textOf(row())).toContain('Tidak tersedia');
        fireEvent.click(row());
      } else if (blocker.merchant) {
        await waitFor(() => expect(byTestId('repay-early-detail')).toContain(blocker.merchant));
      }
      await at(view, new RegExp(`\\?ref=${loan.REF_NBR}$`));
      await waitFor(() => expect(blockerText()).toBe(blocker.text));
      await waitFor(() => expect(byTestId('repay-total')).toBe(rp(loan.LOAN_PAID_OUT_AMT)));
      expect(screen.queryAllByRole('button', { name: /^Lunasi/ })).toHaveLength(0);
      expect(screen.queryAllByRole('radio')).toHaveLength(0);

      const refused = await view.bankCall('/core/trans/apply/repay', {
        TXN_CODE: 'IOURepay',
        session: `component-${blocker.code}`,
        REPAY_TYPE: 'VA',
        TOT_AMOUNT: loan.LOAN_PAID_OUT_AMT,
        LOAN_LIST: [{ REF_NBR: loan.REF_NBR }],
      });
      expect(refused).toMatchObject({ ret_code: blocker.code, ret_msg: blocker.text });

      fireEvent.click(screen.getByRole('button', { name: blocker.action }));
      await at(view, blocker.to);
      if ('opensAtLoan' in blocker) {
        await waitFor(() => expect(textOf(row())).toContain('Tidak tersedia'));
        expect(blockerText()).toBe(blocker.text);
      }
    });
  }

  test("[repay.early-overdue-first] in English: the bank's reason in the session's language", async () => {
    const view = await renderScreen('repay.early-overdue-first-english');
    const loan = (await payoffs(view, await repayInfo(view)))[0]!;
    await waitFor(() =>
      expect(byTestId(`repay-blocker-${loan.REF_NBR}`)).toBe('Please pay your overdue bills first.'),
    );
    await heading('Pay a loan off early');
    screen.getByRole('button', { name: 'Pay overdue bills' });
  });

  test(`[repay.result-failed] '${FAILED}' with nothing deducted; try again from the plan`, async () => {
    // The balance as seeded (the render seeds the same state again).
    await controlCall('/session', { scenario: 'repay.result-failed' });
    const before = await bankState<Held>();
    const view = await renderScreen('repay.result-failed', {
      path: '/paylater/repayment/result?seq=BS20261121990001',
    });
    await heading('Pembayaran gagal');
    await findText(FAILED);
    await waitFor(() => expect(byTestId('repay-result-amount')).toContain('Rp10.202'));
    expect((await bankState<Held>()).wallet.balance).toBe(before.wallet.balance);
    fireEvent.click(screen.getByRole('button', { name: 'Coba lagi' }));
    await at(view, /\/paylater\/repayment$/);
    await screen.findByRole('button', { name: 'Bayar semua' });
  });

  test('[repay.auto-debit] the scenario lands on the home repaid by the automatic payment', async () => {
    const view = await renderScreen('repay.auto-debit');
    const center = await answerOf<{ AUTO_DEBIT_STATUS: string; AUTO_DEBIT_AMT: string }>(
      view,
      '/core/account/query/personal_center',
    );
    expect(center.AUTO_DEBIT_STATUS).toBe('S');
    const banner = await screen.findByTestId('home-banner');
    await within(banner).findByRole('heading', { name: 'Tagihan November 2026 sudah lunas' });
    expect(textOf(banner)).toContain(
      `Dibayar otomatis dari saldo Allo Pay pada 20 Nov 2026 sebesar ${rp(center.AUTO_DEBIT_AMT)}.`,
    );
  });
});
